import type { TaskConfig } from 'payload'

/**
 * The names and retry rule of the notification queue, apart from its task definitions (./jobs.ts):
 * the code that queues, runs and delivers jobs reads them here, and jobs.ts loads that code lazily,
 * so nothing imports in a circle. No server-only imports: payload.config.ts loads this in plain Node.
 */
type RetryConfig = Exclude<NonNullable<TaskConfig['retries']>, number>

export const NOTIFY_QUEUE = 'notifications'
export const EMAIL_TASK = 'lead-email'
export const WEBHOOK_TASK = 'lead-webhook'
/** A Web Push to the staff's phones (src/features/staff-push). */
export const PUSH_TASK = 'lead-push'
/** The visitor's confirmation e-mail (src/features/visitor-confirmation). */
export const CONFIRMATION_TASK = 'lead-confirmation'
/** Tells the CRM which leads were erased (src/features/erasure): ids only, signed like a lead. */
export const ERASURE_WEBHOOK_TASK = 'erasure-webhook'

export function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}

export function notificationRetries(env: Record<string, string | undefined> = process.env): RetryConfig {
  return {
    attempts: positiveInt(env.NOTIFY_RETRY_ATTEMPTS, 12),
    backoff: { type: 'exponential', delay: positiveInt(env.NOTIFY_RETRY_DELAY_MS, 30_000) },
    shouldRestore: false,
  }
}
