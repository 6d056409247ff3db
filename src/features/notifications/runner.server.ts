import 'server-only'
import type { Payload } from 'payload'
import { logger, logLeadEvent } from '@/server/logger'
import { enqueueLeadNotifications } from './enqueue.server'
import { NOTIFY_QUEUE } from './queue'
import { applyRetentionIfDue } from '@/features/retention/retention.server'
import { escalateWaitingLeads } from '@/features/escalation/escalate.server'

/**
 * What runs the notification queue. Payload's own job runner does the steady work: `jobs.autoRun`
 * (features/notifications/jobs.ts) passes over the queue every NOTIFY_INTERVAL_MS (15 s), so
 * retries go out when their back-off is over, and its `shouldAutoRun` runs our two sweeps first
 * (`sweepNotifications` below). This module adds the nudge a new lead gives: a pass a moment
 * after it is stored, so the intake inbox hears within seconds, not at the next cron tick.
 * Delivery is at least once; the tasks skip what the lead says was already sent.
 */
// A delivery gives up after the SMTP and webhook timeouts (under a minute); a job still marked
// running after this long was left by a process that died.
const STALLED_AFTER_MS = 2 * 60_000
const BATCH = 20
/** Under a burst, nudged passes are at least this far apart, so mail never starves the forms of CPU. */
const MIN_GAP_MS = 1_000

/** Puts jobs back in the queue that have been "processing" far longer than any delivery takes. */
export async function releaseStalledJobs(payload: Payload, now = Date.now()): Promise<number> {
  const result = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { queue: { equals: NOTIFY_QUEUE } },
        { updatedAt: { less_than: new Date(now - STALLED_AFTER_MS).toISOString() } },
      ],
    },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
  return result.docs.length
}

/** Queues notifications for leads stored as pending and not queued yet (oldest first). */
export async function queueMissedLeads(payload: Payload, limit = BATCH * 5): Promise<number> {
  const found = await payload.find({
    collection: 'leads',
    where: {
      and: [{ 'notifications.email': { equals: 'pending' } }, { 'notifications.queuedAt': { exists: false } }],
    },
    sort: 'createdAt',
    limit,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { createdAt: true, notifications: true },
  })
  for (const doc of found.docs) {
    await enqueueLeadNotifications({ payload, leadId: doc.id, states: doc.notifications })
    logLeadEvent('lead.notify.queued', { leadId: doc.id })
  }
  return found.docs.length
}

/**
 * The sweeps run before every pass over the queue: put back jobs a crashed process left marked as
 * running, then queue the jobs of every stored lead not yet queued (a lead row is written with
 * `notifications.email = pending` and is the outbox). Never throws: a failure is logged and the
 * next pass retries.
 */
export async function sweepNotifications(payload: Payload): Promise<void> {
  try {
    await releaseStalledJobs(payload)
    await queueMissedLeads(payload)
  } catch (error) {
    logger.error({ err: error, event: 'notify.sweep' }, 'notification sweep failed')
  }
  // The retention periods of site settings, at most once an hour (src/features/retention).
  await applyRetentionIfDue(payload)
  // New leads nobody has contacted are announced again (src/features/escalation).
  await escalateWaitingLeads(payload)
}

let running: Promise<void> | null = null
let again = false

/**
 * One pass now (sweeps, then the queue, a few rounds at most: jobs whose back-off is not over wait
 * for the next tick), or once more after the current pass if one is going in this process (so a
 * job queued during a pass is not left for the next tick). Never throws. The cron's ticks and the
 * nudges both come here, so one process never runs two passes at once: Payload's `jobs.run` does
 * not claim jobs atomically (payloadcms/payload#16043). Passes of two instances can still overlap.
 */
export function runNotificationQueue(payload: Payload): Promise<void> {
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    try {
      do {
        again = false
        await sweepNotifications(payload)
        for (let round = 0; round < 5; round++) {
          const result = await payload.jobs.run({ queue: NOTIFY_QUEUE, limit: BATCH, sequential: true, silent: true })
          const ran = 'jobStatus' in result && result.jobStatus ? Object.keys(result.jobStatus).length : 0
          if (ran < BATCH) break
        }
      } while (again)
    } catch (error) {
      logger.error({ err: error, event: 'notify.runner' }, 'notification queue run failed')
    } finally {
      running = null
    }
  })()
  return running
}

let soon: ReturnType<typeof setTimeout> | null = null
let lastRunAt = 0

/**
 * Asks for a pass soon: once a moment after the first new lead, then at most once per MIN_GAP_MS
 * however many leads arrive (a pass queues and sends them all). With NOTIFY_WORKER=0 (tests,
 * benchmarks) nothing runs by itself.
 */
export function requestNotificationRun(payload: Payload): void {
  if (soon || process.env.NOTIFY_WORKER === '0') return
  const wait = Math.max(50, lastRunAt + MIN_GAP_MS - Date.now())
  soon = setTimeout(() => {
    soon = null
    lastRunAt = Date.now()
    void runNotificationQueue(payload)
  }, wait)
  // The nudge alone must not keep a process (a test, a script) alive.
  soon.unref?.()
}
