import 'server-only'
import type { Payload } from 'payload'
import { logger } from '@/server/logger'
import { deliverChannel } from './deliver.server'
import { CHANNELS, LEADS_QUEUE, STUCK_AFTER_MS, type DeliveryKind } from './queue'
import { wakeChannel, waitingOn } from './wake'

export { wakeChannel }

/**
 * An outage is the channel's, not each lead's. A channel job that failed waits for its own retry,
 * doubled after each failure (Payload's back-off, ./queue.ts), so after an hour of mail outage the
 * leads of that hour would wait up to another hour each once it is back. Instead, whenever a
 * channel is seen to work again, every job waiting on it is made due now, and the queue's next
 * run (every second, ./jobs.ts) sends them, oldest first:
 *  - after any send on the channel got through (`wakeChannel`, from the channel's job);
 *  - every PROBE_EVERY_MS while jobs wait on a channel, the watch (`watchChannels`) tries the
 *    oldest one's lead on that channel alone; a failed probe is not one of its attempts;
 *  - when a server starts, the same watch at once (src/instrumentation.ts): a restart is how a
 *    setting (SMTP, the CRM's URL) appears. A probe, not every waiting job: a restart while the
 *    channel is still down would otherwise spend one attempt of every waiting lead (and log a
 *    line for each), and a few deploys in a long outage would leave leads with none;
 *  - when an intake address is saved in the site settings (src/globals/SiteSettings.ts).
 * A job that has given up (`failed`, its retries used up) does not come back: staff see those on
 * the intake desk.
 */
export const PROBE_EVERY_MS = 5_000

/**
 * Gives back to the queue the lead jobs still marked running long after their runner died (Payload
 * takes only jobs not marked running): delivery is at least once, nothing is lost to a crash.
 */
export async function releaseStuckJobs(payload: Payload, now = new Date()): Promise<number> {
  const released = await payload.db.updateMany({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: LEADS_QUEUE } },
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(now.getTime() - STUCK_AFTER_MS).toISOString() } },
      ],
    },
    data: { processing: false },
    req: {},
  })
  const count = released?.length ?? 0
  if (count > 0) logger.warn({ event: 'notify.released', jobs: count }, 'lead jobs whose runner died are queued again')
  return count
}

/**
 * The watch (a job scheduled every PROBE_EVERY_MS, ./jobs.ts): for each channel with jobs waiting
 * further than that, the oldest one's lead is tried on that channel alone; when it gets through,
 * the channel's other jobs are made due. Answers the channels that work again.
 */
export async function watchChannels(payload: Payload, now = new Date()): Promise<DeliveryKind[]> {
  const recovered: DeliveryKind[] = []
  for (const kind of CHANNELS) {
    const { docs } = await payload.db.find<{ input?: { leadId?: number | string } | null }>({
      collection: 'payload-jobs',
      where: waitingOn(kind, new Date(now.getTime() + PROBE_EVERY_MS)),
      sort: 'createdAt',
      limit: 1,
      pagination: false,
      req: {},
    })
    const leadId = docs[0]?.input?.leadId
    if (leadId === undefined) continue
    const outcome = await deliverChannel(payload, kind, leadId, { attempt: 0, final: false, probe: true }).catch(() => null)
    if (outcome === 'sent') {
      recovered.push(kind)
      await wakeChannel(payload, kind)
    }
  }
  return recovered
}
