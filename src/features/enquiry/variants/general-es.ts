import { basePosts, checks, SPANISH_PHONE_MAX_DIGITS } from './checks'
import type { EnquiryVariant } from './types'

/**
 * Spanish general form. Spec §5 gives it name, email, phone and no terms check; the consent box is
 * still shown so a visitor can agree to texts, but leaving it empty does not stop the enquiry.
 */
export const generalEs = {
  id: 'general-es',
  kind: 'general',
  locale: 'es',
  description: 'Spanish general form on services, team, attorney and about-us pages',
  shown: ['name', 'email', 'phone', 'message', 'consent'],
  checks: [checks.name, checks.email, checks.phone],
  section: 'Formulario General Español',
  thankYou: '/thank-you',
  endpoint: '/api/prospecto/agregar',
  consent: { excerptLength: 100, toggle: 'ver', required: false },
  phoneMaxDigits: SPANISH_PHONE_MAX_DIGITS,
  situation: 'none',
  emailRequired: false,
  posts: ['nombre', 'email', 'phone', 'mensaje', 'checkbox', ...basePosts],
} as const satisfies EnquiryVariant
