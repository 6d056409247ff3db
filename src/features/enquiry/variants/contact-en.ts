import { basePosts, checks, ENGLISH_PHONE_MAX_DIGITS } from './checks'
import type { EnquiryVariant } from './types'

/** English contact page form (/en/contact). */
export const contactEn = {
  id: 'contact-en',
  kind: 'contact',
  locale: 'en',
  description: 'English contact page form',
  shown: ['name', 'email', 'phone', 'message', 'consent'],
  checks: [checks.name, checks.email, checks.phone, checks.terms],
  section: 'Contacto Inglés',
  thankYou: '/thank-you',
  endpoint: '/api/prospecto/agregar',
  consent: { excerptLength: 250, toggle: 'show', required: true },
  phoneMaxDigits: ENGLISH_PHONE_MAX_DIGITS,
  situation: 'none',
  emailRequired: false,
  posts: ['nombre', 'email', 'phone', 'mensaje', 'checkbox', ...basePosts],
} as const satisfies EnquiryVariant
