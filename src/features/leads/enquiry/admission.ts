/**
 * Who gets in when posts come faster than people write enquiries. Pure decisions; the counts come
 * from the database (store.server.ts), so every app instance decides alike.
 *
 * The rule the firm lives by: no defence may turn a real visitor away, and no client may silence
 * the forms for the others.
 * - Limits are per client (IPv4 address or IPv6 /64), never one bucket for everyone when clients
 *   can be told apart.
 * - A plausible enquiry over its client's limit is stored *held for review* (not notified), not
 *   refused: a carrier-grade NAT puts many families behind one address. Only far past the limit is
 *   a client refused (429), so one client cannot fill the database either.
 * - When clients cannot be told apart (no address: the app runs without its own server), the limit
 *   is shared, so over it enquiries are held, never refused.
 * - Spam (honeypot, filled in too fast) never counts against anyone: it is not a lead.
 */
import type { RateLimitRule } from '@/server/rate-limit'

export type Admission = { kind: 'admit' } | { kind: 'hold'; reason: string } | { kind: 'refuse'; retryAfterSeconds: number }

/** Past `limit × HOLD_FACTOR` held leads in the window, a client's posts are refused. */
export const HOLD_FACTOR = 5
/** Clients that cannot be told apart share a bucket this many times larger than one client's. */
export const SHARED_FACTOR = 20

export const HELD_REASON = 'held: over the limit for this client'
export const HELD_SHARED_REASON = 'held: over the shared limit'

export function decideAdmission(options: {
  rule: RateLimitRule
  /** Null: this client cannot be told apart from others. */
  clientKey: string | null
  /** The client's (or the shared bucket's) leads admitted in the window. */
  admitted: number
  /** Leads this post would store (a referral post stores one per referred person). */
  incoming: number
  /** The client's leads held in the window; only needed once it is over the limit. */
  held?: number
}): Admission {
  const { rule, clientKey, admitted, incoming } = options
  if (clientKey === null) {
    return admitted + incoming <= rule.limit * SHARED_FACTOR ? { kind: 'admit' } : { kind: 'hold', reason: HELD_SHARED_REASON }
  }
  if (admitted + incoming <= rule.limit) return { kind: 'admit' }
  if ((options.held ?? 0) + incoming <= rule.limit * HOLD_FACTOR) return { kind: 'hold', reason: HELD_REASON }
  return { kind: 'refuse', retryAfterSeconds: Math.ceil(rule.windowMs / 1000) }
}

/**
 * Spam is stored, so staff can see what was caught and release a mistake, but only a sample of
 * it: the first SPAM_KEPT_PER_CLIENT posts of a client per window (per process: this bounds cost,
 * it decides nothing about real visitors). The rest is answered like a success and dropped.
 */
export const SPAM_KEPT_PER_CLIENT = 20
const SPAM_WINDOW_MS = 10 * 60_000
const MAX_TRACKED_CLIENTS = 10_000

export class SpamSampler {
  private readonly seen = new Map<string, { since: number; count: number }>()

  constructor(
    private readonly keep = SPAM_KEPT_PER_CLIENT,
    private readonly windowMs = SPAM_WINDOW_MS,
  ) {}

  /** Whether this spam post is one to store. */
  shouldStore(clientKey: string | null, now = Date.now()): boolean {
    const key = clientKey ?? 'unknown'
    let entry = this.seen.get(key)
    if (!entry || now - entry.since >= this.windowMs) {
      if (!entry && this.seen.size >= MAX_TRACKED_CLIENTS) {
        // Oldest first (Map keeps insertion order): a spoofing botnet cannot grow this without bound.
        const oldest = this.seen.keys().next().value
        if (oldest !== undefined) this.seen.delete(oldest)
      }
      entry = { since: now, count: 0 }
      this.seen.delete(key)
      this.seen.set(key, entry)
    }
    entry.count += 1
    return entry.count <= this.keep
  }
}
