import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { CONFIRMATION_TASK, EMAIL_TASK, NOTIFY_QUEUE, PUSH_TASK, WEBHOOK_TASK } from './jobs'

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
    push: 'pending',
    // The visitor who wrote to us from the site, when they gave an address.
    confirmation: lead.email?.trim() && lead.channel !== 'social-media' ? 'pending' : 'skipped',
  }
}

/**
 * Queues the notifications of one stored lead and marks it queued. Pass the request that holds the
 * lead's transaction so lead and jobs are committed together where the database supports it.
 */
export async function enqueueLeadNotifications(options: {
  payload: Payload
  leadId: number | string
  req?: Partial<PayloadRequest>
}): Promise<void> {
  const { payload, req } = options
  const leadId = String(options.leadId)
  const jobReq = req as PayloadRequest | undefined
  // Staff phones first: a pass runs its jobs in order, and a slow mail server must not hold them.
  await payload.jobs.queue({ task: PUSH_TASK, queue: NOTIFY_QUEUE, input: { leadId }, req: jobReq })
  await payload.jobs.queue({ task: EMAIL_TASK, queue: NOTIFY_QUEUE, input: { leadId }, req: jobReq })
  if (webhookConfigured()) await payload.jobs.queue({ task: WEBHOOK_TASK, queue: NOTIFY_QUEUE, input: { leadId }, req: jobReq })
  // Sent once per lead: the channel's state on the lead row says whether it went (deliver.server.ts).
  await payload.jobs.queue({ task: CONFIRMATION_TASK, queue: NOTIFY_QUEUE, input: { leadId }, req: jobReq })
  await payload.db.updateOne({
    collection: 'leads',
    id: leadId,
    data: { notifications: { queuedAt: new Date().toISOString() } },
    returning: false,
    req: req ?? {},
  })
}
