/**
 * Security headers of every response, as `headers()` rules of next.config.ts. Pure (no imports):
 * next.config.ts loads it before anything else exists, and the unit test resolves the rules the
 * way Next does.
 *
 * Three scopes, each with its own Content-Security-Policy:
 * - `public`: the site, its JSON endpoints and `/_next` assets. Every page gets a fresh nonce from
 *   the proxy (src/proxy.ts, `publicPageContentSecurityPolicy`), as Next's Content Security Policy
 *   guide does it, without 'strict-dynamic': `script-src 'self' 'nonce-…'`; Next puts the nonce on its own
 *   scripts and the layout on ours, and no other inline script runs. Pages are therefore rendered
 *   per request; the shipped nginx keeps each for 3 s, so its visitors in those 3 s share one nonce
 *   (docs/ARCHITECTURE.md, "Content Security Policy"). The static rule below allows no inline
 *   script at all (`script-src 'self'`): it is what every other public answer carries (JSON, redirects, files).
 *   The header key is lower-case on purpose: Next keeps config headers and the proxy's answer headers
 *   by name, so the proxy's policy replaces this one instead of being sent beside it.
 *   Without `unsafe-eval`. The rest of the policy is tight: only this origin, plus the Google map iframe.
 * - `admin`: Payload's admin UI (a Next app too), plus what its editors use: `blob:` images and
 *   media (previews of a file being uploaded), `data:` images (its CSS). Its pages are rendered per
 *   request, so the proxy (src/proxy.ts, `adminContentSecurityPolicy`) gives each a nonce:
 *   `script-src 'self' 'nonce-…' 'strict-dynamic'`, no inline script without it (Next puts the
 *   nonce on its own scripts; Payload's admin has no inline script of its own). The static rule
 *   below (`'unsafe-inline'`) stays as the fallback for an answer the proxy did not make; a browser
 *   given both enforces both, so the nonce decides.
 * - `api`: `/cms-api` answers JSON or uploaded files, never a page: nothing may load or run.
 */

export type SecurityScope = 'public' | 'admin' | 'api'
export type HeaderPair = { key: string; value: string }
type Condition = { type: 'header' | 'cookie'; key: string; value?: string }
export type HeaderRule = {
  source: string
  headers: HeaderPair[]
  has?: Condition[]
  missing?: Condition[]
}

/**
 * Origins the public pages may frame: the office map (site settings `mapEmbedUrl`, seeded as
 * `https://www.google.com/maps?…&output=embed`; Google's "Embed a map" gives
 * `https://www.google.com/maps/embed?pb=…`, same origin). A map from another host is blocked.
 */
export const MAP_FRAME_ORIGINS = ['https://www.google.com'] as const

export const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * Features nobody on the site uses, denied to the page and to the map iframe. `fullscreen` is not
 * denied: the native controls of the testimonial videos offer it. Only names Chromium knows: an
 * unknown one (e.g. `bluetooth`) is reported as a header error in the console on every page.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const

export const PERMISSIONS_POLICY = [...DENIED_FEATURES.map((f) => `${f}=()`), 'fullscreen=(self)'].join(', ')

type Directives = Record<string, readonly string[]>

/** Never relaxed in any scope: no plugins, no <base> hijack, no framing of our pages. */
const LOCKED: Directives = {
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
}

const POLICIES: Record<SecurityScope, Directives> = {
  public: {
    'default-src': ["'self'"],
    // No inline script; a page's own (Next's RSC payload, our layout's) run by its nonce (above).
    'script-src': ["'self'"],
    // …but never an inline event handler (`<img onerror=…>`, the usual injected script): neither
    // React, Next nor our scripts write one (CSP 3, `script-src-attr`; tests/e2e/csp.spec.ts).
    'script-src-attr': ["'none'"],
    // style="" attributes (hero gradients, aspect ratios) in server-rendered HTML.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Every image is an upload or a bundled asset on this origin (the site's CSS has no data: URLs).
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': [...MAP_FRAME_ORIGINS],
    // The enquiry outbox's service worker, /outbox-sw.js (Background Sync); nothing else.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    ...LOCKED,
  },
  admin: {
    'default-src': ["'self'"],
    // Same Next runtime as the public site; Payload's production bundle needs no eval (the code
    // editor that would, Monaco from a CDN, is only for code/json fields, which we do not use).
    'script-src': ["'self'", "'unsafe-inline'"],
    // Payload's UI and react-select set inline styles and inject <style> elements.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Upload previews and thumbnails of a file not yet saved are object URLs (blob:); Payload's
    // stylesheet draws some icons as data:image/svg+xml.
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    // The intake desk's service worker, /admin/desk-sw.js (new-lead notifications), and its manifest.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    ...LOCKED,
  },
  api: {
    'default-src': ["'none'"],
    'form-action': ["'none'"],
    ...LOCKED,
  },
}

export type ProtocolOptions = { https: boolean }

export function contentSecurityPolicy(scope: SecurityScope, { https }: ProtocolOptions, nonce?: string): string {
  const policy: Directives =
    nonce === undefined
      ? POLICIES[scope]
      : {
          ...POLICIES[scope],
          // 'strict-dynamic' only where Payload's admin needs it: it would also run any inline script
          // a page's code creates, and the public pages create none (tests/e2e/csp.spec.ts).
          'script-src': ["'self'", `'nonce-${nonce}'`, ...(scope === 'admin' ? ["'strict-dynamic'"] : [])],
        }
  const parts = Object.entries(policy).map(([name, values]) => `${name} ${values.join(' ')}`)
  // Only over HTTPS: on plain http (127.0.0.1, the test server) it would send every same-origin
  // request to an https:// URL that nothing answers.
  if (https) parts.push('upgrade-insecure-requests')
  return parts.join('; ')
}

