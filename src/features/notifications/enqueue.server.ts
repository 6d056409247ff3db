import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { EMAIL_TASK, NOTIFY_QUEUE, PUSH_TASK, WEBHOOK_TASK } from './jobs'

export function webhookConfigured(): boolean {
  return Boolean(process.env.CRM_WEBHOOK_URL?.trim())
}

/**
 * The notification state a lead to be notified is written with (the lead row is the outbox): one
 * column per channel, `pending` until its delivery says otherwise.
 */
export function pendingNotifications(): Record<string, string> {
  return { email: 'pending', webhook: webhookConfigured() ? 'pending' : 'skipped', push: 'pending' }
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
  await payload.db.updateOne({
    collection: 'leads',
    id: leadId,
    data: { notifications: { queuedAt: new Date().toISOString() } },
    returning: false,
    req: req ?? {},
  })
}
