import type { NextRequest } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'
import { withCampaignCookie } from './features/campaign/cookie'
import { withAdminLanguage } from './features/staff-language/admin-language'
import { withAdminNonce } from './server/admin-nonce'

const intl = createMiddleware(routing)

/**
 * Language routing of every page request, plus the first-touch campaign cookie (utm, gclid…); the
 * staff admin gets Spanish unless its user chose English.
 */
export default function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === '/admin' || request.nextUrl.pathname.startsWith('/admin/')) {
    return withAdminNonce(request, withAdminLanguage)
  }
  return withCampaignCookie(request, intl(request))
}

export const config = {
  // Everything except our JSON endpoints, the CMS REST API, Next internals, old redirect paths and
  // files; the admin only for its language.
  matcher: [
    '/admin',
    '/admin/:path*',
    '/((?!api|en/api|cms-api|admin|_next|_vercel|csrf-token|google-reviews|search/blog|redireccion|en/redirect|.*\\..*).*)',
  ],
}
