import 'server-only'
import type { Payload } from 'payload'
import { sendMail } from '@/server/mailer'
import { logLeadEvent } from '@/server/logger'
import { claimDelivery } from './claim.server'
import { buildLeadEmail, type EarlierSummary } from './email'
import { notificationRetries } from './queue'
import type { LeadRecord } from './lead-record'
import { postLeadWebhook } from './webhook'
import { deliverStaffPush } from '@/features/staff-push/deliver.server'
import { deliverVisitorConfirmation } from '@/features/visitor-confirmation/deliver.server'
import { callBackPhrase } from '@/features/office-hours/hours'
import { newLeadRecipients, readDutySettings } from '@/features/office-hours/settings.server'

export type DeliveryKind = 'email' | 'webhook' | 'push' | 'confirmation'
export type DeliveryState = 'pending' | 'retrying' | 'sent' | 'failed' | 'skipped'

async function findLead(payload: Payload, leadId: string): Promise<LeadRecord | null> {
  const found = await payload.find({
    collection: 'leads',
    where: { id: { equals: leadId } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return (found.docs[0] as unknown as LeadRecord | undefined) ?? null
}

/** Writes only the given notification columns (no read-modify-write of the lead, so a staff edit made meanwhile is kept). */
async function recordOnLead(payload: Payload, leadId: string, data: Record<string, unknown>): Promise<void> {
  await payload.db.updateOne({
    collection: 'leads',
    id: leadId,
    data: { notifications: data },
    returning: false,
    req: {},
  })
}

export async function intakeAddress(payload: Payload): Promise<string | null> {
  try {
    const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })) as {
      intakeEmail?: string | null
    }
    if (settings.intakeEmail?.trim()) return settings.intakeEmail.trim()
  } catch {
    // Settings not readable (fresh database): fall back to the environment.
  }
  return process.env.INTAKE_EMAIL?.trim() || null
}

export function mailDomain(): string {
  const from = process.env.MAIL_FROM ?? ''
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'localhost'
}

type NotificationState = Partial<Record<DeliveryKind, DeliveryState | null>>

function stateOf(lead: LeadRecord, kind: DeliveryKind): DeliveryState | null | undefined {
  return (lead as LeadRecord & { notifications?: NotificationState | null }).notifications?.[kind]
}

/** How many earlier enquiries the same person made, and since when (the oldest one's time). */
async function earlierSummary(payload: Payload, lead: LeadRecord): Promise<EarlierSummary> {
  const ids = (lead.earlierLeads ?? []).map((item) => (typeof item === 'object' ? item.id : item))
  if (ids.length === 0) return { count: 0, since: null }
  const { docs } = await payload.find({
    collection: 'leads',
    where: { id: { in: ids } },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { createdAt: true },
  })
  const oldest = docs[0]?.createdAt
  return { count: ids.length, since: oldest ? new Date(oldest) : null }
}

async function deliverEmail(payload: Payload, lead: LeadRecord): Promise<string> {
  const to = await intakeAddress(payload)
  if (!to) throw new Error('No intake address: set site settings → intakeEmail or INTAKE_EMAIL')
  const email = buildLeadEmail(lead, {
    adminUrl: process.env.SITE_URL?.split(',')[0]?.trim(),
    earlier: await earlierSummary(payload, lead),
  })
  await sendMail({ to, ...email, messageId: `<lead-${lead.id}.${lead.submissionId ?? 'x'}@${mailDomain()}>` })
  return 'sent'
}

async function deliverWebhook(lead: LeadRecord): Promise<string> {
  const url = process.env.CRM_WEBHOOK_URL?.trim()
  // Configured when the lead came in, removed since: nothing to deliver to, and nothing to retry.
  if (!url) return 'skipped'
  await postLeadWebhook({ url, lead, secret: process.env.CRM_WEBHOOK_SECRET || undefined })
  return 'sent'
}

/**
 * Each channel: one function from the lead to its result ('sent', 'skipped'), throwing to be retried.
 * The channels beside e-mail and webhook live in their own features (src/features/staff-push).
 */
const channels: Record<DeliveryKind, (payload: Payload, lead: LeadRecord) => Promise<string>> = {
  email: deliverEmail,
  webhook: (_payload, lead) => deliverWebhook(lead),
  // The staff on duty at the offices open now; outside office hours nobody (the morning list).
  push: async (payload, lead) => {
    const { offices } = await readDutySettings(payload)
    return deliverStaffPush(payload, lead, { userIds: newLeadRecipients(offices, new Date()) })
  },
  // When the firm will call is told from the office hours at the time the lead came in.
  confirmation: async (payload, lead) => {
    // Written as skipped when the lead was stored (no address, referral, social media): keep it so.
    if (stateOf(lead, 'confirmation') === 'skipped') return 'skipped'
    const { offices } = await readDutySettings(payload)
    const at = lead.createdAt ? new Date(lead.createdAt) : new Date()
    return deliverVisitorConfirmation(payload, lead, {
      callBack: (language) => callBackPhrase(offices, at, language),
      mailDomain: mailDomain(),
    })
  },
}

/** The lead's column that says when the channel delivered. */
const deliveredAtColumn: Record<DeliveryKind, string> = {
  email: 'emailedAt',
  webhook: 'webhookAt',
  push: 'pushAt',
  confirmation: 'confirmationAt',
}

/**
 * Runs one notification for one lead. Success is written on the lead; a failure is written there
 * too (last error, and `failed` once the retries are used up) and rethrown so the queue retries.
 */
export async function deliver(options: {
  kind: DeliveryKind
  payload: Payload
  leadId: string
  previousTries: number
}): Promise<string> {
  const { kind, payload, leadId } = options
  const lead = await findLead(payload, leadId)
  // Deleted by staff before we got to it: nothing to send, and retrying would not help.
  if (!lead) return 'lead-deleted'
  // A job released after a crash mid-run may have already delivered; do not send twice.
  if (stateOf(lead, kind) === 'sent') return 'already-sent'
  if (!(await claimDelivery(payload, leadId, kind))) {
    const now = await findLead(payload, leadId)
    if (!now) return 'lead-deleted'
    if (stateOf(now, kind) === 'sent') return 'already-sent'
    // Another pass is sending this lead right now. Not a failure of the channel (nothing is
    // written on the lead); the job is retried after its back-off and then finds the lead sent,
    // or — if that sender died — claims it once the claim has lapsed.
    throw new Error(`${kind} for lead ${leadId} is being sent by another pass`)
  }
  try {
    const result = await channels[kind](payload, lead)
    const at = new Date().toISOString()
    await recordOnLead(payload, leadId, { [kind]: result, [deliveredAtColumn[kind]]: at })
    logLeadEvent(`lead.notified.${kind}`, { leadId, result })
    return result
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
    const final = options.previousTries >= (notificationRetries().attempts ?? 0)
    logLeadEvent('lead.notify.failed', { leadId, kind, attempt: options.previousTries + 1, final, error: message })
    // The claim is given back with the failure, so the retry can claim at once.
    await recordOnLead(payload, leadId, {
      [kind]: final ? 'failed' : 'retrying',
      lastError: `${kind}: ${message}`,
      [`${kind}ClaimedAt`]: null,
    }).catch(() => undefined)
    throw error
  }
}
