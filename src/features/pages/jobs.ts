import { createHmac, timingSafeEqual } from 'node:crypto'
import type { JobsConfig, Payload, PayloadRequest } from 'payload'

/**
 * Scheduled publishing and unpublishing of CMS pages. Payload's admin queues a `schedulePublish`
 * job with the chosen time (waitUntil) on its `default` queue, which nothing else uses; a timer in
 * the server process runs that queue every PUBLISH_INTERVAL_S seconds (default 20), so a page goes
 * live within that much of its time. Off with PUBLISH_WORKER=0.
 *
 * The timer does not run the jobs itself: a publish must refresh the page's cache tags, and Next's
 * `revalidateTag` works only inside a request (outside one it throws "static generation store
 * missing"). So each tick calls Payload's own jobs endpoint, GET /cms-api/payload-jobs/run?queue=
 * default, over loopback, and the job runs inside that route handler. The call carries a header
 * derived from the Payload secret, which `jobs.access.run` accepts for this queue only.
 *
 * Imported by payload.config.ts (the Payload CLI loads it outside Next): no 'server-only'.
 */
export const SCHEDULE_QUEUE = 'default'
export const SCHEDULE_RUN_HEADER = 'x-schedule-run'
const LIMIT = 10

export function scheduleIntervalMs(env: Record<string, string | undefined> = process.env): number {
  const parsed = Number.parseInt(env.PUBLISH_INTERVAL_S ?? '', 10)
  return (Number.isFinite(parsed) && parsed > 0 ? Math.min(3600, parsed) : 20) * 1000
}

/** The header's value: a key of its own made from the Payload secret, never the secret itself. */
export function scheduleRunToken(secret: string): string {
  return createHmac('sha256', secret).update('pages:schedule-run').digest('hex')
}

/** Whether a request is the timer's: the right token, and only for the schedule queue. */
export function isScheduleRun(req: Pick<PayloadRequest, 'headers' | 'query' | 'payload'>): boolean {
  const given = req.headers.get(SCHEDULE_RUN_HEADER)
  if (!given || req.query?.queue !== SCHEDULE_QUEUE || req.query?.allQueues) return false
  const expected = Buffer.from(scheduleRunToken(req.payload.secret))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * Where this process answers: PORT (3000) on HOST when it names one address, else loopback.
 * PUBLISH_RUN_ORIGIN overrides it (a dev server started on another port). The schedule's timer and
 * the dated snapshots (src/app/api/snapshot) call this server there.
 */
export function loopbackOrigin(env: Record<string, string | undefined> = process.env): string {
  const host = env.HOST && !['0.0.0.0', '::', '[::]'].includes(env.HOST) ? env.HOST : '127.0.0.1'
  return env.PUBLISH_RUN_ORIGIN?.replace(/\/$/, '') || `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT || 3000}`
}

export function scheduleRunUrl(apiRoute: string, env: Record<string, string | undefined> = process.env): string {
  const origin = loopbackOrigin(env)
  const query = new URLSearchParams({ queue: SCHEDULE_QUEUE, limit: String(LIMIT), silent: 'true' })
  return `${origin}${apiRoute}/payload-jobs/run?${query.toString()}`
}

let running: Promise<unknown> | null = null

/**
 * One pass over the schedule queue through the Local API, outside any request: for the Payload CLI
 * and tests, where there is no Next cache to refresh. One pass at a time per process.
 */
export function runScheduledPublishing(payload: Payload): Promise<unknown> {
  running ??= payload.jobs.run({ queue: SCHEDULE_QUEUE, limit: LIMIT, silent: true }).finally(() => {
    running = null
  })
  return running
}

/** One tick: ask this server to run the due schedule jobs; a failure is logged, the next tick retries. */
export async function requestScheduleRun(payload: Payload, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  let problem: unknown = null
  try {
    const response = await fetchImpl(scheduleRunUrl(payload.config.routes.api), {
      headers: { [SCHEDULE_RUN_HEADER]: scheduleRunToken(payload.secret) },
      signal: AbortSignal.timeout(60_000),
    })
    await response.arrayBuffer()
    if (response.ok) return true
    problem = `HTTP ${response.status}`
  } catch (error) {
    problem = error
  }
  payload.logger.error({ err: problem, event: 'pages.schedule' }, 'scheduled publishing did not run; retrying next tick')
  return false
}

const TIMER = Symbol.for('firm.pages.scheduleTimer')
type TimerHolder = { [TIMER]?: ReturnType<typeof setInterval> }

/** Starts the process's one timer (once, even if Next loads this module twice). */
function startScheduleTimer(payload: Payload): void {
  const holder = globalThis as TimerHolder
  if (process.env.PUBLISH_WORKER === '0' || holder[TIMER]) return
  let busy = false
  holder[TIMER] = setInterval(() => {
    if (busy) return
    busy = true
    void requestScheduleRun(payload).finally(() => {
      busy = false
    })
  }, scheduleIntervalMs())
  // The timer never keeps a stopping process alive.
  holder[TIMER].unref()
}

/**
 * The site's jobs config with scheduled publishing added to another's (the notifications'): the
 * timer starts when Payload starts its job runner (`autoRun`, called once with the instance, in
 * the server only), and the run endpoint also lets the timer in.
 */
export function withScheduledPublishing(base: JobsConfig): JobsConfig {
  const baseRun = base.access?.run
  return {
    ...base,
    // A fresh list: Payload appends its own tasks (scheduled publishing's) to the config's list in
    // place, and the base's list is a module's constant.
    tasks: [...(base.tasks ?? [])],
    access: {
      ...base.access,
      run: async (args) => isScheduleRun(args.req) || (baseRun ? await baseRun(args) : Boolean(args.req.user)),
    },
    autoRun: async (payload) => {
      startScheduleTimer(payload)
      return typeof base.autoRun === 'function' ? await base.autoRun(payload) : (base.autoRun ?? [])
    },
  }
}
