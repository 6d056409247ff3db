import type { Check, PostedField } from './types'

/**
 * The checks of spec §5 with their usual field and message. Variants list these in their own
 * order; a variant that uses another message for the same rule (the English parole form's
 * shorter e-mail message) spreads one and overrides `messageKey`.
 */
export const checks = {
  name: { check: 'name', field: 'nombre', messageKey: 'errors.name' },
  email: { check: 'email', field: 'email', messageKey: 'errors.email' },
  phone: { check: 'phone', field: 'phone', messageKey: 'errors.phone' },
  phonePresent: { check: 'phonePresent', field: 'phone', messageKey: 'errors.phone' },
  terms: { check: 'terms', field: 'checkbox', messageKey: 'errors.terms' },
  situation: { check: 'situation', field: 'situacion', messageKey: 'errors.situation' },
  married: { check: 'married', field: 'casado', messageKey: 'errors.married' },
  stay: { check: 'stay', field: 'estancia', messageKey: 'errors.stay' },
  referrals: { check: 'referrals', field: 'referidos', messageKey: 'errors.referrals' },
  agent: { check: 'agent', field: 'agente', messageKey: 'errors.agent' },
  link: { check: 'link', field: 'link', messageKey: 'errors.link' },
  situationIfGiven: { check: 'situationIfGiven', field: 'situacion', messageKey: 'errors.situation' },
  marriedIfGiven: { check: 'marriedIfGiven', field: 'casado', messageKey: 'errors.married' },
  stayIfGiven: { check: 'stayIfGiven', field: 'estancia', messageKey: 'errors.stay' },
} as const satisfies Record<string, Check>

/** Spanish forms and the parole forms keep 11 digits (spec §9). */
export const SPANISH_PHONE_MAX_DIGITS = 11
/**
 * English forms had no cap in the old site. E.164 allows at most 15 digits, so nothing longer is
 * a phone number; the cap only stops a pasted novel from reaching the server.
 */
export const ENGLISH_PHONE_MAX_DIGITS = 15
/** Spec §9: a phone is valid with at least 9 digits. */
export const PHONE_MIN_DIGITS = 9
/**
 * Characters a phone box takes as typed (its `maxlength`), separators included. The caps above
 * count digits; a browser counts every character toward `maxlength`, before the form's code
 * arrives and without JavaScript, and cut "915-555-0123" to "915-555-012". Room for the longest
 * number written out ("+52 1 (656) 123-4567 ext. 1234"); the digits are capped by the live
 * form's filter and by the check on both sides.
 */
export const PHONE_TYPED_MAX_CHARS = 40

/**
 * Most referred people one referral post may carry. Each becomes a lead and a notification, so an
 * uncapped list let one post store a thousand leads; ten covers any family's list.
 */
export const MAX_REFERRALS = 10

/** The fields every lead form posts besides its own (spec §3). */
export const basePosts = ['seccion', 'fecha_hora', '_token'] as const satisfies readonly PostedField[]
