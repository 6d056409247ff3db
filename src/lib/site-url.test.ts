import { describe, expect, it } from 'vitest'
import { configuredSiteOrigins } from './site-url'

describe('configuredSiteOrigins (the admin csrf list and serverURL)', () => {
  it('is empty without SITE_URL', () => {
    expect(configuredSiteOrigins('')).toEqual([])
  })

  it('gives each configured origin with its www or bare twin, the first first', () => {
    expect(configuredSiteOrigins('https://salazarimmigration.example/')).toEqual([
      'https://salazarimmigration.example',
      'https://www.salazarimmigration.example',
    ])
    expect(configuredSiteOrigins('https://www.a.example, https://b.example:8443')).toEqual([
      'https://www.a.example',
      'https://a.example',
      'https://b.example:8443',
      'https://www.b.example:8443',
    ])
  })

  it('gives no twin to localhost or an address, and skips junk', () => {
    expect(configuredSiteOrigins('http://localhost:3000,not a url,http://127.0.0.1:4000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:4000',
    ])
  })
})
