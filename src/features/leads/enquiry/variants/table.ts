import type { Locale } from '@/i18n/locales'
import { basePosts, ENGLISH_PHONE_MAX_DIGITS, SPANISH_PHONE_MAX_DIGITS } from './checks'
import {
  messageFields,
  paroleFields,
  referralEntryFields,
  referralFields,
  situationFields,
  specPostFields,
  staffSocialMediaFields,
  withOptionalConsent,
  withoutConsent,
  type FieldSet,
} from './fields'
import type { ConsentToggle, EnquiryVariant, LeadEndpoint, ThankYouRoute, VariantKind } from './types'

/** What differs between the languages of one form: its label, consent excerpt, and the odd exception. */
export type FormSide = {
  /** The `seccion` label (spec §3). */
  readonly section: string
  /** Characters of consent text before "more" (spec §9); only for field sets that post `checkbox`. */
  readonly consentExcerpt?: number
  /** Default: `ver` in Spanish, `show` in English. */
  readonly toggle?: ConsentToggle
  /** Default: "Spanish " / "English " + the row's `about`. */
  readonly description?: string
  /** This language asks or checks otherwise than the row's field set (e.g. an optional consent). */
  readonly fields?: FieldSet
  /** `?seccion=X` on the page URL makes the label `{section} X` (the video landing). */
  readonly sectionFromQuery?: true
}

/** One form as pages know it; a row with `es` and `en` yields the two variants `{name}-es` and `{name}-en`. */
export type FormRow = {
  readonly kind: VariantKind
  readonly fields: FieldSet
  /** What the form is for, after the language name. */
  readonly about: string
  /** Default `/thank-you`; null keeps the visitor on the page (the staff form). */
  readonly thankYou?: ThankYouRoute | null
  /** Default `/api/prospecto/agregar`. */
  readonly endpoint?: LeadEndpoint
  readonly es?: FormSide
  readonly en?: FormSide
}

/**
 * A form with the situation choice (home, immigration lawyer, visas, blog): labelled `{name} Español`
 * and `{name} Inglés`; the English side always shows 50 characters of consent and "see".
 */
function situationForm(about: string, name: string, spanishExcerpt: number) {
  return {
    kind: 'situation',
    fields: situationFields,
    about: `${about} with the situation choice`,
    es: { section: `${name} Español`, consentExcerpt: spanishExcerpt },
    en: { section: `${name} Inglés`, consentExcerpt: 50, toggle: 'see' },
  } as const satisfies FormRow
}

/**
 * Every form our pages render, one row each (spec §2–§5, §9). The order is the registry's order.
 * To add a landing-page form: add a row here and put `<EnquirySection form="{name}" … />` on its page.
 */
export const formTable = {
  general: {
    kind: 'general',
    fields: messageFields,
    about: 'general form on services, team, attorney and about-us pages',
    // Spec §5 gives the Spanish general form no terms check: the box lets a visitor agree to texts,
    // leaving it empty does not stop the enquiry.
    es: { section: 'Formulario General Español', consentExcerpt: 100, fields: withOptionalConsent(messageFields) },
    en: { section: 'Formulario General Inglés', consentExcerpt: 250 },
  },
  contact: {
    kind: 'contact',
    fields: messageFields,
    about: 'contact page form',
    es: { section: 'Contacto Español', consentExcerpt: 250 },
    en: { section: 'Contacto Inglés', consentExcerpt: 250 },
  },
  home: situationForm('home page form', 'Home', 50),
  service: situationForm('immigration-lawyer service page form', 'Abogado de Inmigración', 50),
  visa: situationForm('visa page form (humanitarian, VAWA, T, U, K-1)', 'Visas', 100),
  blog: situationForm('blog article form', 'Blog', 200),
  footer: {
    kind: 'footer',
    fields: messageFields,
    about: 'footer form',
    // The old Spanish footer ran no checks and sent empty names to the firm; the server validates
    // every form with its client's rules, so it gets name, email, phone. It shows no consent box
    // and posts no `checkbox` (spec §3). The English footer has no order of its own in spec §5 and
    // runs the English general form's.
    es: {
      section: 'Footer Español',
      description: 'Spanish footer form on every Spanish page',
      fields: withoutConsent(messageFields),
    },
    en: { section: 'Footer Inglés', description: 'English footer form on every English page', consentExcerpt: 200 },
  },
  'video-landing': {
    kind: 'landing',
    fields: situationFields,
    about: 'video-platform ads landing form',
    es: { section: 'Youtube Landing', consentExcerpt: 100, sectionFromQuery: true },
  },
  'short-video-landing': {
    kind: 'landing',
    fields: situationFields,
    about: 'short-video ads landing form',
    es: { section: 'TikTok Landing', consentExcerpt: 100 },
  },
  referral: {
    kind: 'referral',
    fields: referralFields,
    about: 'referral landing form (own details + list of referred people)',
    thankYou: '/referral-thank-you',
    es: { section: 'Referidos Landing', consentExcerpt: 200 },
  },
  // Posted by ReferralForm once per referred person (see the wire contract in docs/ARCHITECTURE.md); never rendered on its own.
  'referral-entry': {
    kind: 'referral-entry',
    fields: referralEntryFields,
    about: 'referred person',
    thankYou: '/referral-thank-you',
    es: {
      section: 'Referidos Landing',
      consentExcerpt: 200,
      description: 'One referred person from the referral landing (posted by ReferralForm)',
    },
  },
  parole: {
    kind: 'parole',
    fields: paroleFields('optional'),
    about: 'humanitarian parole landing form',
    es: { section: 'Parole Landing', consentExcerpt: 100 },
    en: { section: 'Parole Landing Inglés', consentExcerpt: 50, toggle: 'see', fields: paroleFields('required') },
  },
  'social-media': {
    kind: 'social-media',
    fields: staffSocialMediaFields,
    about: 'staff form for social-media leads',
    thankYou: null,
    endpoint: '/api/prospecto/socialmedia',
    es: { section: 'Redes Sociales', description: 'Internal staff form for social-media leads' },
  },
} as const satisfies Record<string, FormRow>

