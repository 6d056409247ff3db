import { describe, expect, it } from 'vitest'
import { SESSION_MAX_AGE_MS, sessionTooOld } from './strategy'

describe('sessionTooOld (the absolute session lifetime)', () => {
  const now = Date.parse('2026-12-06T21:00:00Z')
  const started = (msAgo: number) => [{ id: 's1', createdAt: new Date(now - msAgo).toISOString() }]
  it('keeps a session younger than 12 hours, however it was renewed', () => {
    expect(SESSION_MAX_AGE_MS).toBe(12 * 60 * 60_000)
    expect(sessionTooOld(started(11 * 60 * 60_000), 's1', now)).toBe(false)
  })
  it('ends one older than 12 hours, and one whose start is unknown', () => {
    expect(sessionTooOld(started(12 * 60 * 60_000 + 1), 's1', now)).toBe(true)
    expect(sessionTooOld([{ id: 's1' }], 's1', now)).toBe(true)
    expect(sessionTooOld(started(1_000), 'other', now)).toBe(true)
  })
})
