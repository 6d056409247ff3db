import 'server-only'
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { logger } from '@/server/logger'
import { escalateWaitingLeads } from '@/features/leads/escalation/escalate.server'
import { CHANNELS, PROBE_EVERY_MS, probeWaitingChannels, wakeWaiting } from './channel-recovery.server'
import { deliverLead, deliveryContext, type DeliveryContext, type DeliveryKind } from './deliver.server'
import type { LeadRecord } from './lead-record'
import { setNotificationFields } from './lead-columns.server'
import { CLAIM_TTL_MS, positiveInt } from './queue'

/**
 * The notification worker. The lead row is the outbox: a lead to be notified is written with its
 * channels `pending` and `notifications.dueAt` (store.server.ts). Every NOTIFY_INTERVAL_MS (1 s)
 * the worker reads the leads that are due, oldest first, claims them with one conditional UPDATE
 * (`claimedUntil`, which lapses after CLAIM_TTL_MS if the sender dies), reads the ones it got in
 * one query and delivers their open channels (deliver.server.ts), which write their results and
 * the next `dueAt` on the lead. Two instances, or two passes, never send the same lead at once;
 * delivery is at least once (a crash between a send and its record sends that channel again after
 * the claim lapses).
 */

export { CLAIM_TTL_MS }
/** Leads read per round, and how many are delivered at once (a slow SMTP server holds only its own). */
const BATCH = 40
const PARALLEL = 4
/** Escalation and retention are not worth a query every second. */
const HOUSEKEEPING_EVERY_MS = 15_000

/** The leads due now and not claimed by a live sender, oldest due first. */
export async function dueLeads(payload: Payload, now: Date, limit = BATCH): Promise<string[]> {
  const at = now.toISOString()
  // The adapter's own read (no hooks, no access): the worker needs only the ids.
  const found = await payload.db.find({
    collection: 'leads',
    where: {
      and: [
        { 'notifications.dueAt': { less_than_equal: at } },
        { or: [{ 'notifications.claimedUntil': { exists: false } }, { 'notifications.claimedUntil': { less_than: at } }] },
      ],
    },
    sort: 'notifications.dueAt',
    limit,
    pagination: false,
    select: { createdAt: true },
    req: {},
  })
  return found.docs.map((doc) => String(doc.id))
}

/**
 * Claims due leads for this sender: one conditional UPDATE for the whole round, which the database
 * runs atomically row by row (PostgreSQL re-checks the condition on
 * each locked row), so of any number of racing senders only one gets a given row back. Answers the
 * ids this sender claimed.
 */
export async function claimLeads(payload: Payload, leadIds: string[], now: Date): Promise<string[]> {
  if (leadIds.length === 0) return []
  const at = now.toISOString()
  const claimed = await setNotificationFields(
    payload,
    leadIds,
    { claimedUntil: new Date(now.getTime() + CLAIM_TTL_MS).toISOString() },
    (column) =>
      sql`${column('notifications_dueAt')} <= ${at} and (${column('notifications_claimedUntil')} is null or ${column('notifications_claimedUntil')} < ${at})`,
  )
  return claimed.map(String)
}

/** The claimed leads as the adapter stores them (no hooks, no access: the worker reads its own outbox). */
async function claimedLeads(payload: Payload, leadIds: string[]): Promise<LeadRecord[]> {
  if (leadIds.length === 0) return []
  const found = await payload.db.find({
    collection: 'leads',
    where: { id: { in: leadIds } },
    sort: 'notifications.dueAt',
    limit: leadIds.length,
    pagination: false,
    req: {},
  })
  return found.docs as unknown as LeadRecord[]
}

/** Claims the round's due leads and reads the ones this sender got; on failure the lead stays due. */
async function claimRound(payload: Payload, due: string[], now: Date): Promise<LeadRecord[] | 'failed'> {
  try {
    return await claimedLeads(payload, await claimLeads(payload, due, now))
  } catch (error) {
    logger.error({ err: error, event: 'notify.claim' }, 'claiming due leads failed; the next tick retries')
    return 'failed'
  }
}

/**
 * Delivers one claimed lead, adding to `worked` the channels that reached their server; a failure
 * is logged and the lead stays due (or its claim lapses).
 */
