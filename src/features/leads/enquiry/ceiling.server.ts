import 'server-only'
import type { Payload } from 'payload'
import { logger } from '@/server/logger'
import { withAdvisoryLock } from '@/server/advisory-lock'
import { readSiteSettings } from '@/globals/settings-read'
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

async function ceilingPerHour(payload: Payload): Promise<number | null> {
  try {
    const value = Number((await readSiteSettings(payload)).notificationCeilingPerHour)
    return Number.isFinite(value) && value > 0 ? value : null
  } catch {
    // Settings never read (a fresh database, unreachable): no ceiling.
    return null
  }
}

/**
 * How close the count may come to the ceiling before posts take turns. Far below it, posts write at
 * once and the count is a little late (a post in flight is not yet in it); within SLACK of it, each
 * post counts and writes holding the database's advisory lock, so the last places go one at a time:
 * the flood drill notified 127–136 leads past a ceiling of 100 when every post counted on its own.
 * Past the ceiling no turn is needed: a late count is only ever too low, so a post it already puts
 * over is over, and a flood past the ceiling does not line every visitor up behind it.
 */
const SLACK = 50
const CEILING_LOCK = 'site:notification-ceiling'
let turn: Promise<unknown> = Promise.resolve()

/**
 * Writes a post's `incoming` leads with `write(held)`, held when they would take the notified
 * leads of the last hour past the ceiling (and then the admins' alert is queued).
 */
export async function writeUnderCeiling<T>(payload: Payload, incoming: number, write: (held: boolean) => Promise<T>): Promise<T> {
  const ceiling = await ceilingPerHour(payload)
  if (ceiling === null) return write(false)
  const decide = async (notified: number) => {
    const held = notified + incoming > ceiling
    if (held) await queueAlert(payload, ceiling, notified)
    return write(held)
  }
  const notified = await notifiedLastHour(payload)
  if (notified + incoming + SLACK <= ceiling || notified + incoming > ceiling) return decide(notified)
  // The last places, one post at a time. One turn per instance: a waiting post holds no pool connection.
  const mine = turn.then(() => withAdvisoryLock(payload, CEILING_LOCK, async () => decide(await notifiedLastHour(payload))))
  turn = mine.catch(() => undefined)
  // Waiting for the lock (not `{ wait: false }`), so the work always ran.
  return (await mine) as T
}

async function notifiedLastHour(payload: Payload): Promise<number> {
  const now = Date.now()
  const { totalDocs } = await payload.db.count({
    collection: 'leads',
    where: {
      and: [{ createdAt: { greater_than: new Date(now - HOUR_MS).toISOString() } }, { 'spam.flagged': { equals: false } }],
    },
    req: {},
  })
  return totalDocs
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
