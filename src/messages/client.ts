import type { Messages } from './index'

/**
 * Namespaces that client components translate with `useTranslations`. Only these are sent to the
 * browser: page copy is rendered on the server and would only make every page heavier on a phone.
 */
export const CLIENT_NAMESPACES = ['nav', 'search', 'enquiry', 'common', 'floating'] as const

type ClientNamespace = (typeof CLIENT_NAMESPACES)[number]

export function clientMessages(all: Messages): Pick<Messages, ClientNamespace> {
  return Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, all[ns]])) as Pick<Messages, ClientNamespace>
}