/** The admin's policy for one request, with its nonce (src/proxy.ts). */
export function adminContentSecurityPolicy(nonce: string, options: ProtocolOptions): string {
  return contentSecurityPolicy('admin', options, nonce)
}

/**
 * A public page's policy for one request, with its nonce (src/proxy.ts); a staff preview (the
 * preview cookie, PREVIEW_COOKIE) may be framed by the admin on this origin.
 */
export function publicPageContentSecurityPolicy(nonce: string, options: ProtocolOptions & { preview: boolean }): string {
  const policy = contentSecurityPolicy('public', options, nonce)
  return options.preview ? policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'") : policy
}

/** Lower-case: the proxy's per-page policy replaces it (see the module's comment). */
const CSP = 'content-security-policy'

/**
 * The build's hashed scripts, stylesheets and fonts under /_next/static. A policy, Permissions-Policy
 * and X-Frame-Options govern documents and workers, not a script or stylesheet a page loads, and
 * each is sent with every one of ~10 files a phone fetches first (~560 bytes each over HTTP/1.1,
 * counted in the first-load budget). What does apply to them stays: nosniff (a script or
 * stylesheet served as another type is refused), the referrer policy (it governs the requests a
 * stylesheet makes for its fonts and images) and HSTS.
 */
export function assetHeaders(options: ProtocolOptions): HeaderPair[] {
  const headers: HeaderPair[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  ]
  if (options.https) headers.push({ key: 'Strict-Transport-Security', value: HSTS })
  return headers
}

export function securityHeaders(scope: SecurityScope, options: ProtocolOptions): HeaderPair[] {
  const headers: HeaderPair[] = [
    { key: CSP, value: contentSecurityPolicy(scope, options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    // Older browsers that do not know frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
  ]
  if (options.https) headers.push({ key: 'Strict-Transport-Security', value: HSTS })
  return headers
}

/**
 * Served over HTTPS: the reverse proxy says so in X-Forwarded-Proto (the app itself speaks plain
 * http). The first value counts when proxies append theirs (`https, http`). Next fills this header
 * from the socket only after the `headers()` rules ran; the shipped nginx overwrites it. A client
 * reaching the app directly with a forged `https` only gets HSTS over http (ignored by browsers).
 */
export const HTTPS_CONDITION = { type: 'header', key: 'x-forwarded-proto', value: 'https(?:\\s*,.*)?' } as const

/** Where the build's own assets are served (assetHeaders); every other path is in a scope. */
export const ASSET_SOURCE = '/_next/static/:path*'

const SCOPE_SOURCES: Record<SecurityScope, string> = {
  // Everything but the build's assets (path-to-regexp, as Next compiles `source`).
  public: '/:path((?!_next/static/).*)',
  admin: '/admin/:path*',
  api: '/cms-api/:path*',
}

/**
 * Staff previewing a CMS page in the admin's live preview (src/app/api/preview): the page is framed
 * by the admin, on this same origin. /api/preview sets this cookie of the site's own beside Next's
 * draft mode (whose cookie's name is Next's business), and only for a signed-in staff member; only
 * requests carrying it may be framed, and only by this origin. A visitor who forges it gains
 * nothing but same-origin framing of public pages: drafts need the staff session itself
 * (src/server/staff-preview.server.ts). The shipped nginx keys its cache on it (deploy/nginx.conf).
 */
export const PREVIEW_COOKIE = 'site_preview'

const PREVIEW_CONDITION = { type: 'cookie', key: PREVIEW_COOKIE } as const

/**
 * The public pages only: the admin and the CMS API keep their own policies with the cookie too.
 * Whole segments: a CMS page at /administracion is a public page.
 */
const PREVIEW_SOURCE = '/:path((?!_next/static/|(?:admin|cms-api)(?:/|$)).*)'

const PREVIEW_FRAMING: HeaderPair[] = [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }]

function previewHeaders(options: ProtocolOptions): HeaderPair[] {
  const policy = contentSecurityPolicy('public', options).replace("frame-ancestors 'none'", "frame-ancestors 'self'")
  return [{ key: CSP, value: policy }, ...PREVIEW_FRAMING]
}

/**
 * Rules for next.config's `headers()`. Next applies every matching rule in order and the last
 * value of a key wins, so the catch-all public rules come first and the narrower scopes override
 * them; within a scope the HTTPS rule follows the plain one.
 */
export function securityHeaderRules(): HeaderRule[] {
  return [
    ...(['public', 'admin', 'api'] as const).flatMap((scope) => [
      { source: SCOPE_SOURCES[scope], missing: [HTTPS_CONDITION], headers: securityHeaders(scope, { https: false }) },
      { source: SCOPE_SOURCES[scope], has: [HTTPS_CONDITION], headers: securityHeaders(scope, { https: true }) },
    ]),
    { source: PREVIEW_SOURCE, has: [PREVIEW_CONDITION], missing: [HTTPS_CONDITION], headers: previewHeaders({ https: false }) },
    { source: PREVIEW_SOURCE, has: [PREVIEW_CONDITION, HTTPS_CONDITION], headers: previewHeaders({ https: true }) },
    { source: ASSET_SOURCE, missing: [HTTPS_CONDITION], headers: assetHeaders({ https: false }) },
    { source: ASSET_SOURCE, has: [HTTPS_CONDITION], headers: assetHeaders({ https: true }) },
  ]
}
