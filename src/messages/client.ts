import type { AbstractIntlMessages } from 'next-intl'

/**
 * Namespaces that client components translate with `useTranslations`. Only these are sent to the
 * browser: page copy is rendered on the server and would only make every page heavier on a phone.
 */
export const CLIENT_NAMESPACES = ['nav', 'search', 'enquiry', 'common', 'floating'] as const

export function clientMessages(all: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in all).map((ns) => [ns, all[ns]!]))
}
