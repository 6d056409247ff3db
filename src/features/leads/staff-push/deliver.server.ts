import 'server-only'
import type { Payload } from 'payload'
import { logLeadEvent } from '@/server/logger'
import { staffLanguage } from '@/features/leads/inbox/vocabulary'
import { staffPushMessage, type PushLead } from './message'
import { sendPush, type PushOutcome, type PushTarget } from './send'
import { vapidKeys } from './vapid'

type SubscriptionRow = PushTarget & { id: number | string; language?: string | null; user?: unknown }

export type PushDeliveryResult = 'sent' | 'skipped'

export type PushDeliveryOptions = {
  /** Only these staff members' devices (null: every device). */
  userIds?: Array<number | string> | null
  siteUrl?: string
  fetch?: typeof fetch
}

function siteUrl(): string {
  return process.env.SITE_URL?.split(',')[0]?.trim() || `http://localhost:${process.env.PORT ?? 3000}`
}

/**
 * The staff-push channel: a Web Push to every subscribed staff device for one lead. `sent` when at
 * least one device took it; `skipped` when there is nothing to send to (no VAPID keys, no device);
 * throws when every device failed for a reason worth retrying, so the queue tries again. Devices
 * the push service says are gone (404/410, or keys that can never be used) are deleted.
 */
export async function deliverStaffPush(
  payload: Payload,
  lead: PushLead,
  options: PushDeliveryOptions = {},
): Promise<PushDeliveryResult> {
  const vapid = vapidKeys()
  if (!vapid) return 'skipped'
  const userIds = options.userIds ?? null
  if (userIds && userIds.length === 0) return 'skipped'
  // A device whose staff member was deleted: it must never hear of a lead again.
  await payload.delete({ collection: 'push-subscriptions', where: { user: { exists: false } }, overrideAccess: true })
  const { docs } = await payload.find({
    collection: 'push-subscriptions',
    where: userIds ? { user: { in: userIds } } : { user: { exists: true } },
    limit: 500,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const devices = docs as unknown as SubscriptionRow[]
  if (devices.length === 0) return 'skipped'
  const base = options.siteUrl ?? siteUrl()
  const outcomes: PushOutcome[] = await Promise.all(
    devices.map((device) =>
      sendPush(
        device,
        JSON.stringify(staffPushMessage(lead, { siteUrl: base, language: staffLanguage(device.language) })),
        vapid,
        { fetch: options.fetch },
      ),
    ),
  )
  const now = new Date().toISOString()
  const delivered: Array<number | string> = []
  const gone: Array<number | string> = []
  const failures: string[] = []
  outcomes.forEach((result, index) => {
    const id = devices[index]!.id
    if (result.outcome === 'delivered') delivered.push(id)
    else if (result.outcome === 'gone') gone.push(id)
    else failures.push(result.error ?? 'failed')
  })
  if (gone.length > 0) {
    await payload.delete({ collection: 'push-subscriptions', where: { id: { in: gone } }, overrideAccess: true })
    logLeadEvent('staff-push.pruned', { leadId: lead.id, devices: gone.length })
  }
  if (delivered.length > 0) {
    await payload.update({
      collection: 'push-subscriptions',
      where: { id: { in: delivered } },
      data: { lastSentAt: now },
      overrideAccess: true,
      depth: 0,
    })
  }
  if (failures.length > 0) logLeadEvent('staff-push.failed', { leadId: lead.id, devices: failures.length, error: failures[0] })
  if (delivered.length > 0) return 'sent'
  if (failures.length > 0) throw new Error(`push to ${failures.length} device(s) failed: ${failures[0]}`)
  return 'skipped'
}
