import { phoneKey } from '@/features/leads/inbox/search-keys'
import type { Words } from '@/features/leads/inbox/vocabulary'

/**
 * The texting opt-out register's rules, used by the collection, the desk's button and the webhook
 * (src/features/leads/texting-opt-out). A number is kept in the lead's own search form
 * (`phoneKey`, the `searchPhone` of a lead): digits only, without the US country code, so a lead's
 * number and a provider's "+1 915 555 0142" are one entry.
 */
export const optOutSources = ['reply-stop', 'call', 'webhook'] as const
export type OptOutSource = (typeof optOutSources)[number]

export const optOutSourceWords: Record<OptOutSource, Words> = {
  'reply-stop': { es: 'Respondió STOP', en: 'Replied STOP' },
  call: { es: 'Lo dijo en una llamada', en: 'Said so on a call' },
  webhook: { es: 'Aviso del proveedor de SMS (webhook)', en: 'SMS provider notice (webhook)' },
}

/** Longest note kept with an entry. */
export const OPT_OUT_NOTE_MAX = 500

/** The register's form of a number, or null when it is not a phone number (7 to 15 digits, E.164's longest). */
export function optOutPhone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 40) return null
  const key = phoneKey(value)
  return key.length >= 7 && key.length <= 15 ? key : null
}
