import { describe, expect, it } from 'vitest'
import { configuredSiteOrigins, sessionOrigins, siteIsHttps } from './site-url'

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

describe('sessionOrigins (where a request may carry the staff session cookie)', () => {
  it('are the SITE_URL origins when set', () => {
    expect(sessionOrigins({ SITE_URL: 'https://salazar.example', NODE_ENV: 'production' })).toEqual([
      'https://salazar.example',
      'https://www.salazar.example',
    ])
  })
  it('without SITE_URL are the server’s own origin, never empty (any origin)', () => {
    expect(sessionOrigins({ PORT: '4123', NODE_ENV: 'production' })).toEqual(['http://localhost:4123', 'http://127.0.0.1:4123'])
    expect(sessionOrigins({ NODE_ENV: 'development' })).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000'])
  })
})

describe('siteIsHttps (cookies Secure whatever the forwarded headers say)', () => {
  it('follows SITE_URL’s first origin', () => {
    expect(siteIsHttps('https://salazar.example')).toBe(true)
    expect(siteIsHttps('http://localhost:3000')).toBe(false)
    expect(siteIsHttps('')).toBe(false)
  })
})