async function attemptDelivery(
  payload: Payload,
  lead: LeadRecord,
  now: Date,
  context: DeliveryContext,
  worked: Set<DeliveryKind>,
): Promise<'delivered' | 'failed'> {
  try {
    const outcome = await deliverLead(payload, lead, now, context)
    for (const kind of outcome.worked) worked.add(kind)
    return 'delivered'
  } catch (error) {
    logger.error({ err: error, event: 'notify.deliver', leadId: lead.id }, 'lead delivery failed; retried when its claim lapses')
    return 'failed'
  }
}

/**
 * Delivers every lead that is due, in rounds of BATCH (PARALLEL at a time), until none is left or
 * `maxRounds` is reached; a channel that got through wakes the leads waiting on it
 * (./channel-recovery.server.ts), which the next round sends. Returns how many leads this pass
 * delivered. Never throws.
 */
export async function runNotificationPass(
  payload: Payload,
  options: { now?: () => Date; maxRounds?: number } = {},
): Promise<number> {
  const clock = options.now ?? (() => new Date())
  const context = deliveryContext(payload)
  let delivered = 0
  try {
    for (let round = 0; round < (options.maxRounds ?? 50); round++) {
      const now = clock()
      const due = await dueLeads(payload, now)
      const claimed = await claimRound(payload, due, now)
      if (!Array.isArray(claimed)) break
      let next = 0
      const worked = new Set<DeliveryKind>()
      const lanes = Array.from({ length: Math.min(PARALLEL, claimed.length) }, async () => {
        while (next < claimed.length) {
          const outcome = await attemptDelivery(payload, claimed[next++]!, now, context, worked)
          if (outcome === 'delivered') delivered++
        }
      })
      await Promise.all(lanes)
      const woken = worked.size > 0 ? await wakeWaiting(payload, worked, clock()) : 0
      if (due.length < BATCH && woken === 0) break
    }
  } catch (error) {
    logger.error({ err: error, event: 'notify.pass' }, 'notification pass failed; the next tick retries')
  }
  return delivered
}

/** New leads nobody has contacted are announced again (retention is a scheduled job: ./jobs.ts). */
async function housekeeping(payload: Payload): Promise<void> {
  await escalateWaitingLeads(payload)
}

const WORKER = Symbol.for('firm.notifications.worker')
type WorkerHolder = { [WORKER]?: { stop: () => Promise<void> } }

/**
 * Starts this process's one worker loop (src/instrumentation.ts, at server start): a pass, then a
 * wait of NOTIFY_INTERVAL_MS, for ever. Off with NOTIFY_WORKER=0 (tests and benchmarks run passes
 * themselves). Started once even if Next loads this module twice.
 */
export function startNotificationWorker(payload: Payload): void {
  const holder = globalThis as WorkerHolder
  if (process.env.NOTIFY_WORKER === '0' || holder[WORKER]) return
  const interval = positiveInt(process.env.NOTIFY_INTERVAL_MS, 1_000)
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let current: Promise<void> = Promise.resolve()
  let lastHousekeeping = 0
  let lastProbe = Date.now()
  const tick = async () => {
    await runNotificationPass(payload)
    if (Date.now() - lastProbe >= PROBE_EVERY_MS) {
      lastProbe = Date.now()
      const recovered = await probeWaitingChannels(payload).catch((error: unknown) => {
        logger.error({ err: error, event: 'notify.probe' }, 'probing the channels in an outage failed')
        return []
      })
      // The leads it woke go out now, not after the interval.
      if (recovered.length > 0) await runNotificationPass(payload)
    }
    if (Date.now() - lastHousekeeping >= HOUSEKEEPING_EVERY_MS) {
      lastHousekeeping = Date.now()
      await housekeeping(payload).catch((error: unknown) => {
        logger.error({ err: error, event: 'notify.housekeeping' }, 'escalation pass failed')
      })
    }
    if (stopped) return
    timer = setTimeout(() => {
      current = tick()
    }, interval)
    // The worker never keeps a stopping process alive.
    timer.unref()
  }
  holder[WORKER] = {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await current
    },
  }
  // A restart is how a setting (SMTP, the CRM's URL) appears: every waiting lead is tried at once.
  current = wakeWaiting(payload, CHANNELS)
    .catch((error: unknown) => {
      logger.error({ err: error, event: 'notify.wake' }, 'waking the waiting leads at start failed')
      return 0
    })
    .then(tick)
}

/** Stops the loop after the pass under way (tests; a process that exits needs nothing). */
export async function stopNotificationWorker(): Promise<void> {
  const holder = globalThis as WorkerHolder
  const worker = holder[WORKER]
  delete holder[WORKER]
  await worker?.stop()
}
