import { describe, expect, it } from 'vitest'
import {
  callBackPhrase,
  dutyNow,
  instantOf,
  isOfficeOpen,
  localTime,
  nextOpening,
  openAtMany,
  zoneClock,
  type OfficeHours,
} from './hours'

const weekdays9to6 = [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'] as const, opens: '09:00', closes: '18:00' }].map((h) => ({
  ...h,
  days: [...h.days],
}))
const elPaso: OfficeHours = { name: 'El Paso', city: 'El Paso', timeZone: 'America/Denver', hours: weekdays9to6, onDuty: [1, 2] }
const washington: OfficeHours = {
  name: 'Washington',
  city: 'Washington',
  timeZone: 'America/New_York',
  hours: weekdays9to6,
  onDuty: [3],
}

describe('office hours in each office’s own time zone (controlled clock)', () => {
  it('opens at 9:00 local: Washington two hours before El Paso', () => {
    // Tuesday 25 Nov 2026, 14:30 UTC = 9:30 in Washington (EST), 7:30 in El Paso (MST).
    const at = new Date('2026-11-25T14:30:00Z')
    expect(isOfficeOpen(washington, at)).toBe(true)
    expect(isOfficeOpen(elPaso, at)).toBe(false)
    expect(dutyNow([elPaso, washington], at)).toEqual({ open: true, onDuty: ['3'] })
    // 16:30 UTC: both open, everyone on duty.
    expect(dutyNow([elPaso, washington], new Date('2026-11-25T16:30:00Z'))).toEqual({ open: true, onDuty: ['1', '2', '3'] })
  })

  it('finds the next opening across a weekend and a daylight-saving change', () => {
    // Saturday 7 Mar 2026 23:00 in El Paso; clocks go forward on Sunday 8 March.
    const saturdayNight = instantOf({ year: 2026, month: 3, day: 7 }, 23 * 60, 'America/Denver')
    expect(nextOpening(elPaso, saturdayNight)?.toISOString()).toBe('2026-03-09T15:00:00.000Z') // Monday 9:00 MDT
    expect(dutyNow([elPaso], saturdayNight)).toEqual({ open: false, onDuty: [] })
  })

  it('tells the visitor when the firm will call, in their language', () => {
    const fridayNight = new Date('2026-11-28T05:00:00Z') // Friday 27 Nov, 22:00 in El Paso
    expect(callBackPhrase([elPaso], fridayNight, 'es')).toBe(
      'Nuestra oficina está cerrada ahora. Le llamaremos a partir del lunes, 30 de noviembre, 9:00 a.m. (hora de El Paso).',
    )
    expect(callBackPhrase([elPaso], fridayNight, 'en')).toBe(
      'Our office is closed now. We will call you from Monday, November 30 at 9:00 AM (El Paso time).',
    )
    expect(callBackPhrase([elPaso], new Date('2026-11-25T17:00:00Z'), 'es')).toBe(
      'Nuestra oficina está abierta: le llamaremos en los próximos minutos.',
    )
  })

  it('counts a firm with no hours set as always open, everyone listed on duty', () => {
    expect(dutyNow([{ name: 'X', onDuty: [{ id: 4 }] }], new Date())).toEqual({ open: true, onDuty: ['4'] })
  })
})

describe('office hours for many instants (the campaign dashboard)', () => {
  it('answers like dutyNow and localTime, minute by minute, across a daylight-saving change', () => {
    const halfHours: OfficeHours = { ...elPaso, hours: [{ days: ['sun', 'mon'], opens: '01:30', closes: '09:45' }] }
    const offices = [halfHours, washington]
    const open = openAtMany(offices)
    const clock = zoneClock('America/Denver')
    const kathmandu = zoneClock('Asia/Kathmandu') // UTC+5:45
    // 7 to 10 March 2026 (clocks go forward on Sunday 8 March) and 31 October to 3 November (back
    // on Sunday 1 November), every 7 minutes and 13 s.
    for (const [from, to] of [
      ['2026-03-07T00:00:00Z', '2026-03-10T12:00:00Z'],
      ['2026-10-31T00:00:00Z', '2026-11-03T00:00:00Z'],
    ]) {
      for (let at = Date.parse(from!); at < Date.parse(to!); at += 433_000) {
        expect(open(at), new Date(at).toISOString()).toBe(dutyNow(offices, new Date(at)).open)
        expect(clock(at)).toEqual(localTime(new Date(at), 'America/Denver'))
        expect(kathmandu(at)).toEqual(localTime(new Date(at), 'Asia/Kathmandu'))
      }
    }
    expect(openAtMany([{ ...elPaso, hours: [] }])(Date.parse('2026-03-08T03:00:00Z'))).toBe(true)
  })
})
