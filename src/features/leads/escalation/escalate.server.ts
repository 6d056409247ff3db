import 'server-only'
import type { Payload } from 'payload'
import { logger, logLeadEvent } from '@/server/logger'
import { deliverStaffPush } from '@/features/leads/staff-push/deliver.server'
import { dutyNow } from '@/features/office-hours/hours'
import { readDutySettings } from '@/features/office-hours/settings.server'
import { escalationDue, type EscalationStep } from './escalation'

type Candidate = {
  id: number
  name?: string | null
  locale?: string | null
  createdAt: string
  status?: string | null
  firstContact?: { at?: string | null } | null
  notifications?: { escalatedAt?: string | null; adminsAlertedAt?: string | null } | null
}

const column: Record<EscalationStep, 'escalatedAt' | 'adminsAlertedAt'> = { staff: 'escalatedAt', admins: 'adminsAlertedAt' }

/** Marks the step on the lead once (one conditional UPDATE): of two instances, one alerts. */
async function claimStep(payload: Payload, leadId: number, step: EscalationStep, now: Date): Promise<boolean> {
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

/**
 * One escalation pass (run by the notification worker every 15 s, worker.server.ts): each new,
 * uncontacted lead of the last week whose wait passed a step is announced again by Web Push, to
 * the staff on duty (every device when nobody is listed) or to the admins. Never throws.
 */
export async function escalateWaitingLeads(payload: Payload, now = new Date()): Promise<number> {
  try {
    const { offices, escalation } = await readDutySettings(payload)
    const duty = dutyNow(offices, now)
    if (!duty.open) return 0
    const { docs } = await payload.find({
      collection: 'leads',
      where: {
        and: [
          { status: { equals: 'new' } },
          { 'firstContact.at': { exists: false } },
          { 'notifications.adminsAlertedAt': { exists: false } },
          { createdAt: { greater_than: new Date(now.getTime() - 7 * 86_400_000).toISOString() } },
          { createdAt: { less_than_equal: new Date(now.getTime() - escalation.staffMinutes * 60_000).toISOString() } },
        ],
      },
      sort: 'createdAt',
      limit: 100,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: {
        name: true,
        locale: true,
        createdAt: true,
        status: true,
        firstContact: true,
        notifications: true,
      },
    })
    let alerted = 0
    let admins: number[] | null = null
    for (const lead of docs as unknown as Candidate[]) {
      const step = escalationDue(
        {
          createdAt: lead.createdAt,
          status: lead.status,
          firstContactAt: lead.firstContact?.at,
          escalatedAt: lead.notifications?.escalatedAt,
          adminsAlertedAt: lead.notifications?.adminsAlertedAt,
        },
        offices,
        now,
        escalation,
      )
      if (!step || !(await claimStep(payload, lead.id, step, now))) continue
      const userIds =
        step === 'admins' ? (admins ??= await adminIds(payload)) : duty.onDuty.length > 0 ? duty.onDuty.map(Number) : null
      const result = await deliverStaffPush(payload, lead, { userIds }).catch((error: unknown) => {
        logger.warn({ err: error, event: 'lead.escalation.failed', leadId: lead.id }, 'escalation push failed')
        return 'failed'
      })
      logLeadEvent('lead.escalated', { leadId: lead.id, step, result })
      alerted++
    }
    return alerted
  } catch (error) {
    logger.error({ err: error, event: 'lead.escalation' }, 'escalation pass failed')
    return 0
  }
}
