import 'server-only'
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { logLeadEvent } from '@/server/logger'
import { deliveryContext, probeChannel, type DeliveryContext, type DeliveryKind } from './deliver.server'
import { setNotificationFields, type LeadColumn } from './lead-columns.server'
import type { LeadRecord } from './lead-record'
import { CLAIM_TTL_MS } from './queue'

/**
 * An outage is the channel's, not each lead's. A lead whose e-mail failed waits for its own retry,
 * doubled after each failure (./queue.ts), so after a mail server has been down for an hour the
 * leads of that hour would wait up to another hour each once it is back. Instead, whenever a
 * channel is seen to work again, every lead waiting on it is made due at once, and the worker's
 * next pass sends them, oldest first:
 *  - after a pass in which a channel reached its server (`wakeWaiting`, from worker.server.ts);
 *  - every PROBE_EVERY_MS while leads wait on a channel, the oldest one whose retry is further
 *    away than that is tried on that channel alone (`probeWaitingChannels`); a failed probe is not
 *    one of its attempts and is logged at debug level only;
 *  - when the worker starts, for every channel: a restart is how a setting (SMTP, the CRM's URL)
 *    appears.
 * A channel that has given up on a lead (`failed`, its retries used up) does not take it back:
 * staff see those on the intake desk.
 */
export const PROBE_EVERY_MS = 5_000
export const CHANNELS: readonly DeliveryKind[] = ['push', 'email', 'webhook', 'confirmation']
/** The most leads made due at once; the next success wakes the rest. */
const WAKE_BATCH = 500

/** The condition, checked again as the UPDATE runs, that a lead is still unclaimed at `at`. */
const unclaimedAt = (column: LeadColumn, at: string) =>
  sql`(${column('notifications_claimedUntil')} is null or ${column('notifications_claimedUntil')} < ${at})`

/** Leads waiting on `kind` (its retry not due before `after`) and unclaimed, oldest first. */
async function waitingOn(payload: Payload, kind: DeliveryKind, after: Date, limit: number): Promise<LeadRecord[]> {
  const now = new Date().toISOString()
  // The adapter's own read (no hooks, no access): the worker reads its own outbox.
  const found = await payload.db.find({
    collection: 'leads',
    where: {
      and: [
        { 'notifications.dueAt': { greater_than: after.toISOString() } },
        { [`notifications.${kind}`]: { equals: 'retrying' } },
        { or: [{ 'notifications.claimedUntil': { exists: false } }, { 'notifications.claimedUntil': { less_than: now } }] },
      ],
    },
    sort: 'createdAt',
    limit,
    pagination: false,
    req: {},
  })
  return found.docs as unknown as LeadRecord[]
}

/** Makes every lead waiting on one of `kinds` due now; answers how many. */
export async function wakeWaiting(payload: Payload, kinds: Iterable<DeliveryKind>, now = new Date()): Promise<number> {
  const at = now.toISOString()
  let woken = 0
  for (const kind of new Set(kinds)) {
    const waiting = await waitingOn(payload, kind, now, WAKE_BATCH)
    if (waiting.length === 0) continue
    const ids = waiting.map((lead) => String(lead.id))
    // Only those still waiting and unclaimed as the UPDATE runs: a sender may have taken one since.
    const changed = await setNotificationFields(
      payload,
      ids,
      { dueAt: at },
      (column) => sql`${column('notifications_dueAt')} > ${at} and ${unclaimedAt(column, at)}`,
    )
    woken += changed.length
    if (changed.length > 0) logLeadEvent('lead.notify.recovered', { kind, leads: changed.length })
  }
  return woken
}

/**
 * For each channel with leads waiting: claims the oldest whose retry is more than PROBE_EVERY_MS
 * away and tries that channel alone; when it gets through, wakes the others. Answers the channels that
 * work again.
 */
export async function probeWaitingChannels(
  payload: Payload,
  now = new Date(),
  context: DeliveryContext = deliveryContext(payload),
): Promise<DeliveryKind[]> {
  const recovered: DeliveryKind[] = []
  for (const kind of CHANNELS) {
    const [oldest] = await waitingOn(payload, kind, new Date(now.getTime() + PROBE_EVERY_MS), 1)
    if (!oldest) continue
    const at = now.toISOString()
    const claimed = await setNotificationFields(
      payload,
      String(oldest.id),
      { claimedUntil: new Date(now.getTime() + CLAIM_TTL_MS).toISOString() },
      // Still waiting on this channel: a pass may have sent it, and let go of it, since the read.
      (column) => sql`${column(`notifications_${kind}`)} = 'retrying' and ${unclaimedAt(column, at)}`,
    )
    if (claimed.length === 0) continue
    if (await probeChannel(payload, oldest, kind, context)) {
      recovered.push(kind)
      await wakeWaiting(payload, [kind], new Date())
    }
  }
  return recovered
}
