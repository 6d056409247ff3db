import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { readSiteSettings } from '@/globals/settings-read'
import { escalationSettings, type EscalationSettings } from '@/features/leads/escalation/escalation'
import { dutyNow, type OfficeHours } from './hours'

export type DutySettings = { offices: OfficeHours[]; escalation: EscalationSettings }

/** Offices with their hours and staff on duty, and the escalation minutes, from site settings. */
export async function readDutySettings(payload: Payload, req?: PayloadRequest): Promise<DutySettings> {
  const settings = await readSiteSettings(payload, req)
  return { offices: (settings.offices ?? []) as OfficeHours[], escalation: escalationSettings(settings.escalation) }
}

/**
 * Whose devices hear of a new lead now: the staff on duty at the offices open now; every device
 * when no one is listed on duty; nobody outside office hours (the lead waits for the morning list
 * and is announced by escalation once the office opens, src/features/leads/escalation).
 */
export function newLeadRecipients(offices: OfficeHours[], now: Date): Array<number | string> | null {
  const duty = dutyNow(offices, now)
  if (!duty.open) return []
  return duty.onDuty.length > 0 ? duty.onDuty.map(Number) : null
}