/**
 * A post that names no variant (spec fields only), answered in the post's language. Kept out of
 * `formTable`: no page renders it. The checkbox is recorded as sent; the consent text was shown
 * by the other site, not by us, hence no excerpt.
 */
export const specPostRow = {
  kind: 'spec',
  fields: specPostFields,
  about: 'post with only the spec fields',
  es: {
    section: 'Formulario externo',
    consentExcerpt: 0,
    toggle: 'show',
    description: 'A post with only the spec fields, answered in Spanish',
  },
  en: { section: 'External form', consentExcerpt: 0, description: 'A post with only the spec fields, answered in English' },
} as const satisfies FormRow

const languageName = { es: 'Spanish', en: 'English' } as const satisfies Record<Locale, string>
const defaultToggle = { es: 'ver', en: 'show' } as const satisfies Record<Locale, ConsentToggle>
/** Spanish forms keep 11 phone digits, English ones 15 (spec §9), unless the field set says otherwise. */
const defaultPhoneMaxDigits = { es: SPANISH_PHONE_MAX_DIGITS, en: ENGLISH_PHONE_MAX_DIGITS } as const

/** The variant of one language of a row. */
export function variantOf(name: string, row: FormRow, locale: Locale, side: FormSide): EnquiryVariant {
  const fields = side.fields ?? row.fields
  const postsConsent = fields.posts.includes('checkbox')
  if (postsConsent && side.consentExcerpt === undefined) throw new Error(`${name}-${locale}: consentExcerpt missing`)
  return {
    id: `${name}-${locale}`,
    kind: row.kind,
    locale,
    description: side.description ?? `${languageName[locale]} ${row.about}`,
    shown: fields.shown,
    checks: fields.checks,
    section: side.section,
    ...(side.sectionFromQuery ? { sectionFromQuery: true } : {}),
    thankYou: row.thankYou === undefined ? '/thank-you' : row.thankYou,
    endpoint: row.endpoint ?? '/api/prospecto/agregar',
    consent:
      postsConsent && side.consentExcerpt !== undefined
        ? {
            excerptLength: side.consentExcerpt,
            toggle: side.toggle ?? defaultToggle[locale],
            required: fields.checks.some((c) => c.check === 'terms'),
          }
        : null,
    phoneMaxDigits: fields.phoneMaxDigits ?? defaultPhoneMaxDigits[locale],
    situation: fields.situation,
    emailRequired: fields.emailRequired,
    posts: [...fields.posts, ...basePosts],
  }
}

/** The variants of a row, Spanish first. */
export function variantsOf(name: string, row: FormRow): EnquiryVariant[] {
  return (['es', 'en'] as const).flatMap((locale) => {
    const side = row[locale]
    return side ? [variantOf(name, row, locale, side)] : []
  })
}
