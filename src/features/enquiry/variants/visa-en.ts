import { basePosts, checks, ENGLISH_PHONE_MAX_DIGITS } from './checks'
import type { EnquiryVariant } from './types'

/** English visa page form (humanitarian, VAWA, T, U, K-1) with the situation choice. */
export const visaEn = {
  id: 'visa-en',
  kind: 'situation',
  locale: 'en',
  description: 'English visa page form (humanitarian, VAWA, T, U, K-1) with the situation choice',
  shown: ['name', 'email', 'phone', 'situation', 'consent'],
  checks: [checks.terms, checks.name, checks.email, checks.phone, checks.situation],
  section: 'Visas Inglés',
  thankYou: '/thank-you',
  endpoint: '/api/prospecto/agregar',
  consent: { excerptLength: 50, toggle: 'see', required: true },
  phoneMaxDigits: ENGLISH_PHONE_MAX_DIGITS,
  situation: 'required',
  emailRequired: false,
  posts: ['nombre', 'email', 'phone', 'situacion', 'checkbox', ...basePosts],
} as const satisfies EnquiryVariant
