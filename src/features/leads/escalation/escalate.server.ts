import 'server-only'
import type { Payload } from 'payload'
import { logger, logLeadEvent } from '@/server/logger'
import { deliverStaffPush } from '@/features/leads/staff-push/deliver.server'
import { dutyNow } from '@/features/office-hours/hours'
import { readDutySettings } from '@/features/office-hours/settings.server'
import { escalationDue, nextEscalationAt, type EscalationStep } from './escalation'

type Candidate = {
  id: number | string
  name?: string | null
  locale?: string | null
  createdAt: string
  status?: string | null
  firstContact?: { at?: string | null } | null
  notifications?: { escalatedAt?: string | null; adminsAlertedAt?: string | null } | null
}

const column: Record<EscalationStep, 'escalatedAt' | 'adminsAlertedAt'> = { staff: 'escalatedAt', admins: 'adminsAlertedAt' }

/** Marks the step on the lead once (one conditional UPDATE): of two instances, one alerts. */
async function claimStep(payload: Payload, leadId: number | string, step: EscalationStep, now: Date): Promise<boolean> {
  const updated = await payload.db.updateOne({
    collection: 'leads',
    where: {
      and: [
        { id: { equals: leadId } },
        { status: { equals: 'new' } },
        { 'firstContact.at': { exists: false } },
        { [`notifications.${column[step]}`]: { exists: false } },
      ],
    },
    data: { notifications: { [column[step]]: now.toISOString() } },
    options: { atomic: true },
    returning: false,
    req: {},
  })
  return updated !== null
}

async function adminIds(payload: Payload): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { roles: { in: ['admin'] } },
    limit: 100,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { roles: true },
  })
  return docs.map((user) => user.id)
}

export type EscalationOutcome = { step: EscalationStep | null; next: Date | null }

/**
 * The lead's escalation job (src/features/leads/notifications/lead-jobs.server.ts), at the instant it
 * runs: the step due now, if any, announced again by Web Push to the staff on duty (every device
 * when nobody is listed) or to the admins, and when the next step falls due (null: none, the lead
 * was reached or taken meanwhile, or both steps are done).
 */
export async function escalateLead(payload: Payload, leadId: number | string, now = new Date()): Promise<EscalationOutcome> {
  const lead = (await payload.db.findOne({ collection: 'leads', where: { id: { equals: leadId } }, req: {} })) as Candidate | null
  if (!lead) return { step: null, next: null }
  const { offices, escalation } = await readDutySettings(payload)
  const waiting = (candidate: Candidate) => ({
    createdAt: candidate.createdAt,
    status: candidate.status,
    firstContactAt: candidate.firstContact?.at,
    escalatedAt: candidate.notifications?.escalatedAt,
    adminsAlertedAt: candidate.notifications?.adminsAlertedAt,
  })
  const step = escalationDue(waiting(lead), offices, now, escalation)
  if (!step || !(await claimStep(payload, lead.id, step, now))) {
    return { step: null, next: nextEscalationAt(waiting(lead), offices, now, escalation) }
  }
  const duty = dutyNow(offices, now)
  const userIds = step === 'admins' ? await adminIds(payload) : duty.onDuty.length > 0 ? duty.onDuty.map(Number) : null
  const result = await deliverStaffPush(payload, lead, { userIds }).catch((error: unknown) => {
    logger.warn({ err: error, event: 'lead.escalation.failed', leadId: lead.id }, 'escalation push failed')
    return 'failed'
  })
  logLeadEvent('lead.escalated', { leadId: lead.id, step, result })
  const done = { ...lead.notifications, [column[step]]: now.toISOString() }
  return { step, next: nextEscalationAt(waiting({ ...lead, notifications: done }), offices, now, escalation) }
}
