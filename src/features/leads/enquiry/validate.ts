/**
 * THE validation of an enquiry, run by the browser before posting and by the server on every post
 * (the server never trusts the client). Pure: no browser or server APIs.
 *
 * It cleans every value (sanitize.ts), then runs the variant's checks in the variant's order and
 * answers with the first that fails (spec §5: only the first failing message is shown), or with
 * the cleaned lead holding only what the variant collects.
 */
import type { Locale } from '@/i18n/locales'
import { composeParoleMessage, composeReferralMessage, paroleNeedsSituation } from './compose'
import type { MarriedAnswer, StayAnswer } from './compose'
import { MAX_REFERRALS, PHONE_MIN_DIGITS } from './variants/checks'
import type { CheckId, EnquiryVariant, ErrorMessageKey, PostedField } from './variants/types'
import {
  cleanLink,
  isChecked,
  limits,
  phoneDigits,
  stripMessage,
  stripSection,
  stripToLetters,
  stripToText,
  trimEmail,
} from './sanitize'
import { isSituation, marriedAnswers, stayAnswers } from './situations'
import { readSafeContact, type SafeContact } from './safe-contact'
import type { Situation } from './situations'

/**
 * What a form submits, by posted field name (spec §3). Values are whatever arrived: strings from
 * a multipart body, booleans from the browser's state. `referidos` is a list of
 * `{ nombre, telefono }` (see `formDataToRaw` for the multipart shape).
 */
export type RawEnquiryInput = Readonly<Record<string, unknown>>

export type RawReferral = { readonly nombre?: unknown; readonly telefono?: unknown }

export type CleanReferral = { name: string; phone: string }

export type SocialMediaDetails = {
  agent: string
  source: string
  status: string
  link: string
  type: string
  hora: boolean
  referred: boolean
  videoCall: boolean
}

/** A lead that passed its variant's checks, cleaned, in the words of the Leads collection. */
export type CleanLead = {
  variant: string
  locale: Locale
  name: string
  /** '' when not given. */
  email: string
  /** Digits only. */
  phone: string
  message: string
  section: string
  /** null when the variant shows no consent box. */
  consentAccepted: boolean | null
  situation?: Situation
  married?: MarriedAnswer
  stay?: StayAnswer
  /** Referral landing only: the referred people, each becoming its own lead. */
  referrals?: CleanReferral[]
  /** Staff social-media form only. */
  socialMedia?: SocialMediaDetails
  /** How the visitor may be reached safely, when they answered (safe-contact.ts); never checked. */
  safeContact?: SafeContact
}

export type ValidationFailure = { ok: false; field: PostedField; messageKey: ErrorMessageKey }
export type ValidationResult = { ok: true; value: CleanLead } | ValidationFailure

export type ReferralField = 'referido_nombre' | 'referido_telefono'
export type ReferralResult = { ok: true; value: CleanReferral } | { ok: false; field: ReferralField; messageKey: ErrorMessageKey }

// "x@y.z" with no spaces (spec §5); control and format characters are not part of an address.
const EMAIL = /^[^\s@\p{C}]+@[^\s@\p{C}]+\.[^\s@\p{C}]+$/u

export function isValidEmail(value: string): boolean {
  return value.length <= limits.email && EMAIL.test(value)
}

/** 9 digits or more (spec §5, §9), and no more than the form's cap. */
export function isValidPhone(digits: string, maxDigits: number): boolean {
  return /^[0-9]+$/.test(digits) && digits.length >= PHONE_MIN_DIGITS && digits.length <= maxDigits
}

/** One row of the referral list (spec §5: name and phone both needed, the name letters only). */
export function validateReferral(variant: EnquiryVariant, raw: RawReferral): ReferralResult {
  const name = stripToLetters(raw.nombre)
  // A name that lost characters to the letters-only rule was not letters only.
  const typed = typeof raw.nombre === 'string' ? raw.nombre.normalize('NFC').replace(/\s+/g, ' ').trim() : ''
  if (!name || name !== typed) return { ok: false, field: 'referido_nombre', messageKey: 'errors.referralName' }
  const phone = phoneDigits(raw.telefono)
  if (!isValidPhone(phone, variant.phoneMaxDigits)) {
    return { ok: false, field: 'referido_telefono', messageKey: 'errors.referralPhone' }
  }
  return { ok: true, value: { name, phone } }
}

/**
 * The posted fields after sanitising and before the checks: what each check of the variant reads.
 * Not the draft cookie (contract.ts DraftCookie), which carries raw values back to the page.
 */
type CleanedInput = {
  name: string
  email: string
  phoneDigits: string
  message: string
  section: string
  terms: boolean
  situation: unknown
  married: unknown
  stay: unknown
  referrals: readonly RawReferral[]
  agent: string
  link: string
}

