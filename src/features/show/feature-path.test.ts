import { describe, expect, it } from 'vitest'
import { featureAlternates, matchFeaturePath } from './feature-path'

describe('show feature pages', () => {
  it('match /{slug} in both languages and /en/as-seen-live-with-{slug} in English', () => {
    expect(matchFeaturePath('es', ['ana-lopez'], 'ana-lopez')).toBe('show')
    expect(matchFeaturePath('en', ['as-seen-live-with-ana-lopez'], 'ana-lopez')).toBe('as-seen-live')
    expect(matchFeaturePath('es', ['as-seen-live-with-ana-lopez'], 'ana-lopez')).toBeNull()
    expect(matchFeaturePath('es', ['ana-lopez'], null)).toBeNull()
  })

  it('pair each variant with its translation', () => {
    expect(featureAlternates('ana-lopez', 'show', 'es')).toEqual({ es: '/ana-lopez', en: '/en/ana-lopez' })
    expect(featureAlternates('ana-lopez', 'show', 'en')).toEqual({ es: '/ana-lopez', en: '/en/ana-lopez' })
    expect(featureAlternates('ana-lopez', 'as-seen-live', 'en')).toEqual({
      es: '/ana-lopez',
      en: '/en/as-seen-live-with-ana-lopez',
    })
  })
})
