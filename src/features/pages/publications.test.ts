import { describe, expect, it } from 'vitest'
import { liveAt, publicationsOf } from './publications'

const v = (id: number, minute: number, published: boolean) => ({
  id,
  createdAt: `2027-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  published,
})

describe("a page's publications", () => {
  it('each published version is live until the next one, or until the page came down', () => {
    const versions = [v(1, 0, false), v(2, 5, true), v(3, 6, false), v(4, 10, true)]
    expect(publicationsOf(versions, { published: true, updatedAt: 'x' })).toEqual([
      { versionId: 2, liveFrom: versions[1]!.createdAt, liveUntil: versions[3]!.createdAt },
      { versionId: 4, liveFrom: versions[3]!.createdAt, liveUntil: null },
    ])
    const down = publicationsOf(versions, { published: false, updatedAt: '2027-01-01T10:20:00.000Z' })
    expect(down[1]!.liveUntil).toBe('2027-01-01T10:20:00.000Z')
    expect(liveAt(down, new Date('2027-01-01T10:07:00Z'))?.versionId).toBe(2)
    expect(liveAt(down, new Date('2027-01-01T10:10:00Z'))?.versionId).toBe(4)
    expect(liveAt(down, new Date('2027-01-01T10:20:00Z'))).toBeNull()
    expect(liveAt(down, new Date('2027-01-01T09:00:00Z'))).toBeNull()
  })
})
