import { describe, expect, it } from 'vitest'
import { percentile, speedFigures, speedRow } from './speed'

describe('speed to lead figures', () => {
  it('takes nearest-rank percentiles, always one of the waits', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    expect(percentile(sorted, 50)).toBe(5)
    expect(percentile(sorted, 90)).toBe(9)
    expect(percentile([42], 90)).toBe(42)
    expect(percentile([], 50)).toBeNull()
  })

  it('counts the share within 5 minutes over all leads, the median and p90 over those contacted', () => {
    // Two of four leads reached within 5 minutes; one never contacted.
    expect(speedRow('x', [2, 4.96, 30, null])).toEqual({
      key: 'x',
      leads: 4,
      contacted: 3,
      median: 5,
      p90: 30,
      withinTarget: 0.5,
    })
    expect(speedRow(null, [null, null])).toEqual({ key: null, leads: 2, contacted: 0, median: null, p90: null, withinTarget: 0 })
    // A first contact recorded a moment before the lead (clocks) counts as 0, not as negative.
    expect(speedRow(null, [-0.2]).median).toBe(0)
  })

  it('groups by week in order, by the staff member who called (contacted leads only) and by source', () => {
    const at = { weekday: 'mon', hour: 9, officeHours: true } as const
    const figures = speedFigures([
      { week: '2026-10-12', staff: 'Ana', source: 'facebook', minutes: 3, ...at },
      { week: '2026-10-05', staff: 'Ana', source: 'facebook', minutes: 12, ...at },
      { week: '2026-10-05', staff: 'Luis', source: null, minutes: 1, ...at },
      { week: '2026-10-05', staff: null, source: null, minutes: null, ...at },
    ])
    expect(figures.total).toMatchObject({ leads: 4, contacted: 3, median: 3, p90: 12, withinTarget: 0.5 })
    expect(figures.byWeek.map((r) => [r.key, r.leads, r.median])).toEqual([
      ['2026-10-05', 3, 1],
      ['2026-10-12', 1, 3],
    ])
    expect(figures.byStaff.map((r) => [r.key, r.contacted, r.median, r.withinTarget])).toEqual([
      ['Ana', 2, 3, 0.5],
      ['Luis', 1, 1, 1],
    ])
    expect(figures.bySource.map((r) => [r.key, r.leads, r.contacted])).toEqual([
      ['facebook', 2, 2],
      [null, 2, 1],
    ])
  })

  it('groups by weekday (Monday first), by hour in order, and inside office hours before outside', () => {
    const figures = speedFigures([
      { week: 'w', staff: 'Ana', source: null, weekday: 'sun', hour: 22, officeHours: false, minutes: 600 },
      { week: 'w', staff: 'Ana', source: null, weekday: 'tue', hour: 9, officeHours: true, minutes: 2 },
      { week: 'w', staff: null, source: null, weekday: 'mon', hour: 14, officeHours: true, minutes: null },
      { week: 'w', staff: 'Luis', source: null, weekday: 'tue', hour: 9, officeHours: true, minutes: 6 },
    ])
    expect(figures.byWeekday.map((r) => [r.key, r.leads, r.median])).toEqual([
      ['mon', 1, null],
      ['tue', 2, 2],
      ['sun', 1, 600],
    ])
    expect(figures.byHour.map((r) => [r.key, r.leads])).toEqual([
      ['09', 2],
      ['14', 1],
      ['22', 1],
    ])
    expect(figures.byOfficeHours.map((r) => [r.key, r.leads, r.contacted, r.withinTarget])).toEqual([
      ['inside', 3, 2, 1 / 3],
      ['outside', 1, 1, 0],
    ])
  })
})
