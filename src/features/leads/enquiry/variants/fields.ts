import { checks, ENGLISH_PHONE_MAX_DIGITS, SPANISH_PHONE_MAX_DIGITS } from './checks'
import type { Check, PostedField, ShownField, SituationRule } from './types'

/**
 * What a form asks and checks, independent of its language and page: the controls it shows, the
 * checks in the order its old form ran them (the first failing one is the only message shown),
 * the spec §3 fields it posts besides `seccion`, `fecha_hora` and `_token`, and its situation rule.
 * Rows of table.ts name one of these; the es/en variants of a row share it.
 */
export type FieldSet = {
  readonly shown: readonly ShownField[]
  readonly checks: readonly Check[]
  readonly posts: readonly PostedField[]
  readonly situation: SituationRule
  readonly emailRequired: boolean
  /** Set when the field set fixes the phone cap whatever the language (parole, staff, spec posts). */
  readonly phoneMaxDigits?: number
}

/** Name, e-mail, phone, a message and the consent box: the general, contact and footer forms. */
export const messageFields = {
  shown: ['name', 'email', 'phone', 'message', 'consent'],
  checks: [checks.name, checks.email, checks.phone, checks.terms],
  posts: ['nombre', 'email', 'phone', 'mensaje', 'checkbox'],
  situation: 'none',
  emailRequired: false,
} as const satisfies FieldSet

/** Terms first, then name, e-mail, phone and the situation (spec §5): home, service, visa, blog, ad landings. */
export const situationFields = {
  shown: ['name', 'email', 'phone', 'situation', 'consent'],
  checks: [checks.terms, checks.name, checks.email, checks.phone, checks.situation],
  posts: ['nombre', 'email', 'phone', 'situacion', 'checkbox'],
  situation: 'required',
  emailRequired: false,
} as const satisfies FieldSet

/** The same controls, but the consent box may stay empty (spec §5 gives the form no terms check). */
export function withOptionalConsent(fields: FieldSet): FieldSet {
  return { ...fields, checks: fields.checks.filter((c) => c.check !== 'terms') }
}

/** No consent box at all: no terms check and no `checkbox` posted (the Spanish footer, spec §3). */
export function withoutConsent(fields: FieldSet): FieldSet {
  return {
    ...withOptionalConsent(fields),
    shown: fields.shown.filter((f) => f !== 'consent'),
    posts: fields.posts.filter((f) => f !== 'checkbox'),
  }
}

/**
 * The parole landing (spec §4, §5): name, married, stay, phone, e-mail, situation (only while the
 * not-qualified notice shows), terms. The English form requires the e-mail and says so in its
 * shorter message; both cap the phone at 11 digits like the Spanish forms.
 */
export function paroleFields(email: 'optional' | 'required'): FieldSet {
  const emailCheck: Check = email === 'required' ? { ...checks.email, messageKey: 'errors.emailShort' } : checks.email
  return {
    shown: ['name', 'phone', 'email', 'married', 'stay', 'situation', 'consent'],
    checks: [checks.name, checks.married, checks.stay, checks.phone, emailCheck, checks.situation, checks.terms],
    posts: ['nombre', 'phone', 'email', 'casado', 'estancia', 'situacion', 'mensaje', 'checkbox'],
    situation: 'whenNotQualified',
    emailRequired: email === 'required',
    phoneMaxDigits: SPANISH_PHONE_MAX_DIGITS,
  }
}

/** The referral landing as a whole: the visitor's own name and phone, the terms, the referred people. */
export const referralFields = {
  shown: ['name', 'phone', 'consent', 'referrals'],
  checks: [checks.name, checks.phone, checks.terms, checks.referrals],
  posts: ['nombre', 'phone', 'checkbox', 'referidos'],
  situation: 'none',
  emailRequired: false,
} as const satisfies FieldSet

/**
 * One referred person (spec §7: one post per referral). `nombre` and `phone` are the referred
 * person's, `mensaje` names the referrer, `checkbox` is the referrer's acceptance of the terms.
 */
export const referralEntryFields = {
  shown: [],
  checks: [
    { ...checks.name, messageKey: 'errors.referralName' },
    { ...checks.phone, messageKey: 'errors.referralPhone' },
    checks.terms,
  ],
  posts: ['nombre', 'phone', 'mensaje', 'checkbox'],
  situation: 'none',
  emailRequired: false,
} as const satisfies FieldSet

/**
 * The staff form for social-media leads (spec §3, §5). The phone is only checked to be non-empty
 * and keeps up to 15 digits: staff copy numbers from chats in any country's format. No consent
 * box: the person gave their number in a conversation, not on this site.
 */
export const staffSocialMediaFields = {
  shown: ['agent', 'name', 'phone', 'source', 'link', 'status', 'tipo', 'message', 'hora', 'pc_referido', 'pc_videollamada'],
  checks: [checks.name, checks.phonePresent, checks.agent, checks.link],
  posts: ['nombre', 'phone', 'mensaje', 'agente', 'source', 'status', 'link', 'tipo', 'hora', 'pc_referido', 'pc_videollamada'],
  situation: 'none',
  emailRequired: false,
  phoneMaxDigits: ENGLISH_PHONE_MAX_DIGITS,
} as const satisfies FieldSet

/**
 * A post with only the fields of spec §3 and §7 (no `variant`): a landing page built elsewhere or
 * a sister site. Held to the spec's general rules (§5): a name, a phone of at least 9 digits, an
 * e-mail when given, and the situation / married / stay answers when given.
 */
export const specPostFields = {
  shown: [],
  checks: [checks.name, checks.email, checks.phone, checks.situationIfGiven, checks.marriedIfGiven, checks.stayIfGiven],
  posts: ['nombre', 'email', 'phone', 'mensaje', 'checkbox', 'situacion', 'casado', 'estancia'],
  situation: 'none',
  emailRequired: false,
  phoneMaxDigits: ENGLISH_PHONE_MAX_DIGITS,
} as const satisfies FieldSet
