import { isHttps } from '@/server/request'
import { siteIsHttps } from '@/lib/site-url'

/**
 * Payload decides a cookie's `Secure` flag once, from its config (`auth.cookies.secure`, set when
 * SITE_URL is https). Each Set-Cookie of a site whose SITE_URL is https gets `Secure` here whatever
 * the request says (a forwarded header can be missing or forged), and so does that of any HTTPS
 * request; plain-http requests to a site without an https SITE_URL (local use on
 * http://localhost) are left alone so the login still works there.
 */
export function secureCookiesWanted(request: Request): boolean {
  return siteIsHttps() || isHttps(request)
}

export function withSecureFlag(setCookie: string): string {
  const attributes = setCookie.split(';').slice(1)
  if (attributes.some((attribute) => attribute.trim().toLowerCase() === 'secure')) return setCookie
  return `${setCookie}; Secure`
}

/** A copy of the response whose cookies all carry `Secure` (the response itself when it sets none). */
export function secureCookies(response: Response): Response {
  const cookies = response.headers.getSetCookie()
  if (cookies.length === 0) return response
  const headers = new Headers(response.headers)
  headers.delete('set-cookie')
  for (const cookie of cookies) headers.append('set-cookie', withSecureFlag(cookie))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
