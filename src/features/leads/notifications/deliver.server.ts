import 'server-only'
import type { Payload } from 'payload'
import { sendMail } from '@/server/mailer'
import { logLeadEvent } from '@/server/logger'
import { buildLeadEmail, type EarlierSummary } from './email'
import { notificationRetries, retryDelayMs } from './queue'
import type { LeadRecord } from './lead-record'
import { postLeadWebhook } from './webhook'
import { setNotificationFields } from './lead-columns.server'
import { deliverStaffPush } from '@/features/leads/staff-push/deliver.server'
import { deliverVisitorConfirmation, firmFacts } from '@/features/leads/visitor-confirmation/deliver.server'
import { confirmationWanted } from '@/features/leads/enquiry/safe-contact'
import { callBackPhrase } from '@/features/office-hours/hours'
import { newLeadRecipients, readDutySettings, type DutySettings } from '@/features/office-hours/settings.server'

export type DeliveryKind = 'email' | 'webhook' | 'push' | 'confirmation'
export type DeliveryState = 'pending' | 'retrying' | 'sent' | 'failed' | 'skipped'

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
  const { docs } = await payload.db.find<{ createdAt?: string }>({
    collection: 'leads',
    where: { id: { in: ids } },
    sort: 'createdAt',
    limit: 1,
    pagination: false,
    select: { createdAt: true },
    req: {},
  })
  const oldest = docs[0]?.createdAt
  return { count: ids.length, since: oldest ? new Date(oldest) : null }
}

/**
 * The settings every delivery reads (the intake address, the offices' hours and duty, the firm's
 * facts in the visitor's confirmation), read once per worker pass, not once per lead and channel:
 * a flood's backlog must not re-read them thousands of times. `deliveryContext()` gives a fresh one.
 */
export type DeliveryContext = {
  intakeAddress: () => Promise<string | null>
  duty: () => Promise<DutySettings>
  firmFacts: () => ReturnType<typeof firmFacts>
}

function once<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null
  return () => (value ??= read())
}

export function deliveryContext(payload: Payload): DeliveryContext {
  return {
    intakeAddress: once(() => intakeAddress(payload)),
    duty: once(() => readDutySettings(payload)),
    firmFacts: once(() => firmFacts(payload)),
  }
}

