import 'server-only'
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { draftFields, type DraftCookie, type DraftValues } from './contract'

/**
 * The draft cookie's value: what a refused no-JavaScript post typed, for the page it returns to
 * (draft.server.ts renders the form with it). Only the server reads it (the cookie is HttpOnly).
 *
 * base64url of the deflated UTF-8 JSON: any character a person can type ('%', '&', quotes, emoji,
 * Arabic, Chinese) survives every cookie parser unchanged, and a 2,000-character message fits.
 * A cookie line must stay small (browsers keep ~4 KB per cookie, nginx refuses header lines over
 * 8 KB): past DRAFT_MAX_CHARS the message, and only it, is shortened.
 */
const DRAFT_MAX_CHARS = 3800
/** Per field: a pasted novel in a name box is not worth a visitor's cookie. */
const FIELD_MAX_CHARS = 5000

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const pack = (draft: DraftCookie) => deflateRawSync(Buffer.from(JSON.stringify(draft), 'utf8')).toString('base64url')

/** The cookie value for a refused post's raw fields (tokens, consent and the like are never kept). */
export function encodeDraft(formId: string, raw: Readonly<Record<string, unknown>>): string {
  const values: DraftValues = {}
  for (const field of draftFields) {
    const value = raw[field]
    if (typeof value === 'string' && value !== '') values[field] = Array.from(value).slice(0, FIELD_MAX_CHARS).join('')
  }
  let encoded = pack({ form: formId, values })
  // The message goes last and is shortened (by code points) until the cookie fits.
  while (encoded.length > DRAFT_MAX_CHARS && values.mensaje) {
    const chars = Array.from(values.mensaje)
    values.mensaje = chars.slice(0, Math.floor(chars.length * 0.8)).join('')
    encoded = pack({ form: formId, values })
  }
  return encoded
}

/** The draft in a cookie value `encodeDraft` wrote, or null for anything else (never throws). */
export function decodeDraft(cookieValue: string | null | undefined): DraftCookie | null {
  if (!cookieValue || cookieValue.length > 8192 || !/^[A-Za-z0-9_-]+$/.test(cookieValue)) return null
  try {
    const json = inflateRawSync(Buffer.from(cookieValue, 'base64url'), { maxOutputLength: 256 * 1024 }).toString('utf8')
    const parsed: unknown = JSON.parse(json)
    if (!isRecord(parsed) || typeof parsed.form !== 'string' || !isRecord(parsed.values)) return null
    const values: DraftValues = {}
    for (const field of draftFields) {
      const value = parsed.values[field]
      if (typeof value === 'string') values[field] = value
    }
    return { form: parsed.form, values }
  } catch {
    return null
  }
}
