import { basePosts, checks, ENGLISH_PHONE_MAX_DIGITS } from './checks'
import type { EnquiryVariant } from './types'

/** English general form (services, team, attorney profile, about us). */
export const generalEn = {
  id: 'general-en',
  kind: 'general',
  locale: 'en',
  description: 'English general form on services, team, attorney and about-us pages',
  shown: ['name', 'email', 'phone', 'message', 'consent'],
  checks: [checks.name, checks.email, checks.phone, checks.terms],
  section: 'Formulario General Inglés',
  thankYou: '/thank-you',
  endpoint: '/api/prospecto/agregar',
  consent: { excerptLength: 250, toggle: 'show', required: true },
  phoneMaxDigits: ENGLISH_PHONE_MAX_DIGITS,
  situation: 'none',
  emailRequired: false,
  posts: ['nombre', 'email', 'phone', 'mensaje', 'checkbox', ...basePosts],
} as const satisfies EnquiryVariant
