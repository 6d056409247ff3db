import type { Locale } from '@/i18n/locales'
import type esEnquiry from '@/messages/es/enquiry.json'

/** A key of the `enquiry` message namespace that names a validation or submit error. */
export type ErrorMessageKey = `errors.${Extract<keyof (typeof esEnquiry)['errors'], string>}`

/**
 * Names of the posted multipart fields (spec §3). They double as the control names in the HTML
 * form and as the `field` of a validation error, so the server's answer can point at a control.
 */
export type PostedField =
  | 'nombre'
  | 'email'
  | 'phone'
  | 'mensaje'
  | 'checkbox'
  | 'situacion'
  | 'casado'
  | 'estancia'
  | 'seccion'
  | 'fecha_hora'
  | '_token'
  | 'referidos'
  | 'agente'
  | 'source'
  | 'status'
  | 'link'
  | 'tipo'
  | 'hora'
  | 'pc_referido'
  | 'pc_videollamada'

/**
 * One rule of spec §5. A variant lists them in the exact order its old form ran them; the first
 * that fails is the only message shown.
 */
export type CheckId =
  /** nombre non-empty after trim + strip */
  | 'name'
  /** e-mail: when given, x@y.z without spaces; when the variant requires it, also non-empty */
  | 'email'
  /** phone: 9 digits or more, and no more than the variant's cap */
  | 'phone'
  /** phone: at least one digit (staff social-media form only) */
  | 'phonePresent'
  /** consent checkbox ticked */
  | 'terms'
  /** situacion is one of the eight codes (skipped when the variant's situation rule says so) */
  | 'situation'
  | 'married'
  | 'stay'
  /** at least one referral, each with a letters-only name and a valid phone */
  | 'referrals'
  | 'agent'
  | 'link'
  /** Spec-only posts: each answer is checked only when the client sent one. */
  | 'situationIfGiven'
  | 'marriedIfGiven'
  | 'stayIfGiven'

export type Check = { readonly check: CheckId; readonly field: PostedField; readonly messageKey: ErrorMessageKey }

/** Controls an enquiry form renders, in display order (not the check order). */
export type ShownField =
  | 'name'
  | 'email'
  | 'phone'
  | 'situation'
  | 'married'
  | 'stay'
  | 'message'
  | 'consent'
  | 'agent'
  | 'link'
  | 'source'
  | 'status'
  | 'tipo'
  | 'hora'
  | 'pc_referido'
  | 'pc_videollamada'
  | 'referrals'

/**
 * When the situation has to be chosen:
 * - `required`: always (situation forms, video landings);
 * - `whenNotQualified`: only when the parole notice is shown (either answer is "no");
 * - `none`: the form has no situation control.
 */
export type SituationRule = 'required' | 'whenNotQualified' | 'none'

/** Which pair of words expands / collapses the consent text (spec §4 names all three). */
export type ConsentToggle = 'show' | 'see' | 'ver'

export type ConsentSettings = {
  /** Characters of the consent text shown before "more" (spec §9). */
  readonly excerptLength: number
  readonly toggle: ConsentToggle
  /** The checkbox must be ticked (a `terms` check exists). */
  readonly required: boolean
}

/** Where a form posts: the public lead endpoint or the staff social-media endpoint (spec §7). */
export type LeadEndpoint = '/api/prospecto/agregar' | '/api/prospecto/socialmedia'

/** Route keys of src/i18n/routes.ts a form may end on. */
export type ThankYouRoute = '/thank-you' | '/referral-thank-you'

export type VariantKind =
  | 'general'
  | 'contact'
  | 'situation'
  | 'footer'
  | 'landing'
  | 'referral'
  | 'referral-entry'
  | 'parole'
  | 'social-media'
  /** A post with only the spec's fields (no `variant`): another site, a landing page built elsewhere. */
  | 'spec'

export type EnquiryVariant = {
  readonly id: string
  readonly kind: VariantKind
  readonly locale: Locale
  /** What the variant is for, in one line (for people reading the registry). */
  readonly description: string
  readonly shown: readonly ShownField[]
  readonly checks: readonly Check[]
  /** The `seccion` label. On the video landing `?seccion=X` makes it `{section} X`. */
  readonly section: string
  readonly sectionFromQuery?: boolean
  readonly thankYou: ThankYouRoute | null
  readonly endpoint: LeadEndpoint
  /** null: the form shows no consent checkbox and posts no `checkbox` field. */
  readonly consent: ConsentSettings | null
  /** Most digits the phone input keeps (spec §9: 11 on Spanish forms and parole). */
  readonly phoneMaxDigits: number
  readonly situation: SituationRule
  readonly emailRequired: boolean
  /** The spec's multipart fields this variant posts (besides the transport fields of the wire contract in docs/ARCHITECTURE.md). */
  readonly posts: readonly PostedField[]
}
