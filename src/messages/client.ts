import type { Messages } from './index'

/**
 * Namespaces that reach the browser: `enquiry` through the forms' own message provider (it comes
 * with the forms' code, `DeferredForm`), `search` as the search box's props. Page copy is rendered
 * on the server and would only make every page heavier on a phone.
 *
 * Every message in them must be plain text (no `{argument}`, plural, select or tag): the browser
 * formats messages with next-intl's precompiled-message formatter (`use-intl/format-message`
 * aliased for the browser in next.config.ts), which returns plain text as it is and ships no ICU
 * parser. A client label that needs a value gets its text from the server as a prop instead
 * (the pager's `words`, the carousel's `labels`). `client.test.ts` holds every message to that.
 */
export const CLIENT_NAMESPACES = ['enquiry', 'search'] as const

type ClientNamespace = (typeof CLIENT_NAMESPACES)[number]

export function clientMessages(all: Messages): Pick<Messages, ClientNamespace> {
  return Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, all[ns]])) as Pick<Messages, ClientNamespace>
}
