import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The one-time setup token that opens the first registration (/admin/create-first-user and
 * POST /cms-api/users/first-register) on a database without staff accounts. SETUP_TOKEN gives it;
 * without it the server draws one when it starts on such a database and logs the link once
 * (src/instrumentation.ts → announceFirstAdmin). Once any account exists, first registration is
 * closed for good, token or not (Payload's own rule, and guard.ts's).
 *
 * A drawn token lives in this process only (on globalThis: Next loads this module in more than one
 * bundle). With several instances behind a balancer, set SETUP_TOKEN so that any of them accepts it.
 *
 * No 'server-only' here: the Users collection imports the guard, and the Payload CLI loads it.
 */
type Env = Record<string, string | undefined>

const drawn = Symbol.for('site.firstAdmin.setupToken')
type Holder = { [drawn]?: string }

/** The token in force: SETUP_TOKEN, else the one this process drew, else none yet. */
export function currentSetupToken(env: Env = process.env): string | null {
  const configured = env.SETUP_TOKEN?.trim()
  if (configured) return configured
  return (globalThis as Holder)[drawn] ?? null
}

/** SETUP_TOKEN, or a token drawn once per process (32 random bytes, URL-safe). */
export function ensureSetupToken(env: Env = process.env): { token: string; from: 'SETUP_TOKEN' | 'generated' } {
  const configured = env.SETUP_TOKEN?.trim()
  if (configured) return { token: configured, from: 'SETUP_TOKEN' }
  const holder = globalThis as Holder
  holder[drawn] ??= randomBytes(32).toString('base64url')
  return { token: holder[drawn], from: 'generated' }
}

/** Forgets a drawn token (tests). */
export function forgetDrawnSetupToken(): void {
  delete (globalThis as Holder)[drawn]
}

/** True when `given` is the token in force; compared in constant time. */
export function isSetupToken(given: unknown, env: Env = process.env): boolean {
  const expected = currentSetupToken(env)
  if (!expected || typeof given !== 'string' || !given) return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given.trim()), digest(expected))
}

/** The page where the first admin is created, with the token already in it. */
export function firstAdminUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/admin/create-first-user?token=${encodeURIComponent(token)}`
}
