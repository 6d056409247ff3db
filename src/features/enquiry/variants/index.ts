import type { EnquiryVariant } from './types'
import { generalEs } from './general-es'
import { generalEn } from './general-en'
import { contactEs } from './contact-es'
import { contactEn } from './contact-en'
import { homeEs } from './home-es'
import { homeEn } from './home-en'
import { serviceEs } from './service-es'
import { serviceEn } from './service-en'
import { visaEs } from './visa-es'
import { visaEn } from './visa-en'
import { blogEs } from './blog-es'
import { blogEn } from './blog-en'
import { footerEs } from './footer-es'
import { footerEn } from './footer-en'
import { videoLandingEs } from './video-landing-es'
import { shortVideoLandingEs } from './short-video-landing-es'
import { referralEs } from './referral-es'
import { referralEntryEs } from './referral-entry-es'
import { paroleEs } from './parole-es'
import { paroleEn } from './parole-en'
import { socialMediaEs } from './social-media-es'
import { specEn, specEs } from './spec'
import type { Locale } from '@/i18n/locales'

export type * from './types'

const all = [
  generalEs,
  generalEn,
  contactEs,
  contactEn,
  homeEs,
  homeEn,
  serviceEs,
  serviceEn,
  visaEs,
  visaEn,
  blogEs,
  blogEn,
  footerEs,
  footerEn,
  videoLandingEs,
  shortVideoLandingEs,
  referralEs,
  referralEntryEs,
  paroleEs,
  paroleEn,
  socialMediaEs,
] as const

export type VariantId = (typeof all)[number]['id']

/** Every enquiry form variant by id. The page says which one it renders; the server reads it from the posted `variant`. */
export const variants = Object.fromEntries(all.map((v) => [v.id, v])) as {
  readonly [K in VariantId]: Extract<(typeof all)[number], { id: K }>
}

export const variantIds = all.map((v) => v.id) as readonly VariantId[]

export function isVariantId(value: unknown): value is VariantId {
  return typeof value === 'string' && Object.hasOwn(variants, value)
}

/** The variant for a posted id, or undefined (the server answers 422). */
export function getVariant(id: unknown): EnquiryVariant | undefined {
  return isVariantId(id) ? variants[id] : undefined
}

/**
 * The variant of a post that names none (only the spec's fields): another site's form. Kept out
 * of `variants`, which are the forms our pages render.
 */
export function specVariant(locale: Locale): EnquiryVariant {
  return locale === 'en' ? specEn : specEs
}
