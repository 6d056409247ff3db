import { basePosts, checks, SPANISH_PHONE_MAX_DIGITS } from './checks'
import type { EnquiryVariant } from './types'

/** Spanish immigration-lawyer service page form with the situation choice. */
export const serviceEs = {
  id: 'service-es',
  kind: 'situation',
  locale: 'es',
  description: 'Spanish immigration-lawyer service page form with the situation choice',
  shown: ['name', 'email', 'phone', 'situation', 'consent'],
  checks: [checks.terms, checks.name, checks.email, checks.phone, checks.situation],
  section: 'Abogado de Inmigración Español',
  thankYou: '/thank-you',
  endpoint: '/api/prospecto/agregar',
  consent: { excerptLength: 50, toggle: 'ver', required: true },
  phoneMaxDigits: SPANISH_PHONE_MAX_DIGITS,
  situation: 'required',
  emailRequired: false,
  posts: ['nombre', 'email', 'phone', 'situacion', 'checkbox', ...basePosts],
} as const satisfies EnquiryVariant
