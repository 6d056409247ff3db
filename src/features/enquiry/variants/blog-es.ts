import { basePosts, checks, SPANISH_PHONE_MAX_DIGITS } from './checks'
import type { EnquiryVariant } from './types'

/** Spanish blog article form with the situation choice. */
export const blogEs = {
  id: 'blog-es',
  kind: 'situation',
  locale: 'es',
  description: 'Spanish blog article form with the situation choice',
  shown: ['name', 'email', 'phone', 'situation', 'consent'],
  checks: [checks.terms, checks.name, checks.email, checks.phone, checks.situation],
  section: 'Blog Español',
  thankYou: '/thank-you',
  endpoint: '/api/prospecto/agregar',
  consent: { excerptLength: 200, toggle: 'ver', required: true },
  phoneMaxDigits: SPANISH_PHONE_MAX_DIGITS,
  situation: 'required',
  emailRequired: false,
  posts: ['nombre', 'email', 'phone', 'situacion', 'checkbox', ...basePosts],
} as const satisfies EnquiryVariant
