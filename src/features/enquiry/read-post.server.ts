import 'server-only'
import type { Payload } from 'payload'
import { campaignSourceFromCookieHeader } from '@/features/campaign/cookie'
import { verifyCsrf, verifySameOrigin, allowedOrigins } from '@/server/csrf'
import { clientIp, clientKey, readFormData } from '@/server/request'
import { requireStaff } from '@/server/staff'
import { isNativeFormPost } from './answer.server'
import { parseEnquiryMeta, type EnquiryMeta } from './contract'
import { formDataToRaw } from './validate'
import type { LeadEndpoint } from './variants'

/**
 * Step 1 of an enquiry post: everything the request says, read once. What follows (intake) never
 * sees the Request; what it needs of the visitor is here.
 */
export type ClientFacts = {
  ip: string | null
  /** The bucket per-client limits count in (see clientKey). */
  key: string | null
  userAgent: string | null
  referer: string | null
  /** First-touch campaign source from the cookie our proxy set. */
  campaignSource: string | null
}

export type EnquiryPost = {
  endpoint: LeadEndpoint
  raw: Record<string, unknown>
  meta: EnquiryMeta
  client: ClientFacts
  /** The staff member entering a social-media lead. */
  staffId: number | null
}

/** What the answer step needs even when reading failed half-way. */
export type PostSoFar = { raw?: Record<string, unknown>; meta?: EnquiryMeta }

/**
 * A native post without a token (a cached page cannot carry a per-visitor token) is accepted only
 * when the browser itself says it comes from our own pages.
 */
function nativePostFromOurPages(request: Request): boolean {
  if (!isNativeFormPost(request)) return false
  if (request.headers.get('sec-fetch-site') === 'same-origin') return true
  const origin = request.headers.get('origin')
  if (origin === null) return false
  for (const own of allowedOrigins(request)) if (new URL(own).host === safeHost(origin)) return true
  return false
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

/** Throws an AppError (403, 401, 413, 415, 400) for a post that cannot be an enquiry. */
export async function readEnquiryPost(options: {
  request: Request
  endpoint: LeadEndpoint
  payload: () => Promise<Payload>
  soFar: PostSoFar
}): Promise<EnquiryPost> {
  const { request, endpoint, soFar } = options
  verifySameOrigin(request)
  let staffId: number | null = null
  if (endpoint === '/api/prospecto/socialmedia') {
    const staff = await requireStaff(await options.payload(), request)
    staffId = typeof staff.id === 'number' ? staff.id : Number(staff.id)
  }
  const raw = formDataToRaw(await readFormData(request))
  soFar.raw = raw
  const meta = parseEnquiryMeta(raw)
  soFar.meta = meta
  if (meta._token || !nativePostFromOurPages(request)) verifyCsrf(request, meta._token)
  const ip = clientIp(request)
  return {
    endpoint,
    raw,
    meta,
    staffId,
    client: {
      ip,
      key: clientKey(ip),
      userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? null,
      referer: request.headers.get('referer')?.slice(0, 2048) ?? null,
      campaignSource: campaignSourceFromCookieHeader(request.headers.get('cookie')),
    },
  }
}
