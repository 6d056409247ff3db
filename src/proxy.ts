import { NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'
import { withCampaignCookie } from './features/campaign/cookie'
import { withAdminLanguage } from './features/staff-language/admin-language'
import { withPageNonce } from './server/page-nonce'
import { adminContentSecurityPolicy, PREVIEW_CONDITION, publicPageContentSecurityPolicy } from './server/security-headers'

const intl = createMiddleware(routing)

/**
 * Every page's CSP nonce (src/server/page-nonce.ts, Next's Content Security Policy guide); language
 * routing of /en/… and /es/… (next-intl), and the first-touch campaign cookie (utm, gclid, a link
 * from another site: withCampaignCookie decides); the staff admin gets Spanish unless its user
 * chose English. Spanish pages at the root are routed by next.config.ts's rules
 * (src/i18n/default-locale-routes.ts): the proxy only gives them their nonce and campaign cookie.
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname === '/admin' || pathname.startsWith('/admin/'))
    return withPageNonce(request, (nonce, https) => adminContentSecurityPolicy(nonce, { https }), withAdminLanguage)
  const prefixed = /^\/(en|es)(\/|$)/.test(pathname)
  const preview = request.cookies.has(PREVIEW_CONDITION.key)
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
  // Written out in full: Next reads the matcher when it builds and ignores variables. The Spanish
  // pattern leaves out NOT_SPANISH_PAGES of src/i18n/default-locale-routes.ts (a unit test holds them
  // equal).
  matcher: [
    '/admin',
    '/admin/:path*',
    '/(en|es)',
    '/(en|es)/((?!api(?:/|$)|redirect(?:/|$)|.*\\..*).*)',
    // Every Spanish page at the root (the rest of the route table's paths are left out).
    '/((?!(?:api|cms-api|admin|_next|_vercel|csrf-token|google-reviews|search|redireccion|en|es)(?:/|$)|.*\\..*).*)',
  ],
}
