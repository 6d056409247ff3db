import type { StaffLanguage } from '@/features/leads/inbox/vocabulary'
import { leadsTimeZone } from '@/features/leads/inbox/time-zone'
import type { IntakeCopy } from './copy'

/** The desk's notice for a number in the texting opt-out register, dated in the firm's zone; none otherwise. */
export function optedOutNote(t: IntakeCopy, lang: StaffLanguage, recordedAt: string | null | undefined): string | undefined {
  if (recordedAt === null || recordedAt === undefined) return undefined
  const when = new Date(recordedAt)
  const date = Number.isNaN(when.getTime())
    ? '?'
    : new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: leadsTimeZone() }).format(when)
  return t.optedOut(date)
}
