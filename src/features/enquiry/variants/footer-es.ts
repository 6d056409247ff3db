import { basePosts, checks, SPANISH_PHONE_MAX_DIGITS } from './checks'
import type { EnquiryVariant } from './types'

/**
 * Spanish footer form. The old form ran no checks apart from the phone digit filter and so sent
 * empty names and broken numbers to the firm. DESIGN.md validates every form on the server with
 * the same rules as its client, so this one gets name, email, phone (the order every other
 * Spanish form without a situation uses) on both sides. It shows no consent box and posts no
 * `checkbox` (spec §3), so it has no terms check.
 */
export const footerEs = {
  id: 'footer-es',
  kind: 'footer',
  locale: 'es',
  description: 'Spanish footer form on every Spanish page',
  shown: ['name', 'email', 'phone', 'message'],
  checks: [checks.name, checks.email, checks.phone],
  section: 'Footer Español',
  thankYou: '/thank-you',
  endpoint: '/api/prospecto/agregar',
  consent: null,
  phoneMaxDigits: SPANISH_PHONE_MAX_DIGITS,
  situation: 'none',
  emailRequired: false,
  posts: ['nombre', 'email', 'phone', 'mensaje', ...basePosts],
} as const satisfies EnquiryVariant
