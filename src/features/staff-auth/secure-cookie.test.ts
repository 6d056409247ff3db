import { describe, expect, it } from 'vitest'
import { secureCookies, secureCookiesWanted, withSecureFlag } from './secure-cookie'

describe('withSecureFlag', () => {
  it('adds Secure once', () => {
    expect(withSecureFlag('payload-token=abc; Path=/; HttpOnly; SameSite=Lax')).toBe(
      'payload-token=abc; Path=/; HttpOnly; SameSite=Lax; Secure',
    )
    expect(withSecureFlag('a=b; Path=/; secure')).toBe('a=b; Path=/; secure')
  })
  it('is not fooled by "secure" in the value', () => {
    expect(withSecureFlag('secure=1; Path=/')).toBe('secure=1; Path=/; Secure')
  })
})

describe('secureCookies', () => {
  it('marks every Set-Cookie and keeps status, body and other headers', async () => {
    const headers = new Headers({ 'content-type': 'application/json' })
    headers.append('set-cookie', 'payload-token=abc; Path=/; HttpOnly')
    headers.append('set-cookie', 'other=1; Path=/')
    const response = secureCookies(new Response('{"ok":true}', { status: 201, headers }))
    expect(response.status).toBe(201)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.getSetCookie()).toEqual(['payload-token=abc; Path=/; HttpOnly; Secure', 'other=1; Path=/; Secure'])
    expect(await response.text()).toBe('{"ok":true}')
  })
  it('returns a response without cookies untouched', () => {
    const original = new Response('x')
    expect(secureCookies(original)).toBe(original)
  })
})

describe('secureCookiesWanted', () => {
  it('is true on a site whose SITE_URL is https, even for a request that reached the app over plain http', () => {
    const saved = process.env.SITE_URL
    try {
      process.env.SITE_URL = 'https://salazar.example'
      expect(secureCookiesWanted(new Request('http://127.0.0.1:3000/cms-api/users/login'))).toBe(true)
      process.env.SITE_URL = 'http://localhost:3000'
      expect(secureCookiesWanted(new Request('http://localhost:3000/cms-api/users/login'))).toBe(false)
      expect(secureCookiesWanted(new Request('https://localhost:3000/cms-api/users/login'))).toBe(true)
    } finally {
      if (saved === undefined) delete process.env.SITE_URL
      else process.env.SITE_URL = saved
    }
  })
})
