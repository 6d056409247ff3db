import 'server-only'
import type { Payload } from 'payload'
import { verifyCsrf, verifySameOrigin, allowedOrigins } from '@/server/csrf'
import { logLeadEvent } from '@/server/logger'
import { callClickRule, enforceRateLimit } from '@/server/rate-limit'
import { clientIp, readJsonObject } from '@/server/request'
import { campaignSourceFromCookieHeader } from './cookie'

const MAX_BODY = 4 * 1024

/**
 * The page the click happened on: path and query of the Referer when it is one of our pages, else
 * the `page` the script posted if that is ours, else '(unknown)'. Never a foreign URL.
 */
export function pageOfClick(referer: string | null, posted: unknown, ownOrigins: Set<string>): string {
  for (const candidate of [referer, typeof posted === 'string' ? posted : null]) {
    if (!candidate) continue
    try {
      const url = new URL(candidate)
      if (ownOrigins.has(url.origin)) return `${url.pathname}${url.search}`.slice(0, 500)
    } catch {
      // Not a URL: try the next candidate.
    }
  }
  return '(unknown)'
}

/** A dialled number as given: digits and a leading +, or nothing. */
export function cleanNumber(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value).trim()
  const digits = text.replace(/[^0-9]/g, '').slice(0, 15)
  if (!digits) return undefined
  return text.startsWith('+') ? `+${digits}` : digits
}

/**
 * POST /en/api/track-call: a click on CALL NOW or an immigration phone link. Same-origin and the
 * X-CSRF-TOKEN header are checked like a form's token; the click is stored as a call-clicks doc.
 */
export async function trackCall(options: { payload: Payload; request: Request }): Promise<void> {
  const { payload, request } = options
  verifySameOrigin(request)
  verifyCsrf(request, request.headers.get('x-csrf-token'))
  const body = await readJsonObject(request, MAX_BODY)
  const ip = clientIp(request)
  await enforceRateLimit({ payload, ip, rule: callClickRule(), source: { collection: 'call-clicks', ipField: 'ip' } })
  const number = cleanNumber(body.number)
  const doc = await payload.create({
    collection: 'call-clicks',
    overrideAccess: true,
    depth: 0,
    data: {
      page: pageOfClick(request.headers.get('referer'), body.page, allowedOrigins(request)),
      ...(number ? { number } : {}),
      campaignSource: campaignSourceFromCookieHeader(request.headers.get('cookie')) ?? undefined,
      userAgent: request.headers.get('user-agent')?.slice(0, 300) ?? undefined,
      ip: ip ?? undefined,
    },
  })
  logLeadEvent('call.tracked', { callClickId: doc.id })
}
