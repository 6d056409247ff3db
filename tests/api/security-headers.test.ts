import { describe, expect, it } from 'vitest'
import { BASE_URL, getJson, getPage } from '../fixtures/base-url'
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  publicPageContentSecurityPolicy,
  type SecurityScope,
} from '@/server/security-headers'

/**
 * The security headers on every kind of response of the built site. The test server speaks plain
 * http with no proxy in front, so HSTS and upgrade-insecure-requests must be absent here; the
 * HTTPS variant is resolved in the unit test of src/server/security-headers.ts.
 */

async function head(path: string, init: RequestInit = {}) {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', ...init })
  await response.arrayBuffer()
  return response
}

function directives(policy: string | null): Map<string, string[]> {
  expect(policy, 'Content-Security-Policy').toBeTruthy()
  return new Map(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  )
}

function expectSecurityHeaders(response: Response, scope: SecurityScope, label: string) {
  const h = response.headers
  const csp = h.get('content-security-policy')
  // Pages, the admin's and the public ones, carry a fresh nonce each (src/proxy.ts); a public
  // answer the proxy does not make (JSON, a route handler's redirect) allows no inline script.
  const expected =
    scope === 'admin'
      ? adminContentSecurityPolicy('NONCE', { https: false })
      : scope === 'public' && csp?.includes("'nonce-")
        ? publicPageContentSecurityPolicy('NONCE', { https: false, preview: false })
        : contentSecurityPolicy(scope, { https: false })
  expect(csp?.replace(/'nonce-[^']+'/, "'nonce-NONCE'"), `${label}: CSP`).toBe(expected)
  const parsed = directives(csp)
  expect(parsed.get('object-src'), label).toEqual(["'none'"])
  expect(parsed.get('base-uri'), label).toEqual(["'none'"])
  expect(parsed.get('frame-ancestors'), label).toEqual(["'none'"])
  expect(csp, label).not.toContain('unsafe-eval')
  expect(csp, `${label}: plain http`).not.toContain('upgrade-insecure-requests')
  expect(h.get('strict-transport-security'), `${label}: no HSTS over plain http`).toBeNull()
  expect(h.get('x-content-type-options'), label).toBe('nosniff')
  expect(h.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin')
  expect(h.get('x-frame-options'), label).toBe('DENY')
  const permissions = h.get('permissions-policy') ?? ''
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, `${label}: ${feature}`).toContain(`${feature}=()`)
  }
}

describe('security headers', () => {
  it('on Spanish and English pages', async () => {
    for (const path of ['/', '/en', '/contacto', '/en/contact']) {
      const response = await head(path)
      expect(response.status, path).toBe(200)
      expectSecurityHeaders(response, 'public', path)
      // The public pages never get the admin's blob:/data: allowances for media.
      expect(directives(response.headers.get('content-security-policy')).get('img-src'), path).not.toContain('blob:')
    }
  })

  it("runs a page's inline scripts by its own nonce, a fresh one per request, never 'unsafe-inline' (issue 47)", async () => {
    for (const path of ['/', '/en/contact', '/contacto']) {
      const nonces: string[] = []
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${BASE_URL}${path}`)
        const html = await response.text()
        const scriptSrc = directives(response.headers.get('content-security-policy')).get('script-src') ?? []
        expect(scriptSrc, path).not.toContain("'unsafe-inline'")
        expect(scriptSrc, path).not.toContain("'strict-dynamic'")
        const nonce = /^'nonce-(.+)'$/.exec(scriptSrc.find((s) => s.startsWith("'nonce-")) ?? '')?.[1]
        expect(nonce, path).toBeTruthy()
        nonces.push(nonce!)
        // Every executable inline script (no src, not JSON-LD) carries it: Next's and the layout's.
        const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map(
          (m) => m[1]!,
        )
        expect(inline.length, path).toBeGreaterThanOrEqual(6)
        for (const attributes of inline) expect(attributes, path).toContain(`nonce="${nonce}"`)
      }
      expect(nonces[0], path).not.toBe(nonces[1])
    }
  })

  it('on a 404 and on redirects', async () => {
    const missing = await head('/esta-pagina-no-existe')
    expect(missing.status).toBe(404)
    expectSecurityHeaders(missing, 'public', '404')

    // A redirect by the language middleware, and a legacy redirect answered by a route handler.
    // (Next's own trailing-slash 308, /contacto/ → /contacto, carries no next.config headers at all:
    // vercel/next.js#63948. It has no body, so only HSTS would matter there, and the target has it.)
    const localeRedirect = await head('/es/contacto')
    expect(localeRedirect.status).toBeGreaterThanOrEqual(300)
    expect(localeRedirect.status).toBeLessThan(400)
    expectSecurityHeaders(localeRedirect, 'public', '/es/contacto')
    const legacy = await head('/redireccion/en/contact')
    expect(legacy.status).toBeGreaterThanOrEqual(300)
    expect(legacy.status).toBeLessThan(400)
    expectSecurityHeaders(legacy, 'public', '/redireccion/en/contact')
  })

  it('on JSON endpoints', async () => {
    const categories = await getJson('/api/categoria')
    expect(categories.status).toBe(200)
    const response = await head('/api/categoria')
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expectSecurityHeaders(response, 'public', '/api/categoria')
  })

  it('on static assets under /_next/static: only the headers that apply to them', async () => {
    const { html } = await getPage('/')
    const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)
    expect(assets.length, 'assets linked from the home page').toBeGreaterThan(0)
    const script = assets.find((a) => a.endsWith('.js'))!
    const stylesheet = assets.find((a) => a.endsWith('.css'))!
    for (const asset of [script, stylesheet]) {
      const response = await head(asset)
      expect(response.status, asset).toBe(200)
      // Only what applies to a script or stylesheet (assetHeaders): no document policy on each file.
      expect(response.headers.get('x-content-type-options'), asset).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), asset).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('content-security-policy'), asset).toBeNull()
      expect(response.headers.get('permissions-policy'), asset).toBeNull()
    }
  })

  it('on the admin, with its own (looser) policy', async () => {
    const login = await head('/admin/login')
    expect(login.status).toBe(200)
    expectSecurityHeaders(login, 'admin', '/admin/login')
    expect(directives(login.headers.get('content-security-policy')).get('img-src')).toContain('blob:')
    // /admin itself sends an anonymous visitor to the login; the redirect carries the headers too.
    const root = await head('/admin')
    expectSecurityHeaders(root, 'admin', '/admin')
  })

  it('on the CMS REST API: nothing may load', async () => {
    const response = await head('/cms-api/globals/site-settings')
    expect(response.status).toBe(200)
    expectSecurityHeaders(response, 'api', '/cms-api')
    expect(directives(response.headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"])
    const refused = await head('/cms-api/leads')
    expect([401, 403]).toContain(refused.status)
    expectSecurityHeaders(refused, 'api', '/cms-api/leads (refused)')
  })

  it('lets the page frame the map the site settings configure, and no other host', async () => {
    const settings = await getJson<{ mapEmbedUrl?: string }>('/cms-api/globals/site-settings')
    const map = settings.body.mapEmbedUrl
    expect(map, 'seeded mapEmbedUrl').toBeTruthy()
    const { html } = await getPage('/contacto')
    expect(html).toContain(`src="${map!.replaceAll('&', '&amp;')}"`)
    const response = await head('/contacto')
    expect(directives(response.headers.get('content-security-policy')).get('frame-src')).toEqual([new URL(map!).origin])
  })
})
