import 'server-only'
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { draftFields, type DraftCookie, type DraftValues } from './contract'

/**
 * The draft cookie's value: what a refused no-JavaScript post typed, and which form it was, for the
 * form page it returns to (refill.server.ts renders the form with it). Only the server reads it
 * (the cookie is HttpOnly), and nothing in it is trusted: the next post is checked like any other.
 *
 * base64url of the deflated UTF-8 JSON: any character a person can type ('%', '&', quotes, emoji,
 * Arabic, Chinese) survives every cookie parser unchanged, and a 2,000-character message fits.
 * A cookie line must stay small (browsers keep ~4 KB per cookie, nginx refuses header lines over
 * 8 KB): past DRAFT_MAX_CHARS the message, and only it, is shortened.
 */
const DRAFT_MAX_CHARS = 3800
/** Per field: a pasted novel in a name box is not worth a visitor's cookie. */
const FIELD_MAX_CHARS = 5000

/** The form's id, its `seccion` and the page's path: what the form page draws again. */
const FORM_ID = /^[A-Za-z0-9_-]{1,100}$/
const SECTION_MAX_CHARS = 300
const BACK_MAX_CHARS = 2048

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A path on this site ('/contacto?x=1'), never a URL elsewhere ('//evil', '/\\evil'). */
export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= BACK_MAX_CHARS && /^\/(?![/\\])[^\s\\]*$/.test(value)
}

/** Which form a refused post came from and where, as the form page needs it. */
export type DraftForm = Omit<DraftCookie, 'values'>

const pack = (draft: DraftCookie) => deflateRawSync(Buffer.from(JSON.stringify(draft), 'utf8')).toString('base64url')

/**
 * The cookie value for a refused post's raw fields (tokens, consent and the like are never kept),
 * or null when the form cannot be drawn again (an id or page that is not ours).
 */
export function encodeDraft(form: DraftForm, raw: Readonly<Record<string, unknown>>): string | null {
  if (!FORM_ID.test(form.form) || !isSitePath(form.back)) return null
  const head = { ...form, section: Array.from(form.section).slice(0, SECTION_MAX_CHARS).join('') }
  const values: DraftValues = {}
  for (const field of draftFields) {
    const value = raw[field]
    if (typeof value === 'string' && value !== '') values[field] = Array.from(value).slice(0, FIELD_MAX_CHARS).join('')
  }
  let encoded = pack({ ...head, values })
  // The message goes last and is shortened (by code points) until the cookie fits.
  while (encoded.length > DRAFT_MAX_CHARS && values.mensaje) {
    const chars = Array.from(values.mensaje)
    values.mensaje = chars.slice(0, Math.floor(chars.length * 0.8)).join('')
    encoded = pack({ ...head, values })
  }
  return encoded
}

/** The draft in a cookie value `encodeDraft` wrote, or null for anything else (never throws). */
export function decodeDraft(cookieValue: string | null | undefined): DraftCookie | null {
  if (!cookieValue || cookieValue.length > 8192 || !/^[A-Za-z0-9_-]+$/.test(cookieValue)) return null
  try {
    const json = inflateRawSync(Buffer.from(cookieValue, 'base64url'), { maxOutputLength: 256 * 1024 }).toString('utf8')
    const parsed: unknown = JSON.parse(json)
    if (!isRecord(parsed) || !isRecord(parsed.values)) return null
    const { form, variant, section, back } = parsed
    if (typeof form !== 'string' || !FORM_ID.test(form) || typeof variant !== 'string' || !isSitePath(back)) return null
    if (typeof section !== 'string' || section.length > SECTION_MAX_CHARS * 2) return null
    const values: DraftValues = {}
    for (const field of draftFields) {
      const value = parsed.values[field]
      if (typeof value === 'string') values[field] = value
    }
    return { form, variant, section, back, values }
  } catch {
    return null
  }
}
