import type { JobsConfig, Payload } from 'payload'
import { CAPTURE_QUEUE, captureSnapshotTask } from '@/features/publication-record/capture'

/**
 * Scheduled publishing and unpublishing of CMS pages and text groups, and the capture of what was
 * published (src/features/publication-record/capture.ts). Payload's admin queues a `schedulePublish`
 * job with the chosen time (waitUntil) on its `default` queue; the publication record queues its
 * captures on `snapshots`. Payload's own cron (`autoRun`) runs both queues every PUBLISH_INTERVAL_S
 * seconds (default 20) in every server process started with `cron: true` (src/server/payload.ts).
 *
 * A scheduled publish runs outside any request, where Next's `revalidateTag` cannot be called (it
 * is for Server Functions and Route Handlers), so the hooks skip it (src/server/revalidate.ts) and
 * the reads a schedule can change (a CMS page by path, a text group) are refreshed by time every
 * PUBLISH_INTERVAL_S seconds instead (`scheduleRevalidateS`). A page goes live within two intervals
 * of its time (the queue's tick, then the read's age), plus nginx's micro-cache.
 *
 * Imported by payload.config.ts (the Payload CLI loads it outside Next): no 'server-only'.
 */
export const SCHEDULE_QUEUE = 'default'
const LIMIT = 10

/** PUBLISH_INTERVAL_S, 1–60 seconds (a divisor of 60 keeps the cron's ticks evenly spaced). */
export function scheduleIntervalS(env: Record<string, string | undefined> = process.env): number {
  const parsed = Number.parseInt(env.PUBLISH_INTERVAL_S ?? '', 10)
  return Number.isFinite(parsed) && parsed > 0 ? Math.min(60, parsed) : 20
}

/** How long a read that a schedule can change is served before it is read again (unstable_cache's `revalidate`). */
export const scheduleRevalidateS = (): number => scheduleIntervalS()

/** The cron (with seconds) that runs the schedule queue every interval. */
export const scheduleCron = (env: Record<string, string | undefined> = process.env): string =>
  `*/${scheduleIntervalS(env)} * * * * *`

/** One pass over the schedule queue through the Local API: for the Payload CLI and tests. */
export function runScheduledPublishing(payload: Payload): Promise<unknown> {
  return payload.jobs.run({ queue: SCHEDULE_QUEUE, limit: LIMIT, silent: true })
}

/**
 * The site's jobs config with scheduled publishing and the captures added to another's (the
 * notifications'): the capture task, and Payload's cron for the `default` queue. Off with
 * PUBLISH_WORKER=0 (a process that only queues, such as a test's).
 */
export function withScheduledPublishing(base: JobsConfig): JobsConfig {
  return {
    ...base,
    // A fresh list: Payload appends its own tasks (scheduled publishing's) to the config's list in
    // place, and the base's list is a module's constant.
    tasks: [...(base.tasks ?? []), captureSnapshotTask],
    autoRun: async (payload) => {
      const others = typeof base.autoRun === 'function' ? await base.autoRun(payload) : (base.autoRun ?? [])
      if (process.env.PUBLISH_WORKER === '0') return others
      return [
        ...others,
        { cron: scheduleCron(), queue: SCHEDULE_QUEUE, limit: LIMIT, silent: true },
        // A few captures at a time: each asks this server for up to every page of a language.
        { cron: scheduleCron(), queue: CAPTURE_QUEUE, limit: 3, silent: true },
      ]
    },
  }
}