function cleanedInputOf(variant: EnquiryVariant, raw: RawEnquiryInput): CleanedInput {
  const referidos = raw.referidos
  return {
    // The referred person's name is letters only (spec §5); every other name letters and digits.
    name: variant.kind === 'referral-entry' ? stripToLetters(raw.nombre) : stripToText(raw.nombre),
    email: trimEmail(raw.email),
    phoneDigits: phoneDigits(raw.phone),
    message: stripMessage(raw.mensaje),
    section: stripSection(raw.seccion) || variant.section,
    terms: isChecked(raw.checkbox),
    situation: raw.situacion,
    married: raw.casado,
    stay: raw.estancia,
    referrals: Array.isArray(referidos) ? referidos.filter(isRecord) : [],
    agent: stripToText(raw.agente, limits.shortText),
    link: cleanLink(raw.link),
  }
}

function isRecord(value: unknown): value is RawReferral {
  return typeof value === 'object' && value !== null
}

/** Whether one check passes. Each rule of spec §5 is written once, here. */
function passes(check: CheckId, variant: EnquiryVariant, d: CleanedInput): boolean | ErrorMessageKey {
  switch (check) {
    case 'name':
      return d.name.length > 0
    case 'email':
      return d.email === '' ? !variant.emailRequired : isValidEmail(d.email)
    case 'phone':
      return isValidPhone(d.phoneDigits, variant.phoneMaxDigits)
    case 'phonePresent':
      return d.phoneDigits.length > 0
    case 'terms':
      return d.terms
    case 'situation':
      if (!situationAsked(variant, d)) return true
      return isSituation(d.situation)
    case 'married':
      return (marriedAnswers as readonly unknown[]).includes(d.married)
    case 'stay':
      return (stayAnswers as readonly unknown[]).includes(d.stay)
    case 'referrals': {
      if (d.referrals.length === 0) return false
      if (d.referrals.length > MAX_REFERRALS) return 'errors.tooManyReferrals'
      for (const row of d.referrals) {
        const result = validateReferral(variant, row)
        // A bad row names its own problem rather than "add at least one referral".
        if (!result.ok) return result.messageKey
      }
      return true
    }
    case 'agent':
      return d.agent.length > 0
    case 'link':
      return d.link.length > 0
    case 'situationIfGiven':
      return isBlank(d.situation) || isSituation(d.situation)
    case 'marriedIfGiven':
      return isBlank(d.married) || (marriedAnswers as readonly unknown[]).includes(d.married)
    case 'stayIfGiven':
      return isBlank(d.stay) || (stayAnswers as readonly unknown[]).includes(d.stay)
  }
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

function situationAsked(variant: EnquiryVariant, d: Pick<CleanedInput, 'married' | 'stay'>): boolean {
  if (variant.situation === 'required') return true
  if (variant.situation === 'whenNotQualified') return paroleNeedsSituation(d.married, d.stay)
  return false
}

/**
 * Validates one submission of a variant. Returns the first failing check of the variant's order,
 * or the cleaned lead.
 */
export function validateEnquiry(variant: EnquiryVariant, raw: RawEnquiryInput): ValidationResult {
  const d = cleanedInputOf(variant, raw)
  for (const { check, field, messageKey } of variant.checks) {
    const result = passes(check, variant, d)
    if (result === true) continue
    return { ok: false, field, messageKey: result === false ? messageKey : result }
  }
  return { ok: true, value: leadOf(variant, d, raw) }
}

function leadOf(variant: EnquiryVariant, d: CleanedInput, raw: RawEnquiryInput): CleanLead {
  const collects = (field: PostedField) => variant.posts.includes(field)
  const lead: CleanLead = {
    variant: variant.id,
    locale: variant.locale,
    name: d.name,
    email: collects('email') ? d.email : '',
    phone: d.phoneDigits,
    message: collects('mensaje') ? d.message : '',
    section: d.section,
    consentAccepted: variant.consent ? d.terms : null,
  }
  if (variant.situation !== 'none' && situationAsked(variant, d) && isSituation(d.situation)) {
    lead.situation = d.situation
  }
  if (variant.kind === 'parole') {
    // Checked above: a parole variant runs the married and stay checks.
    const married = d.married as MarriedAnswer
    const stay = d.stay as StayAnswer
    lead.married = married
    lead.stay = stay
    // Composed here rather than trusted from the post: the same words on both sides.
    lead.message = composeParoleMessage(variant.locale, { married, stay, situation: lead.situation })
  }
  if (variant.kind === 'spec') {
    // Kept as sent (and checked above); the message is the visitor's own, not composed.
    if (isSituation(d.situation)) lead.situation = d.situation
    if ((marriedAnswers as readonly unknown[]).includes(d.married)) lead.married = d.married as MarriedAnswer
    if ((stayAnswers as readonly unknown[]).includes(d.stay)) lead.stay = d.stay as StayAnswer
  }
  if (variant.kind === 'referral') {
    lead.referrals = d.referrals.flatMap((row) => {
      const result = validateReferral(variant, row)
      return result.ok ? [result.value] : []
    })
  }
  if (variant.kind === 'social-media') {
    lead.socialMedia = {
      agent: d.agent,
      source: stripToText(raw.source, limits.shortText),
      status: stripToText(raw.status, limits.shortText),
      link: d.link,
      type: stripToText(raw.tipo, limits.shortText),
      hora: isChecked(raw.hora),
      referred: isChecked(raw.pc_referido),
      videoCall: isChecked(raw.pc_videollamada),
    }
  }
  return withSafeContact(variant, lead, raw)
}

/**
 * The safe-contact answers ride along with every visitor's own enquiry; none is a check (the
 * variant's order and messages stay the spec's). Not on a referred person's lead (they did not
 * write to us), nor on the staff form.
 */
function withSafeContact(variant: EnquiryVariant, lead: CleanLead, raw: RawEnquiryInput): CleanLead {
  if (variant.kind === 'social-media' || variant.kind === 'referral-entry' || variant.kind === 'referral') return lead
  const safeContact = readSafeContact(raw)
  return safeContact ? { ...lead, safeContact } : lead
}

/**
 * The posts a checked referral landing makes: one per referred person, as `referral-entry-es`
 * inputs (spec §7). The browser sends them one by one; the server, given the no-JavaScript post
 * of the whole form, stores the same leads from the same list.
 */
export function referralEntryInputs(
  lead: CleanLead,
): Array<Record<'nombre' | 'phone' | 'mensaje' | 'checkbox' | 'seccion', string>> {
  return (lead.referrals ?? []).map((referral) => ({
    nombre: referral.name,
    phone: referral.phone,
    mensaje: composeReferralMessage(lead.locale, { name: lead.name, phone: lead.phone }, referral.phone),
    checkbox: lead.consentAccepted ? '1' : '',
    seccion: lead.section,
  }))
}

/**
 * A multipart body as validateEnquiry reads it: repeated names become lists, files are dropped,
 * and the no-JavaScript referral fields (`referido_nombre`, `referido_telefono`, one value or
 * several in the same order) become `referidos`.
 */
export function formDataToRaw(form: FormData): Record<string, unknown> {
  const raw: Record<string, unknown> = {}
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).filter((v): v is string => typeof v === 'string')
    raw[key] = values.length > 1 ? values : (values[0] ?? '')
  }
  const names = form.getAll('referido_nombre').filter((v): v is string => typeof v === 'string')
  const phones = form.getAll('referido_telefono').filter((v): v is string => typeof v === 'string')
  if (names.length > 0 || phones.length > 0) {
    const rows: RawReferral[] = []
    for (let i = 0; i < Math.max(names.length, phones.length); i++) {
      const nombre = names[i] ?? ''
      const telefono = phones[i] ?? ''
      if (nombre.trim() || telefono.trim()) rows.push({ nombre, telefono })
    }
    raw.referidos = rows
  }
  return raw
}

