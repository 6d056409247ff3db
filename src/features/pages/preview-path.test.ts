import { describe, expect, it } from 'vitest'
import { matchSitePath } from './preview-path'

describe('matchSitePath', () => {
  it('takes a path on this site', () => {
    expect(matchSitePath('/verano-2027')).toBe('/verano-2027')
    expect(matchSitePath('/en/summer/offer')).toBe('/en/summer/offer')
  })
  it('refuses anything that could leave the site or is not a page path', () => {
    for (const bad of [
      null,
      '',
      'verano',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/a?b=1',
      '/A',
      '/x'.repeat(200),
    ]) {
      expect(matchSitePath(bad)).toBeNull()
    }
  })
})
