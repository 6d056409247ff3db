import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import { securityHeaderRules } from './src/server/security-headers'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Trailing-slash variants the spec names (/contacto/, /gracias/) are redirected by Next to the
  // canonical path, which then renders.
  trailingSlash: false,
  images: { unoptimized: true },
  experimental: {
    // The stylesheet goes into each page's <head> as a <style> instead of a render-blocking
    // <link>: on a slow phone connection that request cost a round trip before the first paint.
    // Tailwind keeps it small (~12 KB compressed); the price is re-sending it with every page.
    inlineCss: true,
  },
  // CSP, HSTS and friends on every response (pages, assets, JSON, admin, redirects); see the module.
  async headers() {
    return securityHeaderRules()
  },
}

/**
 * withPayload adds client-hint headers (Accept-CH, Critical-CH, Vary) to every route. Chrome
 * restarts a navigation for Critical-CH, which costs public pages ~600 ms on a phone, so we keep
 * those headers on the admin only.
 */
function scopeClientHintsToAdmin(config: NextConfig): NextConfig {
  const original = config.headers
  return {
    ...config,
    async headers() {
      const rules = original ? await original() : []
      return rules.map((rule) => {
        const touchesClientHints = rule.headers.some((h) => ['accept-ch', 'critical-ch', 'vary'].includes(h.key.toLowerCase()))
        return touchesClientHints ? { ...rule, source: '/admin/:path*' } : rule
      })
    },
  }
}

export default scopeClientHintsToAdmin(withPayload(withNextIntl(nextConfig)))
