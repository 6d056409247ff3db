import { readFileSync } from 'node:fs'
import path from 'node:path'
import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it } from 'vitest'
import { withAdminLanguage } from '@/features/staff-language/admin-language'
import { trustedDeviceCookie } from '@/features/staff-auth/trusted-device'
import { csrfCookieHeader } from '@/server/csrf'
import {
  adminLanguageCookie,
  csrfCookie,
  staffCookiePrefix,
  staffSessionCookie,
  trustedDeviceCookiePrefix,
} from '@/lib/cookie-names'

const saved = process.env.SITE_URL
afterEach(() => {
  if (saved === undefined) delete process.env.SITE_URL
  else process.env.SITE_URL = saved
})

/** The attributes of a Set-Cookie line, lower-cased names, and its cookie's name. */
function parsed(line: string) {
  const [pair, ...rest] = line.split(';')
  const attributes = new Map(
    rest.map((part) => {
      const [name, ...value] = part.split('=')
      return [name!.trim().toLowerCase(), value.join('=').trim()] as const
    }),
  )
  return { name: pair!.split('=')[0]!.trim(), attributes }
}

describe('cookie names (issue 47: `__Host-` over https)', () => {
  it('carry `__Host-` when SITE_URL is https, and stay bare over plain http', () => {
    process.env.SITE_URL = 'https://www.salazar.example'
    expect([staffCookiePrefix(), staffSessionCookie(), adminLanguageCookie(), csrfCookie()]).toEqual([
      '__Host-payload',
      '__Host-payload-token',
      '__Host-payload-lng',
      '__Host-csrf_binding',
    ])
    expect(trustedDeviceCookiePrefix()).toBe('__Secure-staff-device-')
    process.env.SITE_URL = 'http://localhost:3000'
    expect([staffSessionCookie(), adminLanguageCookie(), csrfCookie(), trustedDeviceCookiePrefix()]).toEqual([
      'payload-token',
      'payload-lng',
      'csrf_binding',
      'staff-device-',
    ])
    delete process.env.SITE_URL
    expect(staffSessionCookie()).toBe('payload-token')
  })

  it('the CSRF binding and the admin language are set Secure, Path=/, no Domain over https; neither Secure over http', () => {
    process.env.SITE_URL = 'https://salazar.example'
    // Reached over plain http behind a proxy that did not say https: still Secure.
    const csrf = parsed(csrfCookieHeader('b'.repeat(43), false))
    expect(csrf.name).toBe('__Host-csrf_binding')
    expect(csrf.attributes.has('secure')).toBe(true)
    expect(csrf.attributes.get('path')).toBe('/')
    expect(csrf.attributes.has('domain')).toBe(false)
    const language = withAdminLanguage(new NextRequest('http://127.0.0.1:3000/admin')).headers.getSetCookie()
    expect(language).toHaveLength(1)
    const lng = parsed(language[0]!)
    expect(lng.name).toBe('__Host-payload-lng')
    expect(lng.attributes.has('secure')).toBe(true)
    expect(lng.attributes.get('path')).toBe('/')
    expect(lng.attributes.has('domain')).toBe(false)
    const device = parsed(trustedDeviceCookie('secret', 'k'.repeat(40), false))
    expect(device.name.startsWith('__Secure-staff-device-')).toBe(true)
    expect(device.attributes.has('secure')).toBe(true)

    process.env.SITE_URL = 'http://localhost:3000'
    expect(parsed(csrfCookieHeader('b'.repeat(43), false))).toMatchObject({ name: 'csrf_binding' })
    expect(parsed(csrfCookieHeader('b'.repeat(43), false)).attributes.has('secure')).toBe(false)
    const plain = parsed(withAdminLanguage(new NextRequest('http://localhost:3000/admin')).headers.getSetCookie()[0]!)
    expect(plain.name).toBe('payload-lng')
    expect(plain.attributes.has('secure')).toBe(false)
  })

  it('deploy/nginx.conf makes a prefixed cookie Secure (Payload sets its language cookie without), and no other', () => {
    const conf = readFileSync(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8')
    const flags = /^\s*proxy_cookie_flags ~(\S+) secure;$/m.exec(conf)?.[1]
    expect(flags).toBeDefined()
    const prefixed = new RegExp(flags!)
    for (const name of [
      adminLanguageCookie(true),
      staffSessionCookie(true),
      csrfCookie(true),
      `${trustedDeviceCookiePrefix(true)}x`,
    ]) {
      expect(prefixed.test(name), name).toBe(true)
    }
    for (const name of [adminLanguageCookie(false), staffSessionCookie(false), 'campaign_source']) {
      expect(prefixed.test(name), name).toBe(false)
    }
  })

  it('deploy/nginx.conf keeps the staff session, under either name, away from its cache', () => {
    const conf = readFileSync(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8')
    const block = conf.slice(conf.indexOf('map $http_cookie $has_staff_cookie'))
    const pattern = /"~([^"]+)"\s+1;/.exec(block.slice(0, block.indexOf('}')))?.[1]
    expect(pattern).toBeDefined()
    const staff = new RegExp(pattern!)
    for (const https of [true, false]) {
      expect(staff.test(`campaign_source=x; ${staffSessionCookie(https)}=abc`), String(https)).toBe(true)
      expect(staff.test(`${staffSessionCookie(https)}=abc`), String(https)).toBe(true)
    }
    expect(staff.test('campaign_source=x; csrf_binding=abc')).toBe(false)
  })
})
