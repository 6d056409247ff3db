/**
 * The eight situations of spec §3, in their order. Values are stable codes stored with the lead;
 * the visible labels live in messages/{es,en}.json under `situations.{code}`.
 */
export const situations = [
  'spouse',
  'divorced',
  'adultChild',
  'abuseVictim',
  'bringFamily',
  'fiance',
  'crimeVictim',
  'none',
] as const
export type Situation = (typeof situations)[number]

export function isSituation(value: unknown): value is Situation {
  return typeof value === 'string' && (situations as readonly string[]).includes(value)
}

/**
 * The situations that tell of abuse or trafficking (by a smuggler, employer or partner) or of a
 * crime. A form that offers one of them is asked on pages that survivors read, so those pages carry
 * the quick exit and the safety notice (src/features/leads/enquiry/sensitive.ts); choosing one opens the
 * form's safe-contact group. Such forms, and those on a CMS page ticked "sensitive",
 * show the group open from the start; a visitor who closed it has it opened again by that choice.
 */
export const sensitiveSituations = ['abuseVictim', 'crimeVictim'] as const satisfies readonly Situation[]

export function isSensitiveSituation(value: unknown): boolean {
  return (sensitiveSituations as readonly unknown[]).includes(value)
}

/** Parole form answers: married to a citizen (yes/no), more than 10 years in the country (si/no). */
export const marriedAnswers = ['yes', 'no'] as const
export const stayAnswers = ['si', 'no'] as const

/**
 * Where a lead is in the intake desk's work. `spam` is suspected spam (honeypot, filled in too fast,
 * held over the rate limit): out of the `new` queue and never notified until staff set it to `new`.
 * Staff labels of every code: src/features/leads/inbox/vocabulary.ts.
 */
export const leadStatuses = ['new', 'contacted', 'qualified', 'retained', 'not-qualified', 'spam'] as const
export type LeadStatus = (typeof leadStatuses)[number]
