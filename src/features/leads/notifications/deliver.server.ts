import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { sendMail } from '@/server/mailer'
import { readSiteSettings } from '@/globals/settings-read'
import { logLeadEvent } from '@/server/logger'
import { buildLeadEmail, type EarlierSummary } from './email'
import { STUCK_AFTER_MS, type DeliveryKind } from './queue'
import type { LeadRecord } from './lead-record'
import { postLeadWebhook } from './webhook'
import { deliverStaffPush } from '@/features/leads/staff-push/deliver.server'
import { deliverVisitorConfirmation, firmFacts } from '@/features/leads/visitor-confirmation/deliver.server'
import { confirmationWanted } from '@/features/leads/enquiry/safe-contact'
import { callBackPhrase } from '@/features/office-hours/hours'
import { newLeadRecipients, readDutySettings, type DutySettings } from '@/features/office-hours/settings.server'

export type { DeliveryKind }
export type DeliveryState = 'pending' | 'sending' | 'retrying' | 'sent' | 'failed' | 'skipped'

export async function intakeAddress(payload: Payload): Promise<string | null> {
  try {
    const settings = await readSiteSettings(payload)
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
 * The settings a delivery reads (the intake address, the offices' hours and duty, the firm's facts
 * in the visitor's confirmation), each read once per delivery and only when it needs it.
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

/** The lead's field that says when the channel delivered. */
const deliveredAt: Record<DeliveryKind, string> = {
  email: 'emailedAt',
  webhook: 'webhookAt',
  push: 'pushAt',
  confirmation: 'confirmationAt',
}

/**
 * Takes the channel of the lead for this run: one conditional UPDATE, from pending or retrying (or
 * a `sending` left more than STUCK_AFTER_MS ago by a run that died) to `sending`, with the time in
 * the channel's `…At`. Payload may hand one job to two runners (two instances at the same second);
 * of them only one gets the row. Answers whether this run got it.
 */
async function claimChannel(payload: Payload, kind: DeliveryKind, leadId: number | string, req: Partial<PayloadRequest>) {
  const now = new Date()
  const state = `notifications.${kind}`
  const claimed = await payload.db.updateOne({
    collection: 'leads',
    where: {
      and: [
        { id: { equals: leadId } },
        {
          or: [
            { [state]: { in: ['pending', 'retrying'] } },
            {
              and: [
                { [state]: { equals: 'sending' } },
                { [`notifications.${deliveredAt[kind]}`]: { less_than: new Date(now.getTime() - STUCK_AFTER_MS).toISOString() } },
              ],
            },
          ],
        },
      ],
    },
    data: { notifications: { [kind]: 'sending', [deliveredAt[kind]]: now.toISOString() } },
    options: { atomic: true },
    returning: false,
    req,
  })
  return claimed !== null
}

/** Writes only the given notification fields (no read-modify-write: a staff edit made meanwhile is kept). */
async function record(payload: Payload, leadId: number | string, fields: Record<string, unknown>, req: Partial<PayloadRequest>) {
  await payload.db.updateOne({ collection: 'leads', id: leadId, data: { notifications: fields }, returning: false, req })
}

/**
 * `sent`: the channel reached its server (which proves it works again: ./channel-recovery.server.ts);
 * `done`: nothing (left) to send (skipped, sent before, the lead erased).
 */
export type ChannelOutcome = 'sent' | 'done'

/**
 * Sends one channel of one lead, once: the job of that channel (./lead-jobs.server.ts) or the
 * watch's probe. Only the run that takes the channel (`claimChannel`) sends it; a channel the lead
 * records as delivered is not sent again (a job run a second time after a crash). The result goes on the lead as soon as it is known. A failure is recorded
 * as `retrying` (or `failed` when `final`) with its error, and thrown for the job to be retried;
 * a probe's failure (`probe`) records nothing, since it is not one of the lead's attempts.
 */
export async function deliverChannel(
  payload: Payload,
  kind: DeliveryKind,
  leadId: number | string,
  options: { attempt: number; final: boolean; probe?: boolean; req?: Partial<PayloadRequest> },
): Promise<ChannelOutcome> {
  const req = options.req ?? {}
  const read = async () =>
    (await payload.db.findOne({ collection: 'leads', where: { id: { equals: leadId } }, req })) as LeadRecord | null
  if (!(await claimChannel(payload, kind, leadId, req))) {
    // Another run is sending it: this job is tried again later, and then finds it sent.
    if (stateOf((await read()) ?? ({} as LeadRecord), kind) === 'sending') throw new Error(`${kind}: being sent by another run`)
    return 'done'
  }
  const lead = await read()
  if (!lead) return 'done'
  try {
    const result = await channels[kind](payload, lead, deliveryContext(payload))
    await record(payload, leadId, { [kind]: result, [deliveredAt[kind]]: new Date().toISOString() }, req)
    logLeadEvent(`lead.notified.${kind}`, { leadId, result, ...(options.probe ? { probe: true } : {}) })
    return result === 'sent' ? 'sent' : 'done'
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
    if (options.probe) {
      // Not one of the lead's attempts: the channel waits as it did.
      await record(payload, leadId, { [kind]: 'retrying' }, req)
      logLeadEvent('lead.notify.probe-failed', { leadId, kind, error: message.slice(0, 200) })
      throw error
    }
    logLeadEvent('lead.notify.failed', { leadId, kind, attempt: options.attempt, final: options.final, error: message })
    await record(
      payload,
      leadId,
      {
        [kind]: options.final ? 'failed' : 'retrying',
        attempts: options.attempt,
        lastError: `${kind}: ${message}`.slice(0, 1000),
      },
      req,
    )
    throw error
  }
}
