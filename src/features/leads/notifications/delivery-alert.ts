import { isProduction } from '@/server/production-settings'
import { smtpSettings } from '@/server/smtp-settings'

/**
 * Whether lead e-mails are getting out, from the lead rows' notification state (the queue writes
 * it on each lead: pending → sent, or retrying → failed once the retries are used up). The intake
 * desk shows staff a red notice when they are not (src/features/leads/desk/DeliveryNotice.tsx), and the
 * operator's readiness check (GET /api/health/ready) answers 503 while a lead's notifications have
 * been stuck longer than READINESS_STUCK_MINUTES (`stuckNotifications`).
 *
 * Pure (figures in, verdict out) so it is tested without a database; delivery-status.server.ts
 * reads the figures.
 */
type Env = Record<string, string | undefined>

export type DeliveryFigures = {
  /** Leads whose e-mail has not gone out: pending, retrying or failed (suspected spam is never sent). */
  waiting: number
  /** When the oldest of them came in (ISO), or null. */
  oldestWaitingAt: string | null
  /** Of them, how many failed at least once since the last lead e-mail that did go out. */
  failingInARow: number
  /** Of them, how many have used up every retry. */
  gaveUp: number
  /** Whether an intake address exists (INTAKE_EMAIL or Site settings). */
  intakeAddress: boolean
}

export type DeliveryProblem = 'no-smtp' | 'no-intake-address' | 'failing'

export type DeliveryAlert = {
  problem: DeliveryProblem
  waiting: number
  oldestWaitingAt: string | null
}

/** How many failures in a row make a notice (NOTIFY_ALERT_FAILURES, default 3). */
export function failuresBeforeAlert(env: Env = process.env): number {
  const parsed = Number.parseInt(env.NOTIFY_ALERT_FAILURES ?? '', 10)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 3
}

/**
 * The notice staff should see, or null when e-mails are flowing. Outside production a missing SMTP
 * server is how a developer's machine is meant to be, so only failures count there.
 */
export function deliveryAlert(figures: DeliveryFigures, env: Env = process.env): DeliveryAlert | null {
  const base = { waiting: figures.waiting, oldestWaitingAt: figures.oldestWaitingAt }
  if (isProduction(env) && !smtpSettings(env)) return { problem: 'no-smtp', ...base }
  if (isProduction(env) && !figures.intakeAddress) return { problem: 'no-intake-address', ...base }
  if (figures.gaveUp > 0 || figures.failingInARow >= failuresBeforeAlert(env)) return { problem: 'failing', ...base }
  return null
}

/** Whole seconds since the oldest waiting lead came in, or null when none waits. */
export function oldestWaitingSeconds(figures: Pick<DeliveryFigures, 'oldestWaitingAt'>, now = Date.now()): number | null {
  if (!figures.oldestWaitingAt) return null
  return Math.max(0, Math.floor((now - new Date(figures.oldestWaitingAt).getTime()) / 1000))
}

/** A lead whose notifications are still being tried (delivery-status.server.ts, `oldestOpenDelivery`). */
export type OpenDelivery = {
  id: string | number
  /** When the lead came in (ISO). */
  createdAt: string
  /** Its channels still pending or retrying: email, webhook, push, confirmation. */
  channels: string[]
}

/** Minutes a lead's notifications may stay undelivered before readiness fails (READINESS_STUCK_MINUTES, default 15). */
export function stuckAfterMinutes(env: Env = process.env): number {
  const parsed = Number.parseInt(env.READINESS_STUCK_MINUTES ?? '', 10)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 15
}

/**
 * Stuck: the oldest lead with a notification still to deliver (a channel configured when it came
 * in, still `pending` or `retrying`) came in more than `stuckAfterMinutes` ago. One line saying so
 * (for the operator's monitor: lead id, channels, minutes; nothing about the person), or null.
 * A channel that used up its retries (`failed`, after about a day and a half at the default
 * back-off) no longer counts: by then the monitor has been red for that long, and the intake desk
 * keeps showing staff the lead (deliveryAlert).
 */
export function stuckNotifications(oldest: OpenDelivery | null, now = Date.now(), env: Env = process.env): string | null {
  if (!oldest) return null
  const minutes = Math.floor((now - Date.parse(oldest.createdAt)) / 60_000)
  if (!(minutes > stuckAfterMinutes(env))) return null
  const channels = oldest.channels.length > 0 ? oldest.channels.join(', ') : 'notifications'
  return `lead notifications stuck: lead ${oldest.id} (${channels}) waiting ${minutes} min`
}
