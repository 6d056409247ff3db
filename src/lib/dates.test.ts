import { afterEach, describe, expect, it } from 'vitest'
import { formatLongDate, isoDay, isoInstant } from './dates'

describe('formatLongDate', () => {
  it('writes the long Spanish date', () => {
    expect(formatLongDate('2025-03-05T12:00:00.000Z', 'es')).toBe('5 de marzo de 2025')
    expect(formatLongDate('2024-12-31T12:00:00.000Z', 'es')).toBe('31 de diciembre de 2024')
  })

  it('writes the long English date', () => {
    expect(formatLongDate('2025-03-05T12:00:00.000Z', 'en')).toBe('March 5, 2025')
  })

  it('does not show the previous day for a date at 00:00 UTC', () => {
    expect(formatLongDate('2025-03-05T00:00:00.000Z', 'es')).toBe('5 de marzo de 2025')
    expect(formatLongDate('2025-03-05T00:00:00.000Z', 'en')).toBe('March 5, 2025')
    expect(formatLongDate('2025-01-01T00:00:00.000Z', 'en')).toBe('January 1, 2025')
    expect(formatLongDate('2025-03-05', 'es')).toBe('5 de marzo de 2025')
  })

  it('does not show the next day for a date late in the UTC day', () => {
    expect(formatLongDate('2025-03-05T23:59:59.000Z', 'en')).toBe('March 5, 2025')
  })

  it('accepts Date objects and answers empty for missing or invalid dates', () => {
    expect(formatLongDate(new Date(Date.UTC(2025, 2, 5)), 'en')).toBe('March 5, 2025')
    expect(formatLongDate(null, 'es')).toBe('')
    expect(formatLongDate(undefined, 'en')).toBe('')
    expect(formatLongDate('not a date', 'en')).toBe('')
  })
})

describe('time zone of the server', () => {
  const original = process.env.TZ
  afterEach(() => {
    process.env.TZ = original
  })

  it('gives the same day west of UTC', async () => {
    process.env.TZ = 'America/Denver'
    expect(formatLongDate('2025-03-05T00:00:00.000Z', 'es')).toBe('5 de marzo de 2025')
    expect(isoDay('2025-03-05T00:00:00.000Z')).toBe('2025-03-05')
  })
})

describe('isoDay / isoInstant', () => {
  it('gives machine-readable dates', () => {
    expect(isoDay('2025-03-05T00:00:00.000Z')).toBe('2025-03-05')
    expect(isoInstant('2025-03-05')).toBe('2025-03-05T00:00:00.000Z')
    expect(isoDay('garbage')).toBe('')
    expect(isoInstant(null)).toBeUndefined()
  })
})
