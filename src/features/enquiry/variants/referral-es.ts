import { basePosts, checks, SPANISH_PHONE_MAX_DIGITS } from './checks'
import type { EnquiryVariant } from './types'

/**
 * Referral landing (/referidos), the whole form: the visitor's own name and phone, the terms and a
 * list of referred people (spec §4, §5). With JavaScript the browser checks it with this variant
 * and then posts every referred person on their own as `referral-entry-es`. Without JavaScript the
 * form posts once with this variant id and one referral (`referido_nombre`, `referido_telefono`),
 * and the server splits it the same way (see CONTRACT.md).
 */
export const referralEs = {
  id: 'referral-es',
  kind: 'referral',
  locale: 'es',
  description: 'Spanish referral landing form (own details + list of referred people)',
  shown: ['name', 'phone', 'consent', 'referrals'],
  checks: [checks.name, checks.phone, checks.terms, checks.referrals],
  section: 'Referidos Landing',
  thankYou: '/referral-thank-you',
  endpoint: '/api/prospecto/agregar',
  consent: { excerptLength: 200, toggle: 'ver', required: true },
  phoneMaxDigits: SPANISH_PHONE_MAX_DIGITS,
  situation: 'none',
  emailRequired: false,
  posts: ['nombre', 'phone', 'checkbox', 'referidos', ...basePosts],
} as const satisfies EnquiryVariant
