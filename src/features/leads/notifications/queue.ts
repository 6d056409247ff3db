import type { TaskConfig } from 'payload'

/**
 * The retry rule of lead notifications (worker.server.ts, deliver.server.ts) and of the erasure
 * webhook (a Payload job, ./jobs.ts), and the erasure queue's names. No server-only imports:
 * payload.config.ts loads this in plain Node.
 */
type RetryConfig = Exclude<NonNullable<TaskConfig['retries']>, number>

/** Tells the CRM which leads were erased (src/features/erasure): ids only, signed like a lead. */
export const ERASURE_WEBHOOK_TASK = 'erasure-webhook'
export const ERASURE_QUEUE = 'erasure'
/** The admins' alert that the site-wide notification ceiling was passed (src/features/leads/enquiry/ceiling.server.ts). */
export const CEILING_ALERT_TASK = 'ceiling-alert'
export const ALERTS_QUEUE = 'alerts'
/** The retention periods applied every hour, a scheduled job on its own queue (src/features/retention). */
export const RETENTION_TASK = 'retention'
export const HOUSEKEEPING_QUEUE = 'housekeeping'

/**
 * How long a sender holds the leads it claimed: longer than any delivery of one lead takes (SMTP
 * and webhook time out in under a minute each). A claim that lapses means its sender died.
 */
export const CLAIM_TTL_MS = 3 * 60_000

export function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}

/** Retries after the first try, and the first wait (doubled after each failure). */
export function notificationRetries(env: Record<string, string | undefined> = process.env): RetryConfig {
  return {
    attempts: positiveInt(env.NOTIFY_RETRY_ATTEMPTS, 12),
    backoff: { type: 'exponential', delay: positiveInt(env.NOTIFY_RETRY_DELAY_MS, 30_000) },
    shouldRestore: false,
  }
}

/** The wait before the next try after `attempts` failed passes: the first delay, doubled each time. */
export function retryDelayMs(attempts: number, env: Record<string, string | undefined> = process.env): number {
  const { backoff } = notificationRetries(env)
  const delay = typeof backoff?.delay === 'number' ? backoff.delay : 30_000
  return delay * 2 ** Math.max(0, attempts - 1)
}
