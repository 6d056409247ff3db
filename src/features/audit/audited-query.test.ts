import { describe, expect, it } from 'vitest'
import { auditedWhere, hashedValue } from './audited-query'

const KEY = 'test-key'

describe('auditedWhere', () => {
  it('keeps the desk fields and the shape, and hashes what a person typed', () => {
    const where = {
      and: [
        { status: { equals: 'new' } },
        { createdAt: { greater_than: '2026-01-01T00:00:00.000Z' } },
        { or: [{ searchName: { like: 'maria perez' } }, { searchPhone: { like: '9155550142' } }] },
        { 'consent.ip': { equals: '203.0.113.5' } },
        { 'spam.flagged': { equals: true } },
      ],
    }
    const audited = auditedWhere(where, KEY)
    expect(audited).toEqual({
      and: [
        { status: { equals: 'new' } },
        { createdAt: { greater_than: '2026-01-01T00:00:00.000Z' } },
        {
          or: [
            { searchName: { like: hashedValue('maria perez', KEY) } },
            { searchPhone: { like: hashedValue('9155550142', KEY) } },
          ],
        },
        { 'consent.ip': { equals: hashedValue('203.0.113.5', KEY) } },
        { 'spam.flagged': { equals: true } },
      ],
    })
    const text = JSON.stringify(audited)
    for (const typed of ['maria', '9155550142', '203.0.113.5']) expect(text).not.toContain(typed)
  })

  it("reads a query string's numbered conditions and comma lists, and hashes each value of a list", () => {
    const audited = auditedWhere({ and: { 0: { status: { in: 'new,spam' } }, 1: { email: { in: 'a@x.com,b@x.com' } } } }, KEY)
    expect(audited).toEqual({
      and: {
        0: { status: { in: 'new,spam' } },
        1: { email: { in: [hashedValue('a@x.com', KEY), hashedValue('b@x.com', KEY)] } },
      },
    })
  })

  it('gives the same hash for the same value, another for another key', () => {
    expect(hashedValue('9155550142', KEY)).toBe(hashedValue('9155550142', KEY))
    expect(hashedValue('9155550142', KEY)).not.toBe(hashedValue('9155550142', 'other'))
    expect(auditedWhere(undefined, KEY)).toBeNull()
  })
})