async function deliverEmail(payload: Payload, lead: LeadRecord, context: DeliveryContext): Promise<string> {
  const to = await context.intakeAddress()
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
 * The channels beside e-mail and webhook live in their own features (src/features/leads/staff-push).
 */
const channels: Record<DeliveryKind, (payload: Payload, lead: LeadRecord, context: DeliveryContext) => Promise<string>> = {
  email: deliverEmail,
  webhook: (_payload, lead) => deliverWebhook(lead),
  // The staff on duty at the offices open now; outside office hours nobody (the morning list).
  push: async (payload, lead, context) => {
    const { offices } = await context.duty()
    return deliverStaffPush(payload, lead, { userIds: newLeadRecipients(offices, new Date()) })
  },
  // When the firm will call is told from the office hours at the time the lead came in.
  confirmation: async (_payload, lead, context) => {
    // Written as skipped when the lead was stored (no address, referral, social media): keep it so.
    if (stateOf(lead, 'confirmation') === 'skipped') return 'skipped'
    // A lead stored before the box existed, or returned from spam: asked for it, and still safe?
    if (!confirmationWanted(lead.safeContact)) return 'skipped'
    const { offices } = await context.duty()
    const at = lead.createdAt ? new Date(lead.createdAt) : new Date()
    return deliverVisitorConfirmation(lead, {
      callBack: (language) => callBackPhrase(offices, at, language),
      mailDomain: mailDomain(),
      facts: context.firmFacts,
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

/** The order a lead's channels go in: staff phones first, so a slow mail server never holds them. */
const deliveryOrder: readonly DeliveryKind[] = ['push', 'email', 'webhook', 'confirmation']

const OPEN: ReadonlySet<DeliveryState | null | undefined> = new Set(['pending', 'retrying'])

/**
 * `sent`: the channels done (sent or skipped); `worked`: those of them that really reached their
 * server, which proves the channel works again (./channel-recovery.server.ts).
 */
export type LeadDelivery = { sent: DeliveryKind[]; worked: DeliveryKind[]; failed: DeliveryKind[]; dueAt: string | null }

/**
 * Delivers every open channel of one lead the caller has claimed (worker.server.ts). Each channel's
 * result is written on the lead as soon as it is known, so a crash after a send does not send it
 * again; the last channel's result goes in the same write that gives the claim back. A channel
 * that throws is `retrying` (or `failed` once the attempts are used up) and the lead is due again
 * after the back-off. Never throws for a channel.
 */
export async function deliverLead(
  payload: Payload,
  lead: LeadRecord,
  now = new Date(),
  context: DeliveryContext = deliveryContext(payload),
): Promise<LeadDelivery> {
  const leadId = String(lead.id)
  const notifications = (lead as LeadRecord & { notifications?: { attempts?: number | null } | null }).notifications
  const attempts = (notifications?.attempts ?? 0) + 1
  // The first try and then as many retries as configured.
  const final = attempts > (notificationRetries().attempts ?? 0)
  const outcome: LeadDelivery = { sent: [], worked: [], failed: [], dueAt: null }
  const errors: string[] = []
  const open = deliveryOrder.filter((kind) => OPEN.has(stateOf(lead, kind)))
  let unwritten: Record<string, unknown> = {}
  for (const kind of open) {
    await writeResult(payload, leadId, unwritten)
    try {
      const result = await channels[kind](payload, lead, context)
      unwritten = { [kind]: result, [deliveredAtColumn[kind]]: new Date().toISOString() }
      logLeadEvent(`lead.notified.${kind}`, { leadId, result })
      outcome.sent.push(kind)
      if (result === 'sent') outcome.worked.push(kind)
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
      logLeadEvent('lead.notify.failed', { leadId, kind, attempt: attempts, final, error: message })
      unwritten = { [kind]: final ? 'failed' : 'retrying' }
      errors.push(`${kind}: ${message}`)
      outcome.failed.push(kind)
    }
  }
  if (outcome.failed.length > 0 && !final) outcome.dueAt = new Date(now.getTime() + retryDelayMs(attempts)).toISOString()
  await writeResult(payload, leadId, {
    ...unwritten,
    dueAt: outcome.dueAt,
    claimedUntil: null,
    ...(outcome.failed.length > 0 ? { attempts, lastError: errors.join('; ').slice(0, 1000) } : {}),
  })
  return outcome
}

/**
 * Tries one channel of a lead the caller has claimed, outside the lead's retry schedule: the probe
 * of a channel in an outage (./channel-recovery.server.ts). A failure is not one of the lead's
 * attempts and moves nothing but the claim, which it gives back; a success is written as a normal
 * delivery. Answers whether the channel reached its server.
 */
export async function probeChannel(
  payload: Payload,
  lead: LeadRecord,
  kind: DeliveryKind,
  context: DeliveryContext = deliveryContext(payload),
): Promise<boolean> {
  const leadId = String(lead.id)
  try {
    const result = await channels[kind](payload, lead, context)
    await writeResult(payload, leadId, {
      [kind]: result,
      [deliveredAtColumn[kind]]: new Date().toISOString(),
      claimedUntil: null,
    })
    logLeadEvent(`lead.notified.${kind}`, { leadId, result, probe: true })
    return result === 'sent'
  } catch (error) {
    await writeResult(payload, leadId, { claimedUntil: null })
    logLeadEvent('lead.notify.probe-failed', {
      leadId,
      kind,
      error: (error instanceof Error ? error.message : String(error)).slice(0, 200),
    })
    return false
  }
}

/** Writes only the given notification fields (no read-modify-write, so a staff edit made meanwhile is kept). */
async function writeResult(payload: Payload, leadId: string, fields: Record<string, unknown>): Promise<void> {
  if (Object.keys(fields).length > 0) await setNotificationFields(payload, leadId, fields)
}
