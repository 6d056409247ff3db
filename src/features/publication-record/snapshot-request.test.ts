import { describe, expect, it } from 'vitest'
import { snapshotCookieValue, snapshotOfCookie } from './snapshot-request'
import { closeSnapshotRender, noteGroupShown, openSnapshotRender } from './snapshot-render.server'

describe('the signed cookie of a snapshot render', () => {
  const at = new Date('2027-01-31T23:59:59.999Z')

  it('gives back the instant and the render id only with the same secret and untouched', () => {
    const value = snapshotCookieValue('secret-a', { at, id: 'abc_DEF-1' })
    expect(snapshotOfCookie('secret-a', value)).toEqual({ at, id: 'abc_DEF-1' })
    expect(snapshotOfCookie('secret-b', value)).toBeNull()
    // Another instant under the same key: refused.
    expect(snapshotOfCookie('secret-a', value.replace('2027-01-31', '2026-01-31'))).toBeNull()
    expect(snapshotOfCookie('secret-a', value.slice(0, -2))).toBeNull()
    expect(snapshotOfCookie('secret-a', undefined)).toBeNull()
    expect(snapshotOfCookie('secret-a', 'no-dot')).toBeNull()
  })
})

describe('the text groups a snapshot render read', () => {
  it('are noted for an opened render only, and forgotten once given', () => {
    openSnapshotRender('one')
    noteGroupShown('one', 'texts-home')
    noteGroupShown('one', 'texts-home')
    noteGroupShown('one', 'texts-contact')
    noteGroupShown('other', 'texts-legal')
    expect([...closeSnapshotRender('one')]).toEqual(['texts-home', 'texts-contact'])
    expect(closeSnapshotRender('one').size).toBe(0)
    expect(closeSnapshotRender('other').size).toBe(0)
  })
})
