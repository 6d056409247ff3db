import { describe, expect, it } from 'vitest'
import { cleanNumber, pageOfClick } from './track-call.server'

const ours = new Set(['https://salazarimmigration.example'])

describe('pageOfClick', () => {
  it('keeps path and query of our own page', () => {
    expect(pageOfClick('https://salazarimmigration.example/en/contact?x=1#y', undefined, ours)).toBe('/en/contact?x=1')
  })
  it('falls back to the posted page, only when it is ours', () => {
    expect(pageOfClick(null, 'https://salazarimmigration.example/servicios', ours)).toBe('/servicios')
    expect(pageOfClick(null, 'https://evil.example/x', ours)).toBe('(unknown)')
    expect(pageOfClick('https://evil.example/', 'https://salazarimmigration.example/a', ours)).toBe('/a')
  })
  it.each([null, '', 'not a url', 'javascript:alert(1)'])('answers (unknown) for %o', (referer) => {
    expect(pageOfClick(referer, { page: 1 }, ours)).toBe('(unknown)')
  })
})

describe('cleanNumber', () => {
  it.each([
    ['+1 (915) 555-0142', '+19155550142'],
    ['915.555.0142', '9155550142'],
    [9155550142, '9155550142'],
    ['+' + '9'.repeat(40), '+' + '9'.repeat(15)],
  ])('%o → %o', (input, output) => {
    expect(cleanNumber(input)).toBe(output)
  })
  it.each([undefined, null, '', 'abc', {}, [], NaN])('drops %o', (input) => {
    expect(cleanNumber(input)).toBeUndefined()
  })
})
