import 'server-only'
import { payloadClient } from '@/server/payload'
import { readBodyBytes } from '@/server/request'
import { isStaffRequest } from '@/server/staff'
import { AppError } from '@/server/errors'
import { staffAuthRoute } from '@/features/staff-auth/routes.server'
import { secureCookies, secureCookiesWanted } from '@/features/staff-auth/secure-cookie'
import { guardRestRequest } from './rest-guard.server'

/**
 * Wraps one of Payload's REST handlers (src/app/(payload)/cms-api/[...slug]/route.ts):
 *  - a query the database would choke on is answered 400/404 before Payload runs it;
 *  - staff sign-in requests (login, forgot-password, reset-password) go through src/features/staff-auth;
 *  - over HTTPS every cookie Payload sets (login, refresh, logout) is marked Secure.
 */
type RestContext = { params: Promise<{ slug: string[] }> }
type RestHandler = (request: Request, context: RestContext) => Promise<Response>

/** Every body but a signed-in staff member's media upload (the shipped nginx refuses a larger declared one first). */
const MAX_BODY_BYTES = 1024 * 1024
/** Payload's own upload limit (payload.config.ts upload.limits). */
const MAX_UPLOAD_BYTES = 50 * 1024 * 1024

function isMediaUpload(method: string, segments: readonly string[]): boolean {
  if (method !== 'POST' && method !== 'PATCH') return false
  return segments[0] === 'media' && (segments.length === 1 || (segments.length === 2 && /^\d{1,10}$/.test(segments[1]!)))
}

/**
 * The request with its body capped before Payload reads it: 1 MB, or 50 MB for a staff member's
 * media upload (the session is checked before a byte is read). A declared larger body is a 413 at
 * once; one of unknown length (chunked) is read up to the cap and handed on as bytes.
 */
async function cappedBody(request: Request, segments: readonly string[]): Promise<Request | Response> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return request
  const limit =
    isMediaUpload(request.method, segments) && (await isStaffRequest(await payloadClient(), request))
      ? MAX_UPLOAD_BYTES
      : MAX_BODY_BYTES
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    return Number(declared) > limit ? refusal(413, 'Request body too large.') : request
  }
  try {
    const bytes = await readBodyBytes(request, limit)
    return new Request(request.url, { method: request.method, headers: request.headers, body: bytes })
  } catch (error) {
    if (error instanceof AppError && error.code === 'payload_too_large') return refusal(413, 'Request body too large.')
    return refusal(400, 'The request body could not be read.')
  }
}

/** Form bodies up to this size are checked before Payload parses them; larger ones are uploads. */
const CHECKED_FORM_BYTES = 1024 * 1024

function refusal(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * A form body that cannot be parsed (a JSON text sent as multipart, a wrong boundary) makes
 * Payload's parser throw a 500; it is the client's 400.
 */
async function unreadableForm(request: Request): Promise<boolean> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) return false
  const length = Number(request.headers.get('content-length') ?? Number.NaN)
  if (!(length <= CHECKED_FORM_BYTES)) return false
  try {
    await request.clone().formData()
    return false
  } catch {
    return true
  }
}

export function guarded(handler: RestHandler): RestHandler {
  return async (incoming, context) => {
    const { slug: segments = [] } = await context.params
    const request = await cappedBody(incoming, segments)
    if (request instanceof Response) return request
    const payload = await payloadClient()
    const failure = await guardRestRequest(payload, request, segments)
    if (failure) return refusal(failure.status, failure.message)
    if (await unreadableForm(request)) return refusal(400, 'The request body could not be read.')
    const run = () => handler(request, context)
    const response = (await staffAuthRoute(payload, request, segments, run)) ?? (await run())
    // Payload answers 501 for a method a collection has no handler for (OPTIONS on a hidden
    // collection): the method is not allowed here, nothing failed on our side.
    if (response.status === 501) return refusal(405, 'Method not allowed.')
    return secureCookiesWanted(request) ? secureCookies(response) : response
  }
}
