import { basePosts, checks, SPANISH_PHONE_MAX_DIGITS } from './checks'
import type { EnquiryVariant } from './types'

/**
 * English parole landing. Spec §5 order: name, married, stay, phone, e-mail (required here, with
 * the shorter message), situation (only while the not-qualified notice shows), terms. The parole
 * forms cap the phone at 11 digits like the Spanish ones (spec §5).
 */
export const paroleEn = {
  id: 'parole-en',
  kind: 'parole',
  locale: 'en',
  description: 'English humanitarian parole landing form',
  shown: ['name', 'phone', 'email', 'married', 'stay', 'situation', 'consent'],
  checks: [
    checks.name,
    checks.married,
    checks.stay,
    checks.phone,
    { ...checks.email, messageKey: 'errors.emailShort' },
    checks.situation,
    checks.terms,
  ],
  section: 'Parole Landing Inglés',
  thankYou: '/thank-you',
  endpoint: '/api/prospecto/agregar',
  consent: { excerptLength: 50, toggle: 'see', required: true },
  phoneMaxDigits: SPANISH_PHONE_MAX_DIGITS,
  situation: 'whenNotQualified',
  emailRequired: true,
  posts: ['nombre', 'phone', 'email', 'casado', 'estancia', 'situacion', 'mensaje', 'checkbox', ...basePosts],
} as const satisfies EnquiryVariant
