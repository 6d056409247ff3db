import { describe, expect, it } from 'vitest'
import { isQuietHour } from './quiet-hours'

describe('quiet hours for texting (controlled clock)', () => {
  it('are 21:00 to 9:00 in the given zone by default', () => {
    const denver = 'America/Denver'
    expect(isQuietHour(new Date('2026-11-26T03:59:00Z'), denver)).toBe(false) // 20:59
    expect(isQuietHour(new Date('2026-11-26T04:00:00Z'), denver)).toBe(true) // 21:00
    expect(isQuietHour(new Date('2026-11-26T15:59:00Z'), denver)).toBe(true) // 8:59
    expect(isQuietHour(new Date('2026-11-26T16:00:00Z'), denver)).toBe(false) // 9:00
    // The same instant is already quiet in Washington.
    expect(isQuietHour(new Date('2026-11-26T02:30:00Z'), 'America/New_York')).toBe(true)
    expect(isQuietHour(new Date('2026-11-26T02:30:00Z'), denver)).toBe(false)
  })

  it('takes other hours, also within one day', () => {
    expect(isQuietHour(new Date('2026-11-26T20:00:00Z'), 'UTC', { start: '12:00', end: '14:00' })).toBe(false)
    expect(isQuietHour(new Date('2026-11-26T13:00:00Z'), 'UTC', { start: '12:00', end: '14:00' })).toBe(true)
  })
})
