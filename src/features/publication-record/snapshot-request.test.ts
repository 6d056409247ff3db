import { describe, expect, it } from 'vitest'
import { BadInstant, snapshotInstant } from './snapshot-request'

describe('the instant a dated snapshot asks for', () => {
  it("is a day's last moment in the firm's time zone, or the exact instant", () => {
    expect(snapshotInstant(new URLSearchParams('date=2027-01-31'), 'America/Denver')?.toISOString()).toBe(
      '2027-02-01T06:59:59.999Z',
    )
    expect(snapshotInstant(new URLSearchParams('at=2027-01-31T12:00:00Z'))?.toISOString()).toBe('2027-01-31T12:00:00.000Z')
    expect(snapshotInstant(new URLSearchParams(''))).toBeNull()
  })

  it('refuses an impossible day or a malformed instant', () => {
    expect(() => snapshotInstant(new URLSearchParams('date=2027-02-30'))).toThrow(BadInstant)
    expect(() => snapshotInstant(new URLSearchParams('at=not-a-date'))).toThrow(BadInstant)
  })
})
