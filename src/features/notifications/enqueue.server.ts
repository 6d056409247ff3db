import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { vapidKeys } from '@/features/staff-push/vapid'
import { CONFIRMATION_TASK, EMAIL_TASK, NOTIFY_QUEUE, PUSH_TASK, WEBHOOK_TASK } from './queue'

export function webhookConfigured(): boolean {
  return Boolean(process.env.CRM_WEBHOOK_URL?.trim())
}

/**
 * The notification state a lead to be notified is written with (the lead row is the outbox): one
 * column per channel, `pending` until its delivery says otherwise.
 */
export function pendingNotifications(lead: { email?: string | null; channel?: string | null }): Record<string, string> {
  return {
    email: 'pending',
    webhook: webhookConfigured() ? 'pending' : 'skipped',
    // Without the site's VAPID keys no phone can be told (the desk says so).
    push: vapidKeys() ? 'pending' : 'skipped',
    // The visitor who wrote to us from the site, when they gave an address.
    confirmation: lead.email?.trim() && lead.channel !== 'social-media' ? 'pending' : 'skipped',
  }
}

/** A lead's channel states as written with it (`pendingNotifications`), where known. */
type ChannelStates = { push?: string | null; confirmation?: string | null } | null | undefined

/**
 * Queues the notifications of one stored lead and marks it queued. Pass the request that holds the
 * lead's transaction so lead and jobs are committed together where the database supports it. A
 * channel written as skipped gets no job: every job is a turn of the queue, and under a flood the
 * intake e-mails must not wait behind jobs that have nothing to send (the crash drill's backlog).
 */
export async function enqueueLeadNotifications(options: {
  payload: Payload
  leadId: number | string
  states?: ChannelStates
  req?: Partial<PayloadRequest>
}): Promise<void> {
  const { payload, req, states } = options
  const leadId = String(options.leadId)
  const jobReq = req as PayloadRequest | undefined
  // Staff phones first: a pass runs its jobs in order, and a slow mail server must not hold them.
  if (vapidKeys() && states?.push !== 'skipped') {
    await payload.jobs.queue({ task: PUSH_TASK, queue: NOTIFY_QUEUE, input: { leadId }, req: jobReq })
  }
  await payload.jobs.queue({ task: EMAIL_TASK, queue: NOTIFY_QUEUE, input: { leadId }, req: jobReq })
  if (webhookConfigured()) await payload.jobs.queue({ task: WEBHOOK_TASK, queue: NOTIFY_QUEUE, input: { leadId }, req: jobReq })
  // Sent once per lead: the channel's state on the lead row says whether it went (deliver.server.ts).
  if (states?.confirmation !== 'skipped') {
    await payload.jobs.queue({ task: CONFIRMATION_TASK, queue: NOTIFY_QUEUE, input: { leadId }, req: jobReq })
  }
  await payload.db.updateOne({
    collection: 'leads',
    id: leadId,
    data: { notifications: { queuedAt: new Date().toISOString() } },
    returning: false,
    req: req ?? {},
  })
}
