import 'server-only'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { AppError } from './errors'
import { csrfCookie } from '@/lib/cookie-names'
import { siteIsHttps } from '@/lib/site-url'
import { clientIpHeader, isHttps, readCookie } from './request'

/**
 * Anti-forgery tokens (double submit, signed). GET /csrf-token gives the browser an HttpOnly
 * SameSite=Lax cookie holding a random binding value, and a token = issuedAt.nonce.HMAC(secret,
 * binding|issuedAt|nonce). A post is accepted only with a token whose HMAC matches the cookie
 * sent with it and that is younger than the TTL. Another site can neither read the cookie nor
 * the token, and a token stolen without its cookie is useless.
 */
// Long enough for a tab left open all day (the call-tracking token is fetched once per page);
// the token is useless without the visitor's own cookie anyway.
export const CSRF_TTL_MS = 12 * 60 * 60 * 1000

let processSecret: string | undefined

function secret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  // Same stance as payload.config.ts: without a configured secret, tokens live as long as this process.
  processSecret ??= randomBytes(32).toString('hex')
  return processSecret
}

function sign(binding: string, issuedAt: string, nonce: string): string {
  return createHmac('sha256', secret()).update(`csrf|${binding}|${issuedAt}|${nonce}`).digest('base64url')
}

const bindingPattern = /^[A-Za-z0-9_-]{43}$/

function newBinding(): string {
  return randomBytes(32).toString('base64url')
}

export type IssuedToken = { token: string; binding: string; setCookie: string | null }

/** A fresh token bound to the visitor's cookie (reused if it has a well-formed one). */
export function issueCsrfToken(request: Request, now = Date.now()): IssuedToken {
  const existing = readCookie(request, csrfCookie())
  const binding = existing && bindingPattern.test(existing) ? existing : newBinding()
  const issuedAt = now.toString(36)
  const nonce = randomBytes(12).toString('base64url')
  const token = `${issuedAt}.${nonce}.${sign(binding, issuedAt, nonce)}`
  const setCookie = binding === existing ? null : csrfCookieHeader(binding, isHttps(request))
  return { token, binding, setCookie }
}

export function csrfCookieHeader(binding: string, secure: boolean): string {
  // Session cookie: the binding lives as long as the browser session; each token has its own TTL.
  // `__Host-csrf_binding` on an https site (src/lib/cookie-names.ts), which must be Secure.
  const https = siteIsHttps()
  return `${csrfCookie(https)}=${binding}; Path=/; HttpOnly; SameSite=Lax${secure || https ? '; Secure' : ''}`
}

export type CsrfCheck =
  { ok: true } | { ok: false; reason: 'missing-token' | 'missing-cookie' | 'malformed' | 'expired' | 'forged' }

export function checkCsrfToken(token: unknown, binding: string | null, now = Date.now()): CsrfCheck {
  if (typeof token !== 'string' || token === '') return { ok: false, reason: 'missing-token' }
  if (!binding || !bindingPattern.test(binding)) return { ok: false, reason: 'missing-cookie' }
  if (token.length > 200) return { ok: false, reason: 'malformed' }
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'malformed' }
  const [issuedAt, nonce, mac] = parts as [string, string, string]
  if (!/^[0-9a-z]{1,12}$/.test(issuedAt) || !/^[A-Za-z0-9_-]{16}$/.test(nonce)) return { ok: false, reason: 'malformed' }
  const expected = Buffer.from(sign(binding, issuedAt, nonce))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' }
  const age = now - Number.parseInt(issuedAt, 36)
  // A little clock skew between app instances is allowed; a token from the future is not.
  if (age > CSRF_TTL_MS || age < -60_000) return { ok: false, reason: 'expired' }
  return { ok: true }
}

/** Throws a 403 AppError unless the token matches the cookie of this request. */
export function verifyCsrf(request: Request, token: unknown, now = Date.now()): void {
  const result = checkCsrfToken(token, readCookie(request, csrfCookie()), now)
  if (!result.ok) throw new AppError('csrf', { detail: result.reason })
}

/** `www.example.com` for `example.com` and back: a firm's site answers under both names. */
function withWwwAlias(origin: URL): string[] {
  const alias = new URL(origin.href)
  alias.hostname = origin.hostname.startsWith('www.') ? origin.hostname.slice(4) : `www.${origin.hostname}`
  return [origin.origin, alias.origin]
}

/**
 * Origins our own pages are served from: the host this very request was sent to (whatever name or
 * address the visitor typed: 127.0.0.1, localhost, a LAN address), SITE_URL and its www/bare
 * alias, and what our trusted proxy says.
 */
export function allowedOrigins(request: Request): Set<string> {
  const origins = new Set<string>()
  const host = request.headers.get('host')
  const scheme = isHttps(request) ? 'https' : 'http'
  for (const candidate of [host ? `${scheme}://${host}` : null, request.url]) {
    try {
      if (candidate) origins.add(new URL(candidate).origin)
    } catch {
      // An unparseable Host or URL adds nothing; SITE_URL may still match.
    }
  }
  for (const site of (process.env.SITE_URL ?? '').split(',')) {
    try {
      if (site.trim()) for (const origin of withWwwAlias(new URL(site.trim()))) origins.add(origin)
    } catch {
      // A malformed SITE_URL entry is ignored rather than taking the forms down.
    }
  }
  // Behind the proxy (it overwrites X-Forwarded-Host/-Proto as it does the address), its host counts too.
  if (clientIpHeader()) {
    const forwardedHost = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
    if (forwardedHost && (proto === 'http' || proto === 'https')) {
      try {
        origins.add(new URL(`${proto}://${forwardedHost}`).origin)
      } catch {
        // Nonsense from the proxy: ignore.
      }
    }
  }
  return origins
}

/** Whether an Origin header names one of our own origins (the scheme may differ behind TLS offload). */
export function isOwnOrigin(request: Request, origin: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(origin)
  } catch {
    return false
  }
  for (const own of allowedOrigins(request)) {
    if (new URL(own).host === parsed.host) return true
  }
  return false
}

/**
 * Refuses posts another site made the browser send. The browser's own word comes first:
 * `Sec-Fetch-Site: same-origin` is accepted whatever host name the visitor used. Otherwise an
 * Origin must be one of ours (same-site www/bare aliases included). A request with neither header
 * is not a browser (a server-to-server client, curl): the CSRF token alone decides for it.
 */
export function verifySameOrigin(request: Request): void {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite === 'same-origin' || fetchSite === 'none') return
  const origin = request.headers.get('origin')
  if (fetchSite === null && origin === null) return
  if (fetchSite !== 'cross-site' && origin !== null && origin !== 'null' && isOwnOrigin(request, origin)) return
  throw new AppError('origin', {
    detail: `sec-fetch-site=${String(fetchSite).slice(0, 20)} origin=${String(origin).slice(0, 100)}`,
  })
}
