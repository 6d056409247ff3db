import 'server-only'
import type { Payload } from 'payload'
import { campaignSourceFromCookieHeader } from '@/features/leads/campaign/cookie'
import { verifyCsrf, verifySameOrigin, allowedOrigins } from '@/server/csrf'
import { clientIp, clientKey, readFormData } from '@/server/request'
import { requireStaff } from '@/server/staff'
import { isNativeFormPost } from './answer.server'
import { parseEnquiryMeta, type EnquiryMeta } from './meta.server'
import { formDataToRaw } from './validate'
import type { LeadEndpoint } from './variants'

/**
 * Step 1 of an enquiry post: everything the request says, read once, as a plain value. The store
 * step (store.server.ts) never sees the Request; what it needs of the visitor is here.
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

/**
 * The read step's value: the post, or why it cannot be an enquiry together with whatever was read
 * before that was found out (the answer step returns a no-JavaScript visitor to their page with it).
 */
export type ReadPost =
  { ok: true; post: EnquiryPost } | { ok: false; error: unknown; raw?: Record<string, unknown>; meta?: EnquiryMeta }

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

/** Same origin, staff login where needed, capped body, CSRF token, the visitor's address. */
export async function readEnquiryPost(
  request: Request,
  endpoint: LeadEndpoint,
  payload: () => Promise<Payload>,
): Promise<ReadPost> {
  let staffId: number | null = null
  let raw: Record<string, unknown>
  try {
    verifySameOrigin(request)
    if (endpoint === '/api/prospecto/socialmedia') {
      const staff = await requireStaff(await payload(), request)
      staffId = typeof staff.id === 'number' ? staff.id : Number(staff.id)
    }
    raw = formDataToRaw(await readFormData(request))
  } catch (error) {
    return { ok: false, error }
  }
  let meta: EnquiryMeta
  try {
    meta = parseEnquiryMeta(raw)
  } catch (error) {
    return { ok: false, error, raw }
  }
  try {
    if (meta._token || !nativePostFromOurPages(request)) verifyCsrf(request, meta._token)
  } catch (error) {
    return { ok: false, error, raw, meta }
  }
  const ip = clientIp(request)
  const client: ClientFacts = {
    ip,
    key: clientKey(ip),
    userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? null,
    referer: request.headers.get('referer')?.slice(0, 2048) ?? null,
    campaignSource: campaignSourceFromCookieHeader(request.headers.get('cookie')),
  }
  return { ok: true, post: { endpoint, raw, meta, staffId, client } }
}
