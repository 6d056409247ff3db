import { describe, expect, it } from 'vitest'
import { liveAt } from './publications'

const at = (minute: number) => `2027-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`

describe('the publication live at an instant', () => {
  // Published at :05, replaced at :10, unpublished at :20, published again at :30 and still live.
  const record = [
    { version: 'a', liveFrom: at(5), liveUntil: at(10) },
    { version: 'b', liveFrom: at(10), liveUntil: at(20) },
    { version: 'c', liveFrom: at(30), liveUntil: null },
  ]
  const versionAt = (minute: number) => liveAt(record, new Date(at(minute)))?.version ?? null

  it('is the one whose span holds it, the start included and the end not', () => {
    expect(versionAt(5)).toBe('a')
    expect(versionAt(9)).toBe('a')
    expect(versionAt(10)).toBe('b')
    expect(versionAt(45)).toBe('c')
  })

  it('is none before the first publish and between an unpublish and the next publish', () => {
    expect(versionAt(0)).toBeNull()
    expect(versionAt(20)).toBeNull()
    expect(versionAt(25)).toBeNull()
  })
})
