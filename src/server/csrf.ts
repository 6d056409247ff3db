import 'server-only'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { AppError } from './errors'
import { isHttps, readCookie } from './request'

/**
 * Anti-forgery tokens (double submit, signed). GET /csrf-token gives the browser an HttpOnly
 * SameSite=Lax cookie holding a random binding value, and a token = issuedAt.nonce.HMAC(secret,
 * binding|issuedAt|nonce). A post is accepted only with a token whose HMAC matches the cookie
 * sent with it and that is younger than the TTL. Another site can neither read the cookie nor
 * the token, and a token stolen without its cookie is useless.
 */
export const CSRF_COOKIE = 'csrf_binding'
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
  const existing = readCookie(request, CSRF_COOKIE)
  const binding = existing && bindingPattern.test(existing) ? existing : newBinding()
  const issuedAt = now.toString(36)
  const nonce = randomBytes(12).toString('base64url')
  const token = `${issuedAt}.${nonce}.${sign(binding, issuedAt, nonce)}`
  const setCookie = binding === existing ? null : csrfCookieHeader(binding, isHttps(request))
  return { token, binding, setCookie }
}

export function csrfCookieHeader(binding: string, secure: boolean): string {
  // Session cookie: the binding lives as long as the browser session; each token has its own TTL.
  return `${CSRF_COOKIE}=${binding}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

export type CsrfCheck = { ok: true } | { ok: false; reason: 'missing-token' | 'missing-cookie' | 'malformed' | 'expired' | 'forged' }

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
  const result = checkCsrfToken(token, readCookie(request, CSRF_COOKIE), now)
  if (!result.ok) throw new AppError('csrf', { detail: result.reason })
}

/** Origins our own pages are served from: this request's URL, SITE_URL, and what our proxy says. */
export function allowedOrigins(request: Request): Set<string> {
  const origins = new Set<string>()
  try {
    origins.add(new URL(request.url).origin)
  } catch {
    // An unparseable request URL adds nothing; SITE_URL may still match.
  }
  for (const site of (process.env.SITE_URL ?? '').split(',')) {
    try {
      if (site.trim()) origins.add(new URL(site.trim()).origin)
    } catch {
      // A malformed SITE_URL entry is ignored rather than taking the forms down.
    }
  }
  if (process.env.TRUST_PROXY) {
    const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
    if (host && (proto === 'http' || proto === 'https')) {
      try {
        origins.add(new URL(`${proto}://${host}`).origin)
      } catch {
        // Nonsense from the proxy: ignore.
      }
    }
  }
  return origins
}

/**
 * Refuses posts another site made the browser send: Sec-Fetch-Site must be same-origin (or
 * none, a typed URL), and an Origin header, when present, must be one of ours. A request with
 * neither header (old browser, server-to-server) still needs the CSRF token.
 */
export function verifySameOrigin(request: Request): void {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new AppError('origin', { detail: `sec-fetch-site=${fetchSite.slice(0, 20)}` })
  }
  const origin = request.headers.get('origin')
  if (origin === null) return
  if (!allowedOrigins(request).has(origin)) {
    throw new AppError('origin', { detail: `origin=${origin.slice(0, 100)}` })
  }
}
