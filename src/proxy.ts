import { NextResponse, type NextRequest } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'
import { withCampaignCookie } from './features/leads/campaign/cookie'
import { withAdminLanguage } from './features/staff-language/admin-language'
import { withAdminNonce } from './server/admin-nonce'

const intl = createMiddleware(routing)

/**
 * Language routing of /en/… and /es/… (next-intl), and the first-touch campaign cookie (utm, gclid,
 * a link from another site); the staff admin gets Spanish unless its user chose English. Spanish
 * pages at the root are routed by next.config.ts's rules (src/i18n/default-locale-routes.ts), so
 * the proxy runs there only for a visit that brings a campaign and has no campaign cookie yet.
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return withAdminNonce(request, withAdminLanguage)
  const prefixed = /^\/(en|es)(\/|$)/.test(pathname)
  return withCampaignCookie(request, prefixed ? intl(request) : NextResponse.next())
}

export const config = {
  // Written out in full: Next reads the matcher when it builds and ignores variables. The Spanish
  // pattern leaves out NOT_SPANISH_PAGES of src/i18n/default-locale-routes.ts (a unit test holds them
  // equal), and the cookie and query names are src/features/leads/campaign/source.ts's.
  matcher: [
    '/admin',
    '/admin/:path*',
    '/(en|es)',
    '/(en|es)/((?!api(?:/|$)|redirect(?:/|$)|.*\\..*).*)',
    // A Spanish page that brings a campaign and finds no campaign cookie: its query, or a link
    // from another site (a browser that says the link is from this site skips the proxy; one
    // that does not say has its referrer's host checked by withCampaignCookie).
    {
      source: '/((?!(?:api|cms-api|admin|_next|_vercel|csrf-token|google-reviews|search|redireccion|en|es)(?:/|$)|.*\\..*).*)',
      missing: [{ type: 'cookie', key: 'campaign_source' }],
      has: [{ type: 'query', key: 'utm_source' }],
    },
    {
      source: '/((?!(?:api|cms-api|admin|_next|_vercel|csrf-token|google-reviews|search|redireccion|en|es)(?:/|$)|.*\\..*).*)',
      missing: [{ type: 'cookie', key: 'campaign_source' }],
      has: [{ type: 'query', key: 'gclid' }],
    },
    {
      source: '/((?!(?:api|cms-api|admin|_next|_vercel|csrf-token|google-reviews|search|redireccion|en|es)(?:/|$)|.*\\..*).*)',
      missing: [{ type: 'cookie', key: 'campaign_source' }],
      has: [{ type: 'query', key: 'fbclid' }],
    },
    {
      source: '/((?!(?:api|cms-api|admin|_next|_vercel|csrf-token|google-reviews|search|redireccion|en|es)(?:/|$)|.*\\..*).*)',
      missing: [{ type: 'cookie', key: 'campaign_source' }],
      has: [{ type: 'query', key: 'ttclid' }],
    },
    {
      source: '/((?!(?:api|cms-api|admin|_next|_vercel|csrf-token|google-reviews|search|redireccion|en|es)(?:/|$)|.*\\..*).*)',
      missing: [
        { type: 'cookie', key: 'campaign_source' },
        { type: 'header', key: 'sec-fetch-site', value: 'same-origin' },
      ],
      has: [{ type: 'header', key: 'referer' }],
    },
  ],
}
