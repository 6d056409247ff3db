import { basePosts, checks, ENGLISH_PHONE_MAX_DIGITS } from './checks'
import type { EnquiryVariant } from './types'

/**
 * A post that carries only the fields of spec §3 and §7 (no `variant`, no submission id): what a
 * landing page built elsewhere or one of the firm's sister sites sends. It is held to the spec's
 * general rules (§5): a name, a phone of at least 9 digits, an e-mail when given, and the
 * situation / married / stay answers when given. Never rendered by our pages.
 */
const spec = {
  kind: 'spec',
  shown: [],
  checks: [checks.name, checks.email, checks.phone, checks.situationIfGiven, checks.marriedIfGiven, checks.stayIfGiven],
  thankYou: '/thank-you',
  endpoint: '/api/prospecto/agregar',
  // The checkbox is recorded as sent; the consent text was shown by the other site, not by us.
  consent: { excerptLength: 0, toggle: 'show', required: false },
  phoneMaxDigits: ENGLISH_PHONE_MAX_DIGITS,
  situation: 'none',
  emailRequired: false,
  posts: ['nombre', 'email', 'phone', 'mensaje', 'checkbox', 'situacion', 'casado', 'estancia', ...basePosts],
} as const

export const specEs = {
  ...spec,
  id: 'spec-es',
  locale: 'es',
  description: 'A post with only the spec fields, answered in Spanish',
  section: 'Formulario externo',
} as const satisfies EnquiryVariant

export const specEn = {
  ...spec,
  id: 'spec-en',
  locale: 'en',
  description: 'A post with only the spec fields, answered in English',
  section: 'External form',
} as const satisfies EnquiryVariant
