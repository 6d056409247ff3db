import 'server-only'
import { after } from 'next/server'
import type { Payload } from 'payload'
import { payloadClient } from '@/server/payload'
import { logger, logLeadEvent } from '@/server/logger'
import { enqueueLeadNotifications } from './enqueue.server'
import { NOTIFY_QUEUE } from './jobs'

/**
 * Runs the notification queue: right after a lead is stored (so the intake inbox hears within
 * seconds) and every NOTIFY_INTERVAL_MS (15 s) so retries happen when their back-off is over.
 * Each tick also puts back jobs a crashed process left marked as running, and queues leads whose
 * jobs were never queued (a crash between storing a lead and queueing, on a database without
 * transactions). Delivery is at least once; the tasks skip what the lead says was already sent.
 */
const STALLED_AFTER_MS = 5 * 60_000
const MISSED_AFTER_MS = 60_000
const BATCH = 20

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

/** Queues notifications for leads stored as pending but never queued. */
export async function queueMissedLeads(payload: Payload, now = Date.now()): Promise<number> {
  const found = await payload.find({
    collection: 'leads',
    where: {
      and: [
        { 'notifications.email': { equals: 'pending' } },
        { 'notifications.queuedAt': { exists: false } },
        { createdAt: { less_than: new Date(now - MISSED_AFTER_MS).toISOString() } },
      ],
    },
    limit: BATCH,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { createdAt: true },
  })
  for (const doc of found.docs) {
    await enqueueLeadNotifications({ payload, leadId: doc.id })
    logLeadEvent('lead.notify.requeued', { leadId: doc.id })
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

/** After the answer has been sent (inside a Next request), or on the next turn of the event loop. */
export function runNotificationsSoon(payload?: Payload): void {
  const run = () => runNotificationQueue(payload)
  try {
    after(run)
  } catch {
    // Outside a Next request scope (tests, scripts): `after` throws; run in the background instead.
    setTimeout(() => void run(), 0)
  }
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
