/**
 * The wire contract between the enquiry forms and the lead endpoints, in code (docs/ARCHITECTURE.md says the
 * same in words). Pure and free of any schema library: imported by the browser components and by the
 * server pipeline. The server's strict reading of the transport fields is in `meta.server.ts`.
 */
import type { ErrorMessageKey, PostedField } from './variants/types'
import esEnquiry from '@/messages/es/enquiry.json'
import type { DraftValues } from './draft-fields'

/** Fields every post carries besides the variant's own (spec §3) ones. */
export const transportFields = {
  variant: 'variant',
  formId: 'form_id',
  submissionId: 'submission_id',
  startedAt: 'started_at',
  pageUrl: 'page_url',
  consentText: 'consent_text',
  locale: 'locale',
  /** Honeypot: a text box people never see. Anything in it marks the post as a bot. */
  honeypot: 'website',
} as const

/** Query parameters of the no-JavaScript answer (a 303 back to the page). */
export const redirectParams = {
  error: 'enquiry_error',
  field: 'enquiry_field',
  form: 'enquiry_form',
  sent: 'enquiry_sent',
} as const

/** Cookie that carries what a no-JavaScript visitor typed to the form page after an error (refill.server.ts). */
export const DRAFT_COOKIE = 'enquiry_draft'
export const DRAFT_COOKIE_MAX_AGE_SECONDS = 600

/** Element id a no-JavaScript error redirect points its #fragment at (CSS :target shows it). */
export function errorAnchorId(formId: string, messageKey: string): string {
  return `${formId}-${messageKey.replace(/[^a-zA-Z0-9]+/g, '-')}`
}

/** Element id of the social-media form's no-JavaScript success message. */
export function sentAnchorId(formId: string): string {
  return `${formId}-sent`
}

export function defaultFormId(variantId: string): string {
  return `enquiry-${variantId}`
}

const errorKeys = Object.keys(esEnquiry.errors).map((k) => `errors.${k}`)

export function isErrorMessageKey(value: unknown): value is ErrorMessageKey {
  return typeof value === 'string' && errorKeys.includes(value)
}

/** JSON answers of /api/prospecto/agregar and /api/prospecto/socialmedia. */
export type EnquiryAnswer =
  { status: 'success' } | { status: 'error'; message: ErrorMessageKey; field?: PostedField | 'referidos' }

/** An answer as the browser reads it off the wire, before it trusts the message key. */
export type WireAnswer = { status: string; message?: string; field?: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isOptionalString = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string'

/**
 * How the browser reads an answer: any object with a string `status` is an answer (spec §4: any
 * status but 'success' is the non-success error); anything else (or a non-string message or
 * field) is null, a parse failure. Hand-written so the browser downloads no schema library.
 */
export function readEnquiryAnswer(value: unknown): WireAnswer | null {
  if (!isRecord(value) || typeof value.status !== 'string') return null
  const { status, message, field } = value
  if (!isOptionalString(message) || !isOptionalString(field)) return null
  return { status, ...(message === undefined ? {} : { message }), ...(field === undefined ? {} : { field }) }
}

/**
 * A same-origin path to send a no-JavaScript visitor back to: the posted page URL when it is on
 * our site, else `fallback`. Never an absolute URL elsewhere (no open redirect).
 */
export function returnPath(pageUrl: string | undefined, origin: string, fallback: string): string {
  if (!pageUrl) return fallback
  try {
    const url = new URL(pageUrl, origin)
    if (url.origin !== new URL(origin).origin) return fallback
    for (const name of Object.values(redirectParams)) url.searchParams.delete(name)
    return `${url.pathname}${url.search}`
  } catch {
    return fallback
  }
}

/** Where a failed no-JavaScript post goes: the page, the first error, the form's anchor. */
export function errorRedirectPath(path: string, formId: string, error: { messageKey: ErrorMessageKey; field?: string }): string {
  const url = new URL(path, 'http://x')
  url.searchParams.set(redirectParams.error, error.messageKey)
  if (error.field) url.searchParams.set(redirectParams.field, error.field)
  url.searchParams.set(redirectParams.form, formId)
  url.hash = errorAnchorId(formId, error.messageKey)
  return `${url.pathname}${url.search}${url.hash}`
}

/** Where a successful no-JavaScript post of the staff form goes (it has no thank-you page). */
export function sentRedirectPath(path: string, formId: string): string {
  const url = new URL(path, 'http://x')
  url.searchParams.set(redirectParams.sent, '1')
  url.searchParams.set(redirectParams.form, formId)
  url.hash = sentAnchorId(formId)
  return `${url.pathname}${url.search}${url.hash}`
}

export { draftFields, type DraftValues } from './draft-fields'

/**
 * The draft cookie: the form (its id, variant and `seccion`) a no-JavaScript post was refused with,
 * the values typed in it, and the page it was sent from (a path on this site).
 */
export type DraftCookie = { form: string; variant: string; section: string; back: string; values: DraftValues }

/**
 * The label and the campaign source of a cleaned `seccion` ('Footer Español - facebook'), for the
 * lead's `section` and `campaignSource`. The source is what follows the last ' - '.
 */
export function splitSection(section: string): { label: string; source: string } {
  const at = section.lastIndexOf(' - ')
  if (at < 0) return { label: section, source: '' }
  return { label: section.slice(0, at), source: section.slice(at + 3) }
}
