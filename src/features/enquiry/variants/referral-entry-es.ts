import { basePosts, checks, SPANISH_PHONE_MAX_DIGITS } from './checks'
import type { EnquiryVariant } from './types'

/**
 * One referred person, as posted by the referral landing (spec §7: one post per referral with
 * nombre, phone, seccion, mensaje, fecha_hora). `nombre` and `phone` are the referred person's,
 * `mensaje` names the referrer. It also posts `checkbox`: the referrer's acceptance of the terms,
 * which the server records as the consent of this lead. Not rendered on its own.
 */
export const referralEntryEs = {
  id: 'referral-entry-es',
  kind: 'referral-entry',
  locale: 'es',
  description: 'One referred person from the referral landing (posted by ReferralForm)',
  shown: [],
  checks: [
    { ...checks.name, messageKey: 'errors.referralName' },
    { ...checks.phone, messageKey: 'errors.referralPhone' },
    checks.terms,
  ],
  section: 'Referidos Landing',
  thankYou: '/referral-thank-you',
  endpoint: '/api/prospecto/agregar',
  consent: { excerptLength: 200, toggle: 'ver', required: true },
  phoneMaxDigits: SPANISH_PHONE_MAX_DIGITS,
  situation: 'none',
  emailRequired: false,
  posts: ['nombre', 'phone', 'mensaje', 'checkbox', ...basePosts],
} as const satisfies EnquiryVariant
