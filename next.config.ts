import { createRequire } from 'node:module'
import path from 'node:path'
import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import { securityHeaderRules } from './src/server/security-headers'
import { defaultLocaleRedirects, defaultLocaleRewrites } from './src/i18n/default-locale-routes'

const withNextIntl = createNextIntlPlugin('./src/features/site-texts/request-config.ts')

/**
 * The browser formats messages with next-intl's formatter for precompiled messages (icu-minify,
 * < 1 KB) instead of the ICU runtime (intl-messageformat, ~12 KB gzip): the only messages it gets
 * are plain text (`src/messages/client.ts`), which that formatter returns as they are. Browser
 * only: server code keeps the full formatter, which `t.raw` and `{argument}` messages need.
 * Turbopack wants a relative path here (next-intl's plugin does the same for its `precompile`).
 */
const formatOnly = `./${path.relative(process.cwd(), createRequire(path.join(process.cwd(), 'package.json')).resolve('use-intl/format-message/format-only'))}`

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The Docker image runs Next's standalone server.js (.next/standalone: only the node_modules files
  // the server needs); `npm start` and the tests serve the same build from here with `next start`
  // (scripts/lib/next-server.mjs). Next compresses and sets ETags itself (its defaults); the shipped
  // nginx keeps the gzip bytes it was sent for 3 s (deploy/nginx.conf).
  output: 'standalone',
  // Trailing-slash variants the spec names (/contacto/, /gracias/) are redirected by Next to the
  // canonical path, which then renders.
  trailingSlash: false,
  images: { unoptimized: true },
  // Written into the build: '1' only in the test suite's build, where one CMS read fails on purpose
  // (src/features/content/read-fault.ts); anywhere else that code is compiled out.
  env: { SITE_TEST_FAULTS: process.env.SITE_TEST_FAULTS === '1' ? '1' : '0' },
  // The test suite's build skips Next's own type check when the suite's `typecheck` stage runs
  // `tsc` on the same tree (scripts/test.mjs sets SITE_BUILD_TYPECHECKED): the second check cost
  // the build 41 s of CI's two cores. Every other build checks types.
  typescript: { ignoreBuildErrors: process.env.SITE_BUILD_TYPECHECKED === '1' },
  // Turbopack's build cache speeds up the next build from the same folder; in CI (a fresh clone,
  // built once) writing it only cost 23 s.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  // Pages and CMS reads: in memory, or in Redis shared by every instance when REDIS_URL is set (the
  // module decides when the server starts).
  cacheHandler: path.resolve(process.cwd(), 'src/server/cache-handler.mjs'),
  // No experimental.inlineCss: it would save the stylesheet's round trip, but Next writes the
  // inlined CSS into the page's RSC payload twice more (vercel/next.js#98079, #95141), which took
  // the home page's HTML from 43 to 67 KB gzip, over issue 9's 32 KB budget.
  turbopack: { resolveAlias: { 'use-intl/format-message': { browser: formatOnly } } },
  // CSP, HSTS and friends on every response (pages, assets, JSON, admin, redirects); see the module.
  async headers() {
    return securityHeaderRules()
  },
  // Spanish pages at the root, routed from the route table without the proxy (see the module).
  // afterFiles: after the routes outside `[locale]` and the files, before `[locale]` itself.
  async redirects() {
    return defaultLocaleRedirects()
  },
  async rewrites() {
    return { beforeFiles: [], afterFiles: defaultLocaleRewrites(), fallback: [] }
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
