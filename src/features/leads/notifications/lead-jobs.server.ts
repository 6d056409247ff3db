import 'server-only'
import type { PayloadRequest } from 'payload'
import { nextEscalationAt } from '@/features/leads/escalation/escalation'
import { readDutySettings } from '@/features/office-hours/settings.server'
import { wakeChannel } from './channel-recovery.server'
import { deliverChannel } from './deliver.server'
import { CHANNEL_TASKS, CHANNELS, ESCALATION_TASK, LEADS_QUEUE, notificationRetries, type DeliveryKind } from './queue'

/**
 * A lead's notifications as Payload jobs, queued on the `leads` queue in the transaction that
 * writes the lead (the Leads hooks, src/features/leads/collection/hooks.ts, with their `req`): a lead that
 * rolls back queues nothing, and a committed lead always has its jobs. One job per channel still
 * `pending` on the lead (push first: staff phones never wait behind a slow mail server), and its
 * escalation as a delayed job (`waitUntil`). The queue runs every second (./jobs.ts).
 */
type QueuedLead = {
  id: number | string
  createdAt: string
  status?: string | null
  notifications?: Partial<Record<DeliveryKind, string | null>> | null
}

export async function queueLeadJobs(req: PayloadRequest, lead: QueuedLead): Promise<void> {
  for (const kind of CHANNELS) {
    if (lead.notifications?.[kind] !== 'pending') continue
    await req.payload.jobs.queue({ task: CHANNEL_TASKS[kind], input: { leadId: String(lead.id) }, queue: LEADS_QUEUE, req })
  }
  if (lead.status !== 'new') return
  // Read on the lead's own connection: a second one per post in flight could wait on the pool for ever.
  const { offices, escalation } = await readDutySettings(req.payload, req)
  const at = nextEscalationAt(lead, offices, new Date(), escalation)
  if (at) await queueEscalation(req, lead.id, at)
}

export async function queueEscalation(req: PayloadRequest, leadId: number | string, waitUntil: Date): Promise<void> {
  await req.payload.jobs.queue({ task: ESCALATION_TASK, input: { leadId: String(leadId) }, queue: LEADS_QUEUE, waitUntil, req })
}

/**
 * A deleted lead's jobs go with it (the Leads afterDelete hook, in the delete's transaction): an
 * erased person's would send nothing, but a failed job keeps its errors, and a mail server's
 * refusal can name the visitor's address. A job running now is left to its run: it finds no lead,
 * ends, and is deleted as every finished job is (deleting it under the run made Payload's runner
 * fail the whole run on the vanished row, leaving its other jobs marked running for minutes).
 */
export async function deleteLeadJobs(req: PayloadRequest, leadId: number | string): Promise<void> {
  await req.payload.delete({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: LEADS_QUEUE } },
        { 'input.leadId': { equals: String(leadId) } },
        { processing: { equals: false } },
      ],
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

/**
 * One channel's job: sends it once (./deliver.server.ts) and, when it got through, makes due every
 * job waiting on that channel (./channel-recovery.server.ts). A failure throws: Payload retries it
 * with the back-off of ./queue.ts, and the last try records the channel `failed`.
 */
export async function runChannelJob(kind: DeliveryKind, leadId: string, req: PayloadRequest, totalTried: number) {
  const attempts = notificationRetries().attempts ?? 0
  const outcome = await deliverChannel(req.payload, kind, leadId, { attempt: totalTried + 1, final: totalTried >= attempts })
  if (outcome === 'sent') await wakeChannel(req.payload, kind)
  return outcome
}

/** The escalation job: the step due now, then itself again for the next step. */
export async function runEscalationJob(leadId: string, req: PayloadRequest) {
  const { escalateLead } = await import('@/features/leads/escalation/escalate.server')
  const now = new Date()
  const { step, next } = await escalateLead(req.payload, leadId, now)
  // Never again at once: a step not taken now (another instance took it) waits a minute.
  if (next) await queueEscalation(req, leadId, new Date(Math.max(next.getTime(), now.getTime() + 60_000)))
  return step ?? 'none'
}
