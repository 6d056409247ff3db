import { describe, expect, it } from 'vitest'
import { decideCampaignSource, isCampaignSource, normalizeSourcePart } from './source'

const page = 'https://salazarimmigration.example/servicios'

describe('decideCampaignSource', () => {
  it('uses utm_source, with utm_campaign when present', () => {
    expect(decideCampaignSource({ url: `${page}?utm_source=Facebook` })).toEqual({ source: 'facebook', isNew: true })
    expect(decideCampaignSource({ url: `${page}?utm_source=google&utm_campaign=Parole%202026` })).toEqual({
      source: 'google/parole-2026',
      isNew: true,
    })
  })

  it('maps click ids', () => {
    expect(decideCampaignSource({ url: `${page}?gclid=abc` }).source).toBe('google-ads')
    expect(decideCampaignSource({ url: `${page}?fbclid=abc` }).source).toBe('facebook')
    expect(decideCampaignSource({ url: `${page}?ttclid=abc` }).source).toBe('tiktok')
  })

  it('prefers utm_source over click ids, and ignores empty params', () => {
    expect(decideCampaignSource({ url: `${page}?gclid=x&utm_source=newsletter` }).source).toBe('newsletter')
    expect(decideCampaignSource({ url: `${page}?gclid=&utm_source=` })).toEqual({ source: null, isNew: false })
  })

  it('falls back to the referrer host, without www', () => {
    expect(decideCampaignSource({ url: page, referrer: 'https://www.Google.com/search?q=abogado' })).toEqual({
      source: 'google.com',
      isNew: true,
    })
  })

  it('ignores our own host as referrer, with or without www, and SITE_URL hosts', () => {
    expect(decideCampaignSource({ url: page, referrer: 'https://www.salazarimmigration.example/' }).source).toBeNull()
    expect(
      decideCampaignSource({
        url: 'http://localhost:3000/',
        referrer: 'https://salazarimmigration.example/x',
        ownHosts: ['salazarimmigration.example'],
      }).source,
    ).toBeNull()
  })

  it('keeps the first touch', () => {
    expect(decideCampaignSource({ url: `${page}?utm_source=tiktok`, existing: 'google-ads' })).toEqual({
      source: 'google-ads',
      isNew: false,
    })
  })

  it('replaces an existing cookie it could not have written', () => {
    expect(decideCampaignSource({ url: `${page}?utm_source=tiktok`, existing: '<script>' })).toEqual({
      source: 'tiktok',
      isNew: true,
    })
  })

  it.each([['javascript:alert(1)'], ['data:text/html,hi'], ['not a url'], [''], ['file:///etc/passwd']])(
    'ignores a hostile referrer %o',
    (referrer) => {
      expect(decideCampaignSource({ url: page, referrer })).toEqual({ source: null, isNew: false })
    },
  )

  it('survives a hostile URL and query', () => {
    expect(decideCampaignSource({ url: 'not a url' })).toEqual({ source: null, isNew: false })
    const hostile = decideCampaignSource({
      url: `${page}?utm_source=${encodeURIComponent('"><img src=x onerror=alert(1)>; Path=/; Domain=evil')}`,
    })
    expect(hostile.source).toMatch(/^[a-z0-9._/-]+$/)
    expect(isCampaignSource(hostile.source)).toBe(true)
    const long = decideCampaignSource({ url: `${page}?utm_source=${'a'.repeat(5000)}&utm_campaign=${'b'.repeat(5000)}` })
    expect(long.source?.length).toBeLessThanOrEqual(121)
    expect(decideCampaignSource({ url: `${page}?utm_source=${encodeURIComponent('¡¡¡')}` }).source).toBeNull()
  })
})

describe('normalizeSourcePart', () => {
  it.each([
    ['Google Ads', 'google-ads'],
    ['  Médico  ', 'medico'],
    ['a--b', 'a-b'],
    ['-.x.-', 'x'],
    ['\u0000\u200e', ''],
    ['ＦＢ', 'fb'],
  ])('%o → %o', (input, output) => {
    expect(normalizeSourcePart(input)).toBe(output)
  })
})
