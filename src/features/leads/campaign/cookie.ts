import type { NextRequest, NextResponse } from 'next/server'
import { cookieFromHeader } from '@/lib/cookie-header'
import { CAMPAIGN_COOKIE, CAMPAIGN_COOKIE_MAX_AGE_SECONDS, decideCampaignSource, isCampaignSource } from './source'

function ownHosts(): string[] {
  return (process.env.SITE_URL ?? '')
    .split(',')
    .map((site) => {
      try {
        return new URL(site.trim()).hostname
      } catch {
        return ''
      }
    })
    .filter(Boolean)
}

/**
 * Called by the proxy on every page request: sets the first-touch campaign cookie when this request
 * is the first that shows where the visitor came from. Returns the same response.
 */
export function withCampaignCookie(request: NextRequest, response: NextResponse): NextResponse {
  // Prefetches and RSC fetches are our own navigation, not a visit from somewhere.
  if (request.method !== 'GET' || request.headers.get('next-router-prefetch') || request.headers.get('rsc')) return response
  const decision = decideCampaignSource({
    url: request.nextUrl.href,
    referrer: request.headers.get('referer'),
    existing: request.cookies.get(CAMPAIGN_COOKIE)?.value ?? null,
    ownHosts: ownHosts(),
  })
  if (decision.isNew && decision.source) {
    response.cookies.set(CAMPAIGN_COOKIE, decision.source, {
      maxAge: CAMPAIGN_COOKIE_MAX_AGE_SECONDS,
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
    })
  }
  return response
}

/** The visitor's campaign source from the cookie, or null (values we did not write are ignored). */
export function campaignSourceFromCookieHeader(cookieHeader: string | null): string | null {
  const value = cookieFromHeader(cookieHeader, CAMPAIGN_COOKIE)
  return value !== null && isCampaignSource(value) ? value : null
}
