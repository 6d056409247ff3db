/**
 * Messages the forms compose for the firm instead of the visitor typing them (spec §3, §7). Built
 * from the enquiry message files so the words match what the visitor saw; pure, so the browser
 * and the server compose the same text.
 */
import type { Locale } from '@/i18n/locales'
import esEnquiry from '@/messages/es/enquiry.json'
import enEnquiry from '@/messages/en/enquiry.json'
import type { Situation } from './situations'
import type { EnquiryVariant } from './variants'

const text = { es: esEnquiry, en: enEnquiry } as const

export type MarriedAnswer = 'yes' | 'no'
export type StayAnswer = 'si' | 'no'

/** Spec §4: the not-qualified notice and the situation choice show when either answer is no. */
export function paroleNeedsSituation(married: unknown, stay: unknown): boolean {
  return married === 'no' || stay === 'no'
}

/**
 * The label part of `seccion` before the campaign source (spec §3): the page's label (a page may
 * name its own, e.g. 'Visa VAWA Español'), and on the video landing its `?seccion=X` after it
 * ('Youtube Landing X'). The form adds the query value in the browser; without JavaScript the
 * server reads it from the Referer (store.server.ts).
 */
export function sectionLabel(variant: EnquiryVariant, section?: string, sectionParam?: string): string {
  const label = section ?? variant.section
  const param = sectionParam?.trim()
  return variant.sectionFromQuery && param ? `${label} ${param}` : label
}

export function situationLabel(locale: Locale, situation: Situation): string {
  return text[locale].situations[situation]
}

/**
 * The parole lead's `mensaje`: the situation (when chosen), the married answer and the stay
 * answer, in the form's language, e.g. "Situación: Ninguna de las anteriores. | Casado con
 * ciudadano: No | Más de 10 años en el país: Sí".
 */
export function composeParoleMessage(
  locale: Locale,
  answers: { married: MarriedAnswer; stay: StayAnswer; situation?: Situation },
): string {
  const t = text[locale]
  const parts: string[] = []
  if (answers.situation) parts.push(`${t.parole.composedSituation}: ${t.situations[answers.situation]}`)
  parts.push(`${t.parole.composedMarried}: ${t.answers[answers.married]}`)
  parts.push(`${t.parole.composedStay}: ${t.answers[answers.stay]}`)
  return parts.join(' | ')
}

/**
 * A referred person's `mensaje`: the referrer's name and phone, and the referred phone (spec §3
 * builds it from the referrer's name and the referred phone; we add the referrer's phone, which
 * the form asks for and would otherwise be lost). No punctuation: the server cleans a posted
 * message to letters, digits and spaces, and this text must come out of that unchanged.
 */
export function composeReferralMessage(locale: Locale, referrer: { name: string; phone: string }, referredPhone: string): string {
  const t = text[locale].referrals
  return `${t.messageReferredBy} ${referrer.name} ${t.messageReferrerPhone} ${referrer.phone} ${t.messageReferredPhone} ${referredPhone}`
}