/**
 * The spec's fields a variant posts, from a checked lead (the browser adds the transport fields of
 * the wire contract in docs/ARCHITECTURE.md, fecha_hora and _token). Booleans go as '1' / '0' like the old forms' hora flags.
 */
export function postedFields(variant: EnquiryVariant, lead: CleanLead): Record<string, string> {
  const all: Partial<Record<PostedField, string>> = {
    nombre: lead.name,
    email: lead.email,
    phone: lead.phone,
    mensaje: lead.message,
    checkbox: lead.consentAccepted ? '1' : '0',
    situacion: lead.situation ?? '',
    casado: lead.married ?? '',
    estancia: lead.stay ?? '',
    seccion: lead.section,
    agente: lead.socialMedia?.agent ?? '',
    source: lead.socialMedia?.source ?? '',
    status: lead.socialMedia?.status ?? '',
    link: lead.socialMedia?.link ?? '',
    tipo: lead.socialMedia?.type ?? '',
    hora: lead.socialMedia?.hora ? '1' : '0',
    pc_referido: lead.socialMedia?.referred ? '1' : '0',
    pc_videollamada: lead.socialMedia?.videoCall ? '1' : '0',
  }
  const out: Record<string, string> = {}
  for (const field of variant.posts) {
    const value = all[field]
    if (value !== undefined) out[field] = value
  }
  return out
}
