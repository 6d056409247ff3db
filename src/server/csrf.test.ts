import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { csrfCookie } from '@/lib/cookie-names'
import { CSRF_TTL_MS, checkCsrfToken, issueCsrfToken, verifyCsrf, verifySameOrigin } from './csrf'
import { AppError } from './errors'

const env = { ...process.env }
beforeEach(() => {
  process.env.PAYLOAD_SECRET = 'test-secret-for-csrf'
  delete process.env.SITE_URL
  delete process.env.CLIENT_IP_HEADER
})
afterEach(() => {
  process.env = { ...env }
})

function bindingFrom(setCookie: string | null): string {
  const match = /csrf_binding=([^;]+)/.exec(setCookie ?? '')
  if (!match?.[1]) throw new Error('no cookie')
  return match[1]
}

describe('csrf tokens', () => {
  it('issues a token bound to a new HttpOnly SameSite=Lax cookie and accepts it', () => {
    const issued = issueCsrfToken(new Request('http://localhost/csrf-token'))
    expect(issued.setCookie).toMatch(/HttpOnly/)
    expect(issued.setCookie).toMatch(/SameSite=Lax/)
    expect(issued.setCookie).not.toMatch(/Secure/)
    expect(checkCsrfToken(issued.token, bindingFrom(issued.setCookie))).toEqual({ ok: true })
  })

  it('marks the cookie Secure over https and reuses a well-formed existing cookie', () => {
    const first = issueCsrfToken(new Request('https://site.example/csrf-token'))
    expect(first.setCookie).toMatch(/; Secure/)
    const again = issueCsrfToken(
      new Request('https://site.example/csrf-token', { headers: { cookie: `${csrfCookie()}=${first.binding}` } }),
    )
    expect(again.setCookie).toBeNull()
    expect(again.binding).toBe(first.binding)
    expect(again.token).not.toBe(first.token)
  })

  it('replaces a malformed cookie instead of signing it', () => {
    const issued = issueCsrfToken(new Request('http://localhost/', { headers: { cookie: `${csrfCookie()}=<script>` } }))
    expect(issued.setCookie).not.toBeNull()
    expect(issued.binding).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('refuses a token with another visitor’s cookie', () => {
    const a = issueCsrfToken(new Request('http://localhost/'))
    const b = issueCsrfToken(new Request('http://localhost/'))
    expect(checkCsrfToken(a.token, b.binding)).toEqual({ ok: false, reason: 'forged' })
  })

  it('refuses a token signed with another secret', () => {
    const issued = issueCsrfToken(new Request('http://localhost/'))
    process.env.PAYLOAD_SECRET = 'another-secret'
    expect(checkCsrfToken(issued.token, issued.binding)).toEqual({ ok: false, reason: 'forged' })
  })

  it('refuses expired and future tokens', () => {
    const now = Date.now()
    const issued = issueCsrfToken(new Request('http://localhost/'), now)
    expect(checkCsrfToken(issued.token, issued.binding, now + CSRF_TTL_MS + 1)).toEqual({ ok: false, reason: 'expired' })
    expect(checkCsrfToken(issued.token, issued.binding, now - 10 * 60_000)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses tampered parts', () => {
    const issued = issueCsrfToken(new Request('http://localhost/'))
    const [at, nonce, mac] = issued.token.split('.') as [string, string, string]
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1)
    expect(checkCsrfToken(`${flip(at)}.${nonce}.${mac}`, issued.binding).ok).toBe(false)
    expect(checkCsrfToken(`${at}.${flip(nonce)}.${mac}`, issued.binding).ok).toBe(false)
    expect(checkCsrfToken(`${at}.${nonce}.${flip(mac)}`, issued.binding).ok).toBe(false)
  })

  it.each([
    undefined,
    null,
    '',
    42,
    {},
    ['a.b.c'],
    '.',
    '..',
    'a.b',
    'a.b.c.d',
    'x'.repeat(10_000),
    '\u0000.\u0000.\u0000',
    'zzzzzzzzzzzzz.AAAAAAAAAAAAAAAA.AAAA',
    '__proto__.constructor.prototype',
  ])('refuses hostile token %#', (token) => {
    const issued = issueCsrfToken(new Request('http://localhost/'))
    expect(checkCsrfToken(token, issued.binding).ok).toBe(false)
  })

  it('refuses without a cookie, and verifyCsrf throws a 403 AppError', () => {
    const issued = issueCsrfToken(new Request('http://localhost/'))
    expect(checkCsrfToken(issued.token, null)).toEqual({ ok: false, reason: 'missing-cookie' })
    try {
      verifyCsrf(new Request('http://localhost/'), issued.token)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(AppError)
      expect((error as AppError).status).toBe(403)
    }
    const withCookie = new Request('http://localhost/', { headers: { cookie: `a=b; ${csrfCookie()}=${issued.binding}; c=d` } })
    expect(() => verifyCsrf(withCookie, issued.token)).not.toThrow()
  })
})

describe('same-origin check', () => {
  const post = (headers: Record<string, string>, url = 'http://localhost:3000/api/prospecto/agregar') =>
    new Request(url, { method: 'POST', headers })

  it('accepts same-origin, a missing Origin, and SITE_URL', () => {
    expect(() => verifySameOrigin(post({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }))).not.toThrow()
    expect(() => verifySameOrigin(post({}))).not.toThrow()
    process.env.SITE_URL = 'https://www.salazarimmigration.example'
    expect(() => verifySameOrigin(post({ origin: 'https://www.salazarimmigration.example' }))).not.toThrow()
  })

  it.each<Record<string, string>>([
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { origin: 'http://localhost:3001' },
    { origin: 'http://localhost:3000.evil.example' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' },
    { 'sec-fetch-site': 'same-site', origin: 'https://app.salazarimmigration.example' },
  ])('refuses %o with 403', (headers) => {
    expect(() => verifySameOrigin(post(headers))).toThrowError(AppError)
  })

  it('takes the browser at its word: same-origin is accepted whatever host the visitor used', () => {
    process.env.SITE_URL = 'https://salazarimmigration.example'
    // Behind a proxy that does not pass the Host on, only the browser knows the page was ours.
    expect(() => verifySameOrigin(post({ 'sec-fetch-site': 'same-origin', origin: 'http://192.168.1.20:3000' }))).not.toThrow()
  })

  it.each([
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000/api/prospecto/agregar', '127.0.0.1:3000'],
    ['http://localhost:3000', 'http://localhost:3000/api/prospecto/agregar', 'localhost:3000'],
    ['http://192.168.1.20:3000', 'http://localhost:3000/api/prospecto/agregar', '192.168.1.20:3000'],
  ])('accepts an Origin equal to the host the request was sent to (%s)', (origin, url, host) => {
    expect(() => verifySameOrigin(post({ origin, host }, url))).not.toThrow()
  })

  it.each([
    ['salazarimmigration.example', 'www.salazarimmigration.example'],
    ['www.salazarimmigration.example', 'salazarimmigration.example'],
  ])('accepts the twin of SITE_URL https://%s, same-site (from %s)', (site, twin) => {
    process.env.SITE_URL = `https://${site}`
    const headers = { origin: `https://${twin}`, 'sec-fetch-site': 'same-site', host: site }
    expect(() => verifySameOrigin(post(headers, `https://${site}/api/prospecto/agregar`))).not.toThrow()
  })

  it('trusts X-Forwarded-Host only behind a trusted proxy', () => {
    const headers = { origin: 'https://site.example', 'x-forwarded-host': 'site.example', 'x-forwarded-proto': 'https' }
    expect(() => verifySameOrigin(post(headers))).toThrowError(AppError)
    process.env.CLIENT_IP_HEADER = 'x-real-ip'
    expect(() => verifySameOrigin(post(headers))).not.toThrow()
  })
})
