import { describe, expect, it } from 'vitest'
import { leadWhere, parseLeadFilters, startOfDayIn } from './filters'

describe('startOfDayIn', () => {
  it('gives midnight in the firm’s zone', () => {
    expect(startOfDayIn('2026-01-15', 'America/Denver')?.toISOString()).toBe('2026-01-15T07:00:00.000Z')
    expect(startOfDayIn('2026-07-15', 'America/Denver')?.toISOString()).toBe('2026-07-15T06:00:00.000Z')
    expect(startOfDayIn('2026-03-08', 'America/Denver')?.toISOString()).toBe('2026-03-08T07:00:00.000Z')
  })
  it.each(['2026-02-30', '2026-13-01', 'yesterday', '', '2026-1-1', "2026-01-01' OR 1=1"])('refuses %o', (value) => {
    expect(startOfDayIn(value, 'UTC')).toBeUndefined()
  })
})

describe('parseLeadFilters', () => {
  it('reads every filter; "to" includes the whole day', () => {
    const filters = parseLeadFilters(
      new URLSearchParams(
        'from=2026-01-01&to=2026-01-31&section=Footer&situation=spouse&status=new&source=google&channel=web&spam=include',
      ),
      'UTC',
    )
    expect(filters).toEqual({
      from: new Date('2026-01-01T00:00:00Z'),
      to: new Date('2026-02-01T00:00:00Z'),
      section: 'Footer',
      situation: 'spouse',
      status: 'new',
      source: 'google',
      channel: 'web',
      spam: 'include',
    })
  })

  it('drops unknown values rather than failing', () => {
    const filters = parseLeadFilters(new URLSearchParams('situation=<x>&status=hacked&channel=fax&spam=maybe&from=nope'), 'UTC')
    expect(filters).toEqual({
      spam: 'exclude',
      from: undefined,
      to: undefined,
      section: undefined,
      situation: undefined,
      status: undefined,
      source: undefined,
      channel: undefined,
    })
    expect(leadWhere(filters)).toEqual({ and: [{ status: { not_equals: 'spam' } }] })
  })

  it('caps long text', () => {
    const filters = parseLeadFilters(new URLSearchParams(`section=${'x'.repeat(5000)}`), 'UTC')
    expect(filters.section).toHaveLength(200)
  })
})
