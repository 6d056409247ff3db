import type { Payload, PayloadRequest, Where } from 'payload'
import { CHANNEL_TASKS, LEADS_QUEUE, type DeliveryKind } from './queue'

/**
 * Making the jobs that wait on a channel due now (./channel-recovery.server.ts says when). No
 * server-only imports: the site settings' hook runs it, and the Payload CLI (the seed) loads that.
 */

/** The channel's jobs that wait for a retry later than `after` (not running, not finished). */
export function waitingOn(kind: DeliveryKind, after: Date): Where {
  return {
    and: [
      { queue: { equals: LEADS_QUEUE } },
      { taskSlug: { equals: CHANNEL_TASKS[kind] } },
      { completedAt: { exists: false } },
      { hasError: { not_equals: true } },
      { processing: { equals: false } },
      { waitUntil: { greater_than: after.toISOString() } },
    ],
  }
}

/** Makes every job waiting on `kind` due now (in `req`'s transaction when given); answers how many. */
export async function wakeChannel(
  payload: Payload,
  kind: DeliveryKind,
  now = new Date(),
  req: Partial<PayloadRequest> = {},
): Promise<number> {
  const woken = await payload.db.updateMany({
    collection: 'payload-jobs',
    where: waitingOn(kind, now),
    data: { waitUntil: now.toISOString() },
    req,
  })
  const count = woken?.length ?? 0
  if (count > 0) payload.logger.info({ event: 'lead.notify.recovered', kind, jobs: count }, 'jobs waiting on a channel made due')
  return count
}
