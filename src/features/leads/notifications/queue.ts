import type { TaskConfig } from 'payload'

/**
 * The names of the notification jobs (./jobs.ts) and their retry rule. No server-only imports:
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

/** A new lead's notifications: one task per channel, its escalation, and the watch over them (./lead-jobs.server.ts). */
export const LEADS_QUEUE = 'leads'
export const CHANNELS = ['push', 'email', 'webhook', 'confirmation'] as const
export type DeliveryKind = (typeof CHANNELS)[number]
export const CHANNEL_TASKS = {
  push: 'notify-push',
  email: 'notify-email',
  webhook: 'notify-webhook',
  confirmation: 'notify-confirmation',
} as const satisfies Record<DeliveryKind, string>
export const ESCALATION_TASK = 'escalate-lead'
export const CHANNEL_WATCH_TASK = 'watch-channels'

/**
 * A lead job still marked running after this long lost its runner (a crash, a kill): SMTP and the
 * webhook time out in under a minute each. The watch gives it back to the queue.
 */
export const STUCK_AFTER_MS = 3 * 60_000

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
