import { basePosts, checks, ENGLISH_PHONE_MAX_DIGITS } from './checks'
import type { EnquiryVariant } from './types'

/**
 * English footer form. Spec §5 gives it no order of its own; it posts the consent flag, so it
 * runs the English general form's order: name, email, phone, terms.
 */
export const footerEn = {
  id: 'footer-en',
  kind: 'footer',
  locale: 'en',
  description: 'English footer form on every English page',
  shown: ['name', 'email', 'phone', 'message', 'consent'],
  checks: [checks.name, checks.email, checks.phone, checks.terms],
  section: 'Footer Inglés',
  thankYou: '/thank-you',
  endpoint: '/api/prospecto/agregar',
  consent: { excerptLength: 200, toggle: 'show', required: true },
  phoneMaxDigits: ENGLISH_PHONE_MAX_DIGITS,
  situation: 'none',
  emailRequired: false,
  posts: ['nombre', 'email', 'phone', 'mensaje', 'checkbox', ...basePosts],
} as const satisfies EnquiryVariant
