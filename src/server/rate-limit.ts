import 'server-only'
import type { CollectionSlug, Payload, Where } from 'payload'
import { AppError } from './errors'

/**
 * Per-IP sliding-window limits, kept in the database so every app instance sees the same counts.
 * The window is counted over the rows a visitor's requests actually wrote (leads by consent.ip,
 * call clicks by ip, both indexed): no extra table, no clean-up job, and what is limited is exactly
 * what costs us (stored rows and notifications). Refused requests write nothing, so they do not
 * count; they cost one capped body parse and no storage.
 */
export type RateLimitRule = { limit: number; windowMs: number }

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** `recent`: the newest hits inside the window, newest first (at most `limit` of them are needed). */
export function decideRateLimit(recent: readonly Date[], rule: RateLimitRule, now = Date.now()): RateLimitDecision {
  const inWindow = recent.filter((at) => now - at.getTime() < rule.windowMs)
  if (inWindow.length < rule.limit) return { allowed: true }
  // The request may go through once the limit-th newest hit leaves the window.
  const oldestCounted = inWindow[rule.limit - 1]!
  const waitMs = oldestCounted.getTime() + rule.windowMs - now
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
}

/** "limit/windowSeconds" from the environment, e.g. RATE_LIMIT_LEADS=20/600; junk falls back. */
export function ruleFromEnv(value: string | undefined, fallback: RateLimitRule): RateLimitRule {
  const match = /^\s*(\d{1,6})\s*\/\s*(\d{1,7})\s*$/.exec(value ?? '')
  if (!match) return fallback
  const limit = Number(match[1])
  const windowMs = Number(match[2]) * 1000
  return limit > 0 && windowMs > 0 ? { limit, windowMs } : fallback
}

export const leadRule = (): RateLimitRule => ruleFromEnv(process.env.RATE_LIMIT_LEADS, { limit: 20, windowMs: 10 * 60_000 })
export const callClickRule = (): RateLimitRule =>
  ruleFromEnv(process.env.RATE_LIMIT_CALL_CLICKS, { limit: 60, windowMs: 10 * 60_000 })

/**
 * Without a trusted proxy we cannot tell visitors apart (see clientIp), so all of them share one
 * bucket with a much larger limit: it caps a flood without turning away an ordinary day's leads.
 */
const UNKNOWN_IP_FACTOR = 20

export type RateLimitSource = { collection: CollectionSlug; ipField: string }

export async function enforceRateLimit(options: {
  payload: Payload
  ip: string | null
  rule: RateLimitRule
  source: RateLimitSource
  now?: number
}): Promise<void> {
  const { payload, ip, source } = options
  const now = options.now ?? Date.now()
  const rule = ip ? options.rule : { ...options.rule, limit: options.rule.limit * UNKNOWN_IP_FACTOR }
  const since = new Date(now - rule.windowMs).toISOString()
  const where: Where = {
    and: [
      ip ? { [source.ipField]: { equals: ip } } : { [source.ipField]: { exists: false } },
      { createdAt: { greater_than: since } },
    ],
  }
  const found = await payload.find({
    collection: source.collection,
    where,
    sort: '-createdAt',
    limit: rule.limit,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { createdAt: true },
  })
  const recent = found.docs.map((doc) => new Date(String((doc as { createdAt: string }).createdAt)))
  const decision = decideRateLimit(recent, rule, now)
  if (!decision.allowed) {
    throw new AppError('rate_limited', { retryAfterSeconds: decision.retryAfterSeconds, detail: ip ?? 'unknown-ip' })
  }
}
