import { basePosts, checks, SPANISH_PHONE_MAX_DIGITS } from './checks'
import type { EnquiryVariant } from './types'

/**
 * Video-platform ads landing (/youtube). A situation must be chosen (spec §5). `?seccion=X` on the
 * page URL makes the label 'Youtube Landing X' (spec §3).
 */
export const videoLandingEs = {
  id: 'video-landing-es',
  kind: 'landing',
  locale: 'es',
  description: 'Spanish video-platform ads landing form',
  shown: ['name', 'email', 'phone', 'situation', 'consent'],
  checks: [checks.terms, checks.name, checks.email, checks.phone, checks.situation],
  section: 'Youtube Landing',
  sectionFromQuery: true,
  thankYou: '/thank-you',
  endpoint: '/api/prospecto/agregar',
  consent: { excerptLength: 100, toggle: 'ver', required: true },
  phoneMaxDigits: SPANISH_PHONE_MAX_DIGITS,
  situation: 'required',
  emailRequired: false,
  posts: ['nombre', 'email', 'phone', 'situacion', 'checkbox', ...basePosts],
} as const satisfies EnquiryVariant
