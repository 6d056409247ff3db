import { describe, expect, it } from 'vitest'
import { escalationDue, escalationSettings, nextEscalationAt, type WaitingLead } from './escalation'
import type { OfficeHours } from '@/features/office-hours/hours'

const elPaso: OfficeHours = {
  city: 'El Paso',
  timeZone: 'America/Denver',
  hours: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '18:00' }],
  onDuty: [1],
}
const settings = escalationSettings(null)
// Wednesday 25 Nov 2026, 10:00 in El Paso (MST) = 17:00 UTC.
const at = (minutes: number) => new Date(Date.parse('2026-11-25T17:00:00Z') + minutes * 60_000)
const lead = (over: Partial<WaitingLead> = {}): WaitingLead => ({ createdAt: at(0).toISOString(), status: 'new', ...over })

describe('escalation (controlled clock)', () => {
  it('re-alerts the staff on duty at 5 minutes and the admins at 15', () => {
    expect(escalationDue(lead(), [elPaso], at(4.9), settings)).toBeNull()
    expect(escalationDue(lead(), [elPaso], at(5), settings)).toBe('staff')
    expect(escalationDue(lead({ escalatedAt: at(5).toISOString() }), [elPaso], at(10), settings)).toBeNull()
    expect(escalationDue(lead({ escalatedAt: at(5).toISOString() }), [elPaso], at(15), settings)).toBe('admins')
    expect(
      escalationDue(lead({ escalatedAt: 'x', adminsAlertedAt: at(15).toISOString() }), [elPaso], at(60), settings),
    ).toBeNull()
    // A pass that missed the 5-minute step goes straight to the admins at 15.
    expect(escalationDue(lead(), [elPaso], at(16), settings)).toBe('admins')
  })

  it('stops at the first tap on a contact link or any status change', () => {
    expect(escalationDue(lead({ firstContactAt: at(3).toISOString() }), [elPaso], at(20), settings)).toBeNull()
    expect(escalationDue(lead({ status: 'contacted' }), [elPaso], at(20), settings)).toBeNull()
  })

  it('wakes nobody outside office hours, and counts a night lead from the opening', () => {
    // Tuesday 24 Nov 23:00 in El Paso.
    const night = lead({ createdAt: '2026-11-25T06:00:00Z' })
    expect(escalationDue(night, [elPaso], new Date('2026-11-25T07:00:00Z'), settings)).toBeNull()
    // Wednesday 9:04 and 9:05 El Paso (16:04 / 16:05 UTC).
    expect(escalationDue(night, [elPaso], new Date('2026-11-25T16:04:00Z'), settings)).toBeNull()
    expect(escalationDue(night, [elPaso], new Date('2026-11-25T16:05:00Z'), settings)).toBe('staff')
  })

  it('takes its minutes from site settings (configurable), admins never before staff', () => {
    expect(escalationSettings({ staffMinutes: 2, adminMinutes: 10 })).toEqual({ staffMinutes: 2, adminMinutes: 10 })
    expect(escalationSettings({ staffMinutes: 20, adminMinutes: 10 })).toEqual({ staffMinutes: 20, adminMinutes: 20 })
    expect(escalationSettings({ staffMinutes: -1 })).toEqual({ staffMinutes: 5, adminMinutes: 15 })
  })
})

describe('the escalation job’s next run (controlled clock)', () => {
  it('runs at 5 minutes, then at 15, and not at all once the lead is worked or both steps are done', () => {
    expect(nextEscalationAt(lead(), [elPaso], at(0), settings)).toEqual(at(5))
    expect(nextEscalationAt(lead({ escalatedAt: at(5).toISOString() }), [elPaso], at(5), settings)).toEqual(at(15))
    expect(nextEscalationAt(lead({ adminsAlertedAt: at(15).toISOString() }), [elPaso], at(15), settings)).toBeNull()
    expect(nextEscalationAt(lead({ status: 'contacted' }), [elPaso], at(1), settings)).toBeNull()
    expect(nextEscalationAt(lead({ firstContactAt: at(1).toISOString() }), [elPaso], at(1), settings)).toBeNull()
  })

  it('moves a step that falls while the offices are closed to the next opening', () => {
    // Tuesday 24 Nov 23:00 in El Paso: its wait starts Wednesday at 9:00, so the first step is 9:05.
    const night = lead({ createdAt: '2026-11-25T06:00:00Z' })
    expect(nextEscalationAt(night, [elPaso], new Date('2026-11-25T06:00:00Z'), settings)).toEqual(
      new Date('2026-11-25T16:05:00Z'),
    )
    // Wednesday 17:58: the admins' step (18:13) falls after closing, so Thursday at 9:00.
    const late = lead({ createdAt: '2026-11-26T00:58:00Z', escalatedAt: '2026-11-26T01:03:00Z' })
    expect(nextEscalationAt(late, [elPaso], new Date('2026-11-26T01:03:00Z'), settings)).toEqual(new Date('2026-11-26T16:00:00Z'))
  })
})
