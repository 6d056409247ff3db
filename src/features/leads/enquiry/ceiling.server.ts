import 'server-only'
import type { Payload } from 'payload'
import { logger } from '@/server/logger'
import { ALERTS_QUEUE, CEILING_ALERT_TASK } from '@/features/leads/notifications/queue'

/**
 * The site-wide ceiling on notifications. Per-client limits (admission.ts) cannot stop someone with
 * many addresses (an IPv6 range, a proxy pool): past `notificationCeilingPerHour` notified leads in
 * the last hour, from every client together, a new lead is still stored but held for review (status
 * suspected spam, reason CEILING_REASON: not e-mailed, not sent to the CRM; staff return a real one
 * to "New" and it is notified then), and the admins get one e-mail an hour at most (a queued job). The count is
 * the database's, so every instance decides alike.
 */
export const CEILING_REASON = 'held: over the site-wide notification ceiling'
const HOUR_MS = 60 * 60_000
const SETTINGS_TTL_MS = 30_000

let settingsCache: { at: number; ceiling: number | null } | null = null

async function ceilingPerHour(payload: Payload): Promise<number | null> {
  if (settingsCache && Date.now() - settingsCache.at < SETTINGS_TTL_MS) return settingsCache.ceiling
  try {
    const settings = (await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: true,
      select: { notificationCeilingPerHour: true },
    })) as {
      notificationCeilingPerHour?: number | null
    }
    const value = Number(settings.notificationCeilingPerHour)
    settingsCache = { at: Date.now(), ceiling: Number.isFinite(value) && value > 0 ? value : null }
  } catch {
    // Settings unreadable: keep the last known ceiling (none on a fresh database).
    settingsCache = { at: Date.now(), ceiling: settingsCache?.ceiling ?? null }
  }
  return settingsCache.ceiling
}

/** For tests: forget the cached setting. */
export function forgetCeilingSetting(): void {
  settingsCache = null
}

/** Whether `incoming` more notified leads would pass the ceiling; starts the admins' alert when so. */
export async function overNotificationCeiling(payload: Payload, incoming: number, now = Date.now()): Promise<boolean> {
  const ceiling = await ceilingPerHour(payload)
  if (ceiling === null) return false
  const { totalDocs: notified } = await payload.db.count({
    collection: 'leads',
    where: {
      and: [{ createdAt: { greater_than: new Date(now - HOUR_MS).toISOString() } }, { 'spam.flagged': { equals: false } }],
    },
    req: {},
  })
  if (notified + incoming <= ceiling) return false
  await queueAlert(payload, ceiling, notified)
  return true
}

/**
 * The admins' alert, as a job (src/features/leads/notifications/jobs.ts; Payload's cron runs it within a
 * minute, retried if mail fails): queued unless one is already waiting, so a burst past the
 * ceiling queues one, not one per post. The job sends at most one an hour (./ceiling-alert.server.ts).
 */
async function queueAlert(payload: Payload, ceiling: number, notifiedLastHour: number): Promise<void> {
  try {
    const { totalDocs: waiting } = await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: CEILING_ALERT_TASK } }, { completedAt: { exists: false } }] },
      overrideAccess: true,
    })
    if (waiting > 0) return
    await payload.jobs.queue({ task: CEILING_ALERT_TASK, queue: ALERTS_QUEUE, input: { ceiling, notifiedLastHour } })
  } catch (error) {
    // The lead is held all the same; only the alert is missing, and the next post past the ceiling queues it.
    logger.error({ err: error, event: 'lead.ceiling.alert_queue' }, 'notification ceiling alert not queued')
  }
}
