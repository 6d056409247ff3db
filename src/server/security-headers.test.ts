import { describe, expect, it } from 'vitest'
// Next's own route compiler and `has` matcher, so the test resolves the rules exactly as the
// server does (order, last-wins, has/missing) instead of re-implementing it.
import { buildCustomRoute } from 'next/dist/lib/build-custom-route'
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination'
import {
  HSTS,
  contentSecurityPolicy,
  securityHeaderRules,
  securityHeaders,
  type HeaderRule,
  type SecurityScope,
} from './security-headers'

/** Directive name → values, from a serialized policy. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  )
}

/** The headers Next would send for a path, with the request headers given. */
function resolve(path: string, requestHeaders: Record<string, string> = {}): Record<string, string> {
  const request = { headers: requestHeaders, cookies: {} } as unknown as Parameters<typeof matchHas>[0]
  const out: Record<string, string> = {}
  for (const rule of securityHeaderRules()) {
    const { regex } = buildCustomRoute('header', rule as HeaderRule & { source: string }) as { regex: string }
    if (!new RegExp(regex, 'i').test(path)) continue
    if (!matchHas(request, {}, rule.has, rule.missing)) continue
    for (const { key, value } of rule.headers) out[key.toLowerCase()] = value
  }
  return out
}

const scopes: SecurityScope[] = ['public', 'admin', 'api']

describe('contentSecurityPolicy', () => {
  it.each(scopes)('%s: the directives no scope may relax', (scope) => {
    const csp = parse(contentSecurityPolicy(scope, { https: false }))
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('form-action')?.length).toBe(1)
    expect(contentSecurityPolicy(scope, { https: false })).not.toContain('unsafe-eval')
    expect(contentSecurityPolicy(scope, { https: false })).not.toMatch(/(^|\s)\*(\s|;|$)|https:(\s|;|$)/)
  })

  it('public answers: this origin, no inline script, the Google map frame, nothing else', () => {
    const csp = parse(contentSecurityPolicy('public', { https: false }))
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('script-src')).toEqual(["'self'"])
    // No inline event handler (an injected <img onerror=…>) runs, whatever script-src allows.
    expect(csp.get('script-src-attr')).toEqual(["'none'"])
    expect(csp.get('frame-src')).toEqual(['https://www.google.com'])
    expect(csp.get('connect-src')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('img-src')).toEqual(["'self'"])
    expect(csp.has('upgrade-insecure-requests')).toBe(false)
  })

  it("public pages: their own nonce, no 'strict-dynamic'; a staff preview may be framed by this origin only", async () => {
    const { publicPageContentSecurityPolicy } = await import('./security-headers')
    const page = parse(publicPageContentSecurityPolicy('abc123==', { https: false, preview: false }))
    expect(page.get('script-src')).toEqual(["'self'", "'nonce-abc123=='"])
    expect(page.get('script-src-attr')).toEqual(["'none'"])
    expect(page.get('frame-ancestors')).toEqual(["'none'"])
    const preview = parse(publicPageContentSecurityPolicy('abc123==', { https: true, preview: true }))
    expect(preview.get('frame-ancestors')).toEqual(["'self'"])
    expect(preview.has('upgrade-insecure-requests')).toBe(true)
  })

  it('the admin is looser only where Payload needs it', () => {
    const admin = parse(contentSecurityPolicy('admin', { https: false }))
    expect(admin.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(admin.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(admin.get('frame-src')).not.toContain('https://www.google.com')
  })

  it('cms-api answers may load and run nothing', () => {
    const csp = parse(contentSecurityPolicy('api', { https: false }))
    expect(csp.get('default-src')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'none'"])
    expect(csp.has('script-src')).toBe(false)
  })

  it.each(scopes)('%s: upgrade-insecure-requests only over HTTPS', (scope) => {
    expect(parse(contentSecurityPolicy(scope, { https: true })).get('upgrade-insecure-requests')).toEqual([])
    expect(contentSecurityPolicy(scope, { https: false })).not.toContain('upgrade-insecure-requests')
  })
})

describe('securityHeaders', () => {
  it('sends HSTS over HTTPS only', () => {
    const hsts = (https: boolean) => securityHeaders('public', { https }).find((h) => h.key === 'Strict-Transport-Security')
    expect(hsts(true)?.value).toBe('max-age=31536000; includeSubDomains')
    expect(hsts(false)).toBeUndefined()
  })
})

describe('securityHeaderRules as Next resolves them', () => {
  const plainPaths = ['/', '/en', '/contacto/', '/api/categoria', '/_next/staticky', '/_next/data/x.json', '/no-such-page']

  it.each(plainPaths)('%s over plain http: public policy, every header, no HSTS', (path) => {
    const headers = resolve(path)
    expect(headers['content-security-policy']).toBe(contentSecurityPolicy('public', { https: false }))
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['permissions-policy']).toContain('geolocation=()')
    expect(headers['strict-transport-security']).toBeUndefined()
  })

  it.each(['/_next/static/chunks/main.js', '/_next/static/css/app.css', '/_next/static/media/inter.woff2'])(
    '%s (a build asset): nosniff and the referrer policy, no document headers; HSTS over HTTPS',
    (path) => {
      const headers = resolve(path)
      expect(headers).toEqual({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      })
      expect(resolve(path, { 'x-forwarded-proto': 'https' })['strict-transport-security']).toBe(HSTS)
    },
  )

  it.each([
    ['/admin', 'admin'],
    ['/admin/login', 'admin'],
    ['/admin/collections/posts/1', 'admin'],
    ['/cms-api/globals/site-settings', 'api'],
    ['/cms-api', 'api'],
    ['/administracion', 'public'],
    ['/en/admin', 'public'],
  ] as const)('%s gets the %s policy', (path, scope) => {
    expect(resolve(path)['content-security-policy']).toBe(contentSecurityPolicy(scope, { https: false }))
    const secure = resolve(path, { 'x-forwarded-proto': 'https' })
    expect(secure['content-security-policy']).toBe(contentSecurityPolicy(scope, { https: true }))
    expect(secure['strict-transport-security']).toBe(HSTS)
  })

  it.each(['https', 'https, http', 'https,https'])('X-Forwarded-Proto %j counts as HTTPS', (proto) => {
    const headers = resolve('/', { 'x-forwarded-proto': proto })
    expect(headers['strict-transport-security']).toBe(HSTS)
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests')
  })

  it.each(['http', 'http, https', 'httpsx', ''])('X-Forwarded-Proto %j does not', (proto) => {
    const headers = resolve('/', { 'x-forwarded-proto': proto })
    expect(headers['strict-transport-security']).toBeUndefined()
    expect(headers['content-security-policy']).toBe(contentSecurityPolicy('public', { https: false }))
  })
})

describe('the admin nonce', () => {
  it('allows scripts by nonce only, the rest of the admin policy unchanged', async () => {
    const { adminContentSecurityPolicy } = await import('./security-headers')
    const withNonce = parse(adminContentSecurityPolicy('abc123==', { https: false }))
    expect(withNonce.get('script-src')).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"])
    const plain = parse(contentSecurityPolicy('admin', { https: false }))
    for (const [name, values] of plain) if (name !== 'script-src') expect(withNonce.get(name), name).toEqual(values)
  })
})
