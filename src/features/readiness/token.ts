import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * Who may ask GET /api/health/ready: whoever holds READINESS_TOKEN (an operator's uptime monitor).
 * Unset, the endpoint does not exist. Pure (settings and request in, verdict out) so it is tested
 * without a server.
 */
type Env = Record<string, string | undefined>

/** The query parameter that carries the token for monitors that only take a URL (Uptime Kuma, a browser). */
export const READINESS_TOKEN_PARAM = 'token'

/** The shortest token accepted: shorter ones are ignored (the endpoint stays off) rather than guessable. */
export const READINESS_TOKEN_MIN_LENGTH = 16

export function readinessToken(env: Env = process.env): string | null {
  const token = env.READINESS_TOKEN?.trim()
  return token && token.length >= READINESS_TOKEN_MIN_LENGTH ? token : null
}

/** The token the request carries: `Authorization: Bearer …` first, else `?token=…`. */
export function givenToken(request: Request): string | null {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  if (bearer) return bearer
  let query: string | null = null
  try {
    query = new URL(request.url).searchParams.get(READINESS_TOKEN_PARAM)
  } catch {
    return null
  }
  return query?.trim() || null
}

/**
 * Whether the request carries the token. Both sides are hashed first, so the comparison takes the
 * same time whatever was sent, its length included.
 */
export function carriesToken(request: Request, token: string): boolean {
  const given = givenToken(request)
  if (!given) return false
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(token))
}
