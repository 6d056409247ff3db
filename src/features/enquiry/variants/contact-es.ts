import { basePosts, checks, SPANISH_PHONE_MAX_DIGITS } from './checks'
import type { EnquiryVariant } from './types'

/** Spanish contact page form (/contacto). */
export const contactEs = {
  id: 'contact-es',
  kind: 'contact',
  locale: 'es',
  description: 'Spanish contact page form',
  shown: ['name', 'email', 'phone', 'message', 'consent'],
  checks: [checks.name, checks.email, checks.phone, checks.terms],
  section: 'Contacto Español',
  thankYou: '/thank-you',
  endpoint: '/api/prospecto/agregar',
  consent: { excerptLength: 250, toggle: 'ver', required: true },
  phoneMaxDigits: SPANISH_PHONE_MAX_DIGITS,
  situation: 'none',
  emailRequired: false,
  posts: ['nombre', 'email', 'phone', 'mensaje', 'checkbox', ...basePosts],
} as const satisfies EnquiryVariant
