import 'server-only'
import type { Payload } from 'payload'
import { payloadClient } from '@/server/payload'
import { logger, logLeadEvent } from '@/server/logger'
import { enqueueLeadNotifications } from './enqueue.server'
import { NOTIFY_QUEUE } from './jobs'

/**
 * Runs the notification queue: soon after a lead is stored (so the intake inbox hears within
 * seconds) and every NOTIFY_INTERVAL_MS (15 s) so retries happen when their back-off is over.
 * Each tick puts back jobs a crashed process left marked as running, then queues the jobs of every
 * stored lead not yet queued — a lead row is written with `notifications.email = pending` and is
 * the outbox: the request stores one row and never waits for the queue or for mail. Delivery is at
 * least once; the tasks skip what the lead says was already sent.
 */
// A delivery gives up after the SMTP and webhook timeouts (under a minute); a job still marked
// running after this long was left by a process that died.
const STALLED_AFTER_MS = 2 * 60_000
const BATCH = 20
/** Under a burst, runs are at least this far apart, so mail never starves the forms of CPU. */
const MIN_GAP_MS = 1_000

type RunnerState = { running: Promise<void> | null; again: boolean; timer: ReturnType<typeof setInterval> | null }

const globalKey = Symbol.for('site.notificationRunner')
const state: RunnerState = ((globalThis as Record<symbol, unknown>)[globalKey] as RunnerState | undefined) ?? {
  running: null,
  again: false,
  timer: null,
}
;(globalThis as Record<symbol, unknown>)[globalKey] = state

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
      and: [
        { 'notifications.email': { equals: 'pending' } },
        { 'notifications.queuedAt': { exists: false } },
      ],
    },
    sort: 'createdAt',
    limit,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { createdAt: true },
  })
  for (const doc of found.docs) {
    await enqueueLeadNotifications({ payload, leadId: doc.id })
    logLeadEvent('lead.notify.queued', { leadId: doc.id })
  }
  return found.docs.length
}

async function tick(payload: Payload): Promise<void> {
  await releaseStalledJobs(payload)
  await queueMissedLeads(payload)
  // A few rounds at most: jobs whose back-off is not over stay for a later tick.
  for (let round = 0; round < 5; round++) {
    const result = await payload.jobs.run({ queue: NOTIFY_QUEUE, limit: BATCH, sequential: true, silent: true })
    const ran = 'jobStatus' in result && result.jobStatus ? Object.keys(result.jobStatus).length : 0
    if (ran < BATCH) break
  }
}

/**
 * Runs the queue now, or once more after the current run if one is going (so a job queued during a
 * run is not left for the next tick). Never throws: a failure is logged and the next tick retries.
 */
export function runNotificationQueue(payload?: Payload): Promise<void> {
  if (state.running) {
    state.again = true
    return state.running
  }
  state.running = (async () => {
    try {
      const client = payload ?? (await payloadClient())
      do {
        state.again = false
        await tick(client)
      } while (state.again)
    } catch (error) {
      logger.error({ err: error, event: 'notify.runner' }, 'notification queue run failed')
    } finally {
      state.running = null
    }
  })()
  return state.running
}

let soon: ReturnType<typeof setTimeout> | null = null
let lastRunAt = 0

/**
 * Asks for a run soon: once a moment after the first new lead, then at most once per MIN_GAP_MS
 * however many leads arrive (a run queues and sends them all).
 */
export function requestNotificationRun(payload?: Payload): void {
  if (soon || process.env.NOTIFY_WORKER === '0') return
  const wait = Math.max(50, lastRunAt + MIN_GAP_MS - Date.now())
  soon = setTimeout(() => {
    soon = null
    lastRunAt = Date.now()
    void runNotificationQueue(payload)
  }, wait)
  soon.unref?.()
}

/** Starts the periodic run once per process (safe to call on every request). */
export function startNotificationWorker(): void {
  if (state.timer || process.env.NOTIFY_WORKER === '0') return
  const interval = Number.parseInt(process.env.NOTIFY_INTERVAL_MS ?? '', 10)
  state.timer = setInterval(() => void runNotificationQueue(), Number.isFinite(interval) && interval >= 1000 ? interval : 15_000)
  // The timer alone must not keep a process (a test, a script) alive.
  state.timer.unref?.()
}

export function stopNotificationWorker(): void {
  if (state.timer) clearInterval(state.timer)
  state.timer = null
}
