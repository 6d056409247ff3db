import { NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'
import { NOT_SPANISH_PAGES } from './i18n/default-locale-routes'
import { withCampaignCookie } from './features/leads/campaign/cookie'
import { withAdminLanguage } from './features/staff-language/admin-language'
import { withPageNonce } from './server/page-nonce'
import { adminContentSecurityPolicy, PREVIEW_COOKIE, publicPageContentSecurityPolicy } from './server/security-headers'

const intl = createMiddleware(routing)

/** A Spanish page at the root: every path but the other routes and files (the rewrites' own pattern). */
const SPANISH_PAGE = new RegExp(`^/(?!${NOT_SPANISH_PAGES}|.*\\..*)`)
/** /en and /es pages: all but their endpoints (/en/api, /en/redirect) and files. */
const PREFIXED_PAGE = /^\/(?:en|es)(?:\/(?!(?:api|redirect)(?:\/|$))(?!.*\.).*)?$/

/** Headers of the few answers the proxy writes itself (no HTML, nothing to frame or sniff). */
const REFUSAL_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
}

function refuse(status: 400 | 405, code: string, headers: Record<string, string> = {}): NextResponse {
  return new NextResponse(JSON.stringify({ status: 'error', code }), { status, headers: { ...REFUSAL_HEADERS, ...headers } })
}

/**
 * A path no route of ours has and Next would answer with a 500 (its router decodes paths again):
 * a broken %-escape, an escaped `%`, or a control character (PostgreSQL refuses a NUL in any text
 * it is asked about, so a slug lookup would fail).
 */
function malformedPath(pathname: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return true
  }
  return decoded.includes('%') || /[\u0000-\u001f\u007f]/.test(decoded)
}

/**
 * Before Next routes a request: a malformed path is refused (400), and so is a page asked for with
 * a method that sends a body (405: Next reads a POST to a page as a server action, and the public
 * pages have none). Every page then gets its CSP nonce (src/server/page-nonce.ts, Next's Content
 * Security Policy guide); /en/… and /es/… their language routing (next-intl); a visit from a
 * campaign its first-touch cookie (utm, gclid, a link from another site: withCampaignCookie
 * decides); the staff admin Spanish unless its user chose English. Spanish pages at the root are
 * routed by next.config.ts's rules (src/i18n/default-locale-routes.ts).
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (malformedPath(pathname)) return refuse(400, 'bad_request')
  if (pathname === '/admin' || pathname.startsWith('/admin/'))
    return withPageNonce(request, (nonce, https) => adminContentSecurityPolicy(nonce, { https }), withAdminLanguage)
  const prefixed = PREFIXED_PAGE.test(pathname)
  if (!prefixed && !SPANISH_PAGE.test(pathname)) return NextResponse.next()
  if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405, 'method_not_allowed', { Allow: 'GET, HEAD' })
  const preview = request.cookies.has(PREVIEW_COOKIE)
  return withPageNonce(
    request,
    (nonce, https) => publicPageContentSecurityPolicy(nonce, { https, preview }),
    (request, headers) =>
      withCampaignCookie(
        request,
        prefixed ? intl(new NextRequest(request, { headers })) : NextResponse.next({ request: { headers } }),
      ),
  )
}

export const config = {
  // Every request but the build's files, which no rule above concerns; a path under the build's
  // files with a `%` is none of them (their names have none), and Next's file server answers a
  // broken escape there (a lone surrogate, `%ED%A0%80`) with a 500: malformedPath refuses it first.
  matcher: ['/((?!_next/static/|_next/image/).*)', '/_next/static/:path(.*%.*)'],
}
