import type { JobsConfig, Payload } from 'payload'

type AutorunCronConfig = Extract<NonNullable<JobsConfig['autoRun']>, unknown[]>[number]

/**
 * Scheduled publishing and unpublishing of CMS pages. Payload's admin queues a `schedulePublish`
 * job with the chosen time (waitUntil) on its `default` queue, which nothing else uses (lead
 * notifications have their own); a cron runs that queue every PUBLISH_INTERVAL_S seconds (default
 * 20), so a page goes live within that much of its time. Off with PUBLISH_WORKER=0.
 *
 * Imported by payload.config.ts (the Payload CLI loads it outside Next): no 'server-only'.
 */
export const SCHEDULE_QUEUE = 'default'

export function scheduleCron(env: Record<string, string | undefined> = process.env): string {
  const parsed = Number.parseInt(env.PUBLISH_INTERVAL_S ?? '', 10)
  const seconds = Number.isFinite(parsed) && parsed > 0 ? Math.min(59, parsed) : 20
  return `*/${seconds} * * * * *`
}

function scheduleAutoRun(): AutorunCronConfig[] {
  return process.env.PUBLISH_WORKER === '0' ? [] : [{ cron: scheduleCron(), queue: SCHEDULE_QUEUE, limit: 10, silent: true }]
}

let running: Promise<unknown> | null = null

/** One pass over the schedule queue at a time per process (Payload's cron protects only itself). */
export function runScheduledPublishing(payload: Payload): Promise<unknown> {
  running ??= payload.jobs.run({ queue: SCHEDULE_QUEUE, limit: 10, silent: true }).finally(() => {
    running = null
  })
  return running
}

/**
 * The site's jobs config with the schedule queue added to another's (the notifications'). Payload
 * asks one `shouldAutoRun` for every cron and does not say which: when the other config has one
 * (the notification pass answers false, running its own queue itself), the schedule queue is run
 * from it too, on every tick of any cron; otherwise Payload's own run of the schedule cron does it.
 */
export function withScheduledPublishing(base: JobsConfig): JobsConfig {
  const baseShouldAutoRun = base.shouldAutoRun
  return {
    ...base,
    autoRun: async (payload) => {
      const others = typeof base.autoRun === 'function' ? await base.autoRun(payload) : (base.autoRun ?? [])
      return [...others, ...scheduleAutoRun()]
    },
    ...(baseShouldAutoRun
      ? {
          shouldAutoRun: async (payload: Payload) => {
            if (process.env.PUBLISH_WORKER !== '0') await runScheduledPublishing(payload)
            return baseShouldAutoRun(payload)
          },
        }
      : {}),
  }
}
