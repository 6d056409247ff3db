import type { NextRequest } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'
import { withCampaignCookie } from './features/campaign/cookie'

const intl = createMiddleware(routing)

/** Language routing of every page request, plus the first-touch campaign cookie (utm, gclid…). */
export default function proxy(request: NextRequest) {
  return withCampaignCookie(request, intl(request))
}

export const config = {
  // Everything except our JSON endpoints, the CMS, Next internals, old redirect paths and files.
  matcher: [
    '/((?!api|en/api|cms-api|admin|_next|_vercel|csrf-token|google-reviews|search/blog|redireccion|en/redirect|.*\\..*).*)',
  ],
}
