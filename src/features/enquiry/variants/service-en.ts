import { basePosts, checks, ENGLISH_PHONE_MAX_DIGITS } from './checks'
import type { EnquiryVariant } from './types'

/** English immigration-lawyer service page form with the situation choice. */
export const serviceEn = {
  id: 'service-en',
  kind: 'situation',
  locale: 'en',
  description: 'English immigration-lawyer service page form with the situation choice',
  shown: ['name', 'email', 'phone', 'situation', 'consent'],
  checks: [checks.terms, checks.name, checks.email, checks.phone, checks.situation],
  section: 'Abogado de Inmigración Inglés',
  thankYou: '/thank-you',
  endpoint: '/api/prospecto/agregar',
  consent: { excerptLength: 50, toggle: 'see', required: true },
  phoneMaxDigits: ENGLISH_PHONE_MAX_DIGITS,
  situation: 'required',
  emailRequired: false,
  posts: ['nombre', 'email', 'phone', 'situacion', 'checkbox', ...basePosts],
} as const satisfies EnquiryVariant
