import { dutyNow, firstOpening, type OfficeHours } from '@/features/office-hours/hours'

/**
 * Nobody waits unseen: a new lead nobody has contacted is announced again to the staff on duty
 * after `staffMinutes` (5) of office time, and to the admins after `adminMinutes` (15). The wait
 * counts from the lead, or from the next opening when it came in while every office was closed
 * (those leads are the morning list: the desk shows them, nobody is woken). A first tap on
 * Call/SMS/WhatsApp or any status change stops it. Pure, with the clock passed in.
 */
export type EscalationSettings = { staffMinutes: number; adminMinutes: number }

export const defaultEscalation: EscalationSettings = { staffMinutes: 5, adminMinutes: 15 }

export type WaitingLead = {
  createdAt: string
  status?: string | null
  firstContactAt?: string | null
  escalatedAt?: string | null
  adminsAlertedAt?: string | null
}

export type EscalationStep = 'staff' | 'admins'

export function escalationSettings(
  value: { staffMinutes?: number | null; adminMinutes?: number | null } | null | undefined,
): EscalationSettings {
  const staffMinutes = positive(value?.staffMinutes) ?? defaultEscalation.staffMinutes
  const adminMinutes = Math.max(positive(value?.adminMinutes) ?? defaultEscalation.adminMinutes, staffMinutes)
  return { staffMinutes, adminMinutes }
}

function positive(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null
}

/** When the lead's wait began: its arrival, or the first opening after it if it came in while closed. */
export function waitStartedAt(lead: Pick<WaitingLead, 'createdAt'>, offices: OfficeHours[]): Date | null {
  const created = new Date(lead.createdAt)
  if (Number.isNaN(created.getTime())) return null
  if (dutyNow(offices, created).open) return created
  return firstOpening(offices, created)?.at ?? null
}

/** The step due now for this lead, or null (contacted, worked, not yet due, or outside office hours). */
export function escalationDue(
  lead: WaitingLead,
  offices: OfficeHours[],
  now: Date,
  settings: EscalationSettings,
): EscalationStep | null {
  if (lead.status !== 'new' || lead.firstContactAt) return null
  if (!dutyNow(offices, now).open) return null
  const started = waitStartedAt(lead, offices)
  if (!started) return null
  const waited = (now.getTime() - started.getTime()) / 60_000
  if (!lead.adminsAlertedAt && waited >= settings.adminMinutes) return 'admins'
  if (!lead.escalatedAt && !lead.adminsAlertedAt && waited >= settings.staffMinutes) return 'staff'
  return null
}

/** Leads older than this are the desk's, not the escalation's. */
const ESCALATES_FOR_MS = 7 * 86_400_000

/**
 * When the lead's next step falls due (the time its delayed job should run at), or null when it
 * needs none: worked, contacted, both steps done, or a week old. A step that falls while every
 * office is closed moves to the next opening.
 */
export function nextEscalationAt(
  lead: WaitingLead,
  offices: OfficeHours[],
  now: Date,
  settings: EscalationSettings,
): Date | null {
  if (lead.status !== 'new' || lead.firstContactAt || lead.adminsAlertedAt) return null
  if (now.getTime() - Date.parse(lead.createdAt) > ESCALATES_FOR_MS) return null
  const started = waitStartedAt(lead, offices)
  if (!started) return null
  const minutes = lead.escalatedAt ? settings.adminMinutes : settings.staffMinutes
  const at = new Date(Math.max(started.getTime() + minutes * 60_000, now.getTime()))
  return dutyNow(offices, at).open ? at : (firstOpening(offices, at)?.at ?? null)
}
