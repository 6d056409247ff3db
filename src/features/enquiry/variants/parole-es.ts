import { basePosts, checks, SPANISH_PHONE_MAX_DIGITS } from './checks'
import type { EnquiryVariant } from './types'

/**
 * Spanish parole landing (/parole). Spec §5 lists only the English form's order; the Spanish one
 * asks the same questions, so it runs the same order with the e-mail optional.
 */
export const paroleEs = {
  id: 'parole-es',
  kind: 'parole',
  locale: 'es',
  description: 'Spanish humanitarian parole landing form',
  shown: ['name', 'phone', 'email', 'married', 'stay', 'situation', 'consent'],
  checks: [checks.name, checks.married, checks.stay, checks.phone, checks.email, checks.situation, checks.terms],
  section: 'Parole Landing',
  thankYou: '/thank-you',
  endpoint: '/api/prospecto/agregar',
  consent: { excerptLength: 100, toggle: 'ver', required: true },
  phoneMaxDigits: SPANISH_PHONE_MAX_DIGITS,
  situation: 'whenNotQualified',
  emailRequired: false,
  posts: ['nombre', 'phone', 'email', 'casado', 'estancia', 'situacion', 'mensaje', 'checkbox', ...basePosts],
} as const satisfies EnquiryVariant
