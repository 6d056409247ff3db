import { createHash } from 'node:crypto'

/**
 * Login throttling by progressive delay, never by lockout. A few failed attempts are free; after
 * that each further attempt must wait (doubling from `baseDelayMs`, capped at `maxDelayMs`) after
 * the previous one. The cap is seconds, so nobody (a stranger typing the admin's address included)
 * can keep the real owner out for longer than that, while guessing slows to a few tries a minute.
 *
 * Who is counted together (src/features/staff-auth/login.server.ts): attempts from a device that
 * carries the account's trusted-device cookie count only against that device, so strangers never
 * slow the owner down there; every other attempt counts against its client address (refused
 * attempts too: hammering lengthens the hammerer's own wait) and, when the password was really
 * checked, against the account.
 */
export type ThrottleRule = {
  free: number
  windowMs: number
  baseDelayMs: number
  maxDelayMs: number
  /** At most this many counted attempts per window: the next waits until the oldest leaves it. */
  cap?: number
}

/** Per account (the e-mail typed, known or not): 5 free failures per 15 minutes, then 1 s … 30 s. */
export const accountRule: ThrottleRule = { free: 5, windowMs: 15 * 60_000, baseDelayMs: 1_000, maxDelayMs: 30_000 }
/** Per client IP: 10 free failures per 15 minutes, then 1 s … 60 s. */
export const clientRule: ThrottleRule = { free: 10, windowMs: 15 * 60_000, baseDelayMs: 1_000, maxDelayMs: 60_000 }

/** Per trusted device of an account: the owner's typos, 5 free per 15 minutes, then 1 s … 30 s. */
export const trustedDeviceRule: ThrottleRule = { free: 5, windowMs: 15 * 60_000, baseDelayMs: 1_000, maxDelayMs: 30_000 }
/**
 * Wrong second-factor codes (and wrong current passwords or codes when changing the account) per
 * account, from anywhere but the account's trusted devices: 5 free per 24 hours, then 2 s, 4 s, …
 * up to 15 minutes between tries, and never more than 50 in 24 hours. A guesser who already has
 * the password gets at most 50 tries a day, 1.5 in 10,000 to hit one of the 3 codes valid at a
 * time (10⁶ codes, ±1 step); owner and admins are mailed at the 10th and the 50th
 * (GUESSING_ALERTS), and a password change, which ends the guesser's session, clears the count.
 */
export const secondFactorRule: ThrottleRule = {
  free: 5,
  windowMs: 24 * 60 * 60_000,
  baseDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  cap: 50,
}
/** Wrong codes typed on one of the account's trusted devices (the owner's typos): never the guesser's count, so the owner is never shut out by one. */
export const trustedSecondFactorRule: ThrottleRule = { free: 5, windowMs: 15 * 60_000, baseDelayMs: 2_000, maxDelayMs: 60_000 }
/** The counts of wrong codes (per account, 24 hours) at which the owner and the admins are told. */
export const GUESSING_ALERTS: readonly number[] = [10, 50]

/**
 * Password-reset requests (each may send a mail through the SMTP server the lead e-mails share):
 * at most this many per hour for one typed address and for one client, and reset mails sent for
 * all accounts together.
 */
export const resetLimits = { windowMs: 60 * 60_000, perAccount: 3, perClient: 10, mailsPerHour: 30 } as const

export const longestWindowMs = Math.max(
  accountRule.windowMs,
  clientRule.windowMs,
  trustedDeviceRule.windowMs,
  secondFactorRule.windowMs,
  trustedSecondFactorRule.windowMs,
  resetLimits.windowMs,
)

/**
 * How long (ms) the next attempt must still wait, 0 when it may go ahead. `previous`: the times of
 * earlier counted attempts (failures, and attempts still running), any order. A time slightly
 * ahead of `now` (another instance's clock) still counts.
 */
export function throttleWaitMs(previous: readonly Date[], rule: ThrottleRule, now: number): number {
  const inWindow = previous.map((at) => at.getTime()).filter((at) => now - at < rule.windowMs)
  if (inWindow.length < rule.free) return 0
  if (rule.cap !== undefined && inWindow.length >= rule.cap) {
    // Sorted newest first: the attempt that must leave the window for the count to drop under the cap.
    const leaving = [...inWindow].sort((a, b) => b - a)[rule.cap - 1]!
    return Math.max(0, leaving + rule.windowMs - now)
  }
  const over = inWindow.length - rule.free
  // 2 ** over grows past the cap quickly; the exponent is bounded so it never overflows.
  const delay = Math.min(rule.baseDelayMs * 2 ** Math.min(over, 30), rule.maxDelayMs)
  const newest = Math.max(...inWindow)
  return Math.max(0, newest + delay - now)
}

/** How an account is counted: SHA-256 of the lower-cased e-mail typed, never the address itself. */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
}
