import { NextResponse, type NextRequest } from 'next/server'
import { adminLanguageCookie } from '@/lib/cookie-names'
import { siteIsHttps } from '@/lib/site-url'

export const DEFAULT_ADMIN_LANGUAGE = 'es'
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

/**
 * Spanish first: Payload picks the admin language from its cookie, then from the browser's
 * Accept-Language, then the config's fallback. An agent on a phone set to English would get an
 * English admin though the desk works in Spanish, so a visit to /admin without a choice gets the
 * cookie set to Spanish, in this request (for Payload) and in the answer (for the next ones).
 * Choosing English under Account → Language replaces it.
 */
export function withAdminLanguage(request: NextRequest, passOn?: Headers): NextResponse {
  // `passOn`: the request's headers with what an earlier step added (the admin's CSP nonce).
  // Payload's cookie (`${cookiePrefix}-lng`: `__Host-payload-lng` over https, src/lib/cookie-names.ts).
  const https = siteIsHttps()
  const name = adminLanguageCookie(https)
  if (request.cookies.has(name)) return passOn ? NextResponse.next({ request: { headers: passOn } }) : NextResponse.next()
  const headers = passOn ?? new Headers(request.headers)
  const cookie = headers.get('cookie')
  headers.set('cookie', `${cookie ? `${cookie}; ` : ''}${name}=${DEFAULT_ADMIN_LANGUAGE}`)
  const response = NextResponse.next({ request: { headers } })
  response.cookies.set({
    name,
    value: DEFAULT_ADMIN_LANGUAGE,
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    sameSite: 'lax',
    secure: https,
  })
  return response
}
