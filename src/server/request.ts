import 'server-only'
import { AppError } from './errors'
import { cookieFromHeader } from '@/lib/cookie-header'
import { clientIpHeader } from './client-address'

/** Largest body any public endpoint accepts: a lead is a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024

export { clientIp, clientIpHeader, clientKey } from './client-address'

/** Reads at most `maxBytes` of the body; a declared or actual larger body is a 413. */
export async function readBodyBytes(request: Request, maxBytes = MAX_BODY_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    const length = Number(declared)
    if (Number.isFinite(length) && length > maxBytes) throw new AppError('payload_too_large')
  }
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined)
        throw new AppError('payload_too_large')
      }
      chunks.push(value)
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('bad_request', { cause: error })
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

/** Whether the body is a form (multipart or urlencoded): what a browser's native post sends. */
export function isFormPost(request: Request): boolean {
  const type = mediaType(request)
  return type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded'
}

/**
 * A multipart or urlencoded form body (every value, in order; file parts are kept as the platform
 * parses them and left for the caller to ignore). Body capped at 64 KB; anything unparseable is
 * the client's 400, another content type a 415.
 */
export async function readFormData(request: Request, maxBytes = MAX_BODY_BYTES): Promise<FormData> {
  if (!isFormPost(request)) throw new AppError('unsupported_media_type')
  const type = mediaType(request)
  const bytes = await readBodyBytes(request, maxBytes)
  if (type === 'application/x-www-form-urlencoded') {
    const form = new FormData()
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
    for (const [name, value] of new URLSearchParams(text)) form.append(name, value)
    return form
  }
  try {
    // Re-wrap the capped bytes so the platform's multipart parser does the parsing.
    return await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type')! } }).formData()
  } catch (error) {
    throw new AppError('bad_request', { cause: error })
  }
}

/** The first string value of each name (a null-prototype object: no "__proto__" surprises). */
export function firstValues(form: FormData): Record<string, string> {
  const fields = Object.create(null) as Record<string, string>
  for (const [name, value] of form) {
    if (typeof value === 'string' && !(name in fields)) fields[name] = value
  }
  return fields
}

/** A JSON object body (track-call). Empty body = {}. Arrays and primitives are refused. */
export async function readJsonObject(request: Request, maxBytes = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const bytes = await readBodyBytes(request, maxBytes)
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).trim()
  if (text === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new AppError('bad_request', { cause: error })
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new AppError('bad_request')
  return parsed as Record<string, unknown>
}

/** The value of one cookie of the request, or null. */
export function readCookie(request: Request, name: string): string | null {
  return cookieFromHeader(request.headers.get('cookie'), name)
}

/** Whether the visitor reached us over HTTPS (directly, or as our trusted proxy says). */
export function isHttps(request: Request): boolean {
  if (clientIpHeader() && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') {
    return true
  }
  try {
    return new URL(request.url).protocol === 'https:'
  } catch {
    return false
  }
}
