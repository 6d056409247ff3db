import { describe, expect, it } from 'vitest'
import { trustedDeviceCookie, trustedDeviceId } from './trusted-device'

const secret = 'x'.repeat(32)
const account = 'a'.repeat(64)
const other = 'b'.repeat(64)

function requestWith(setCookie: string): Request {
  return new Request('http://localhost/cms-api/users/login', { headers: { cookie: setCookie.split(';')[0]! } })
}

describe('trusted device cookie', () => {
  it('is recognised for its own account only, with its secret only', () => {
    const cookie = trustedDeviceCookie(secret, account, false)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Strict/)
    expect(cookie).not.toMatch(/Secure/)
    const id = trustedDeviceId(requestWith(cookie), secret, account)
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/)
    expect(trustedDeviceId(requestWith(cookie), 'y'.repeat(32), account)).toBeNull()
    expect(trustedDeviceId(requestWith(cookie.replace('staff-device-aaaa', 'staff-device-bbbb')), secret, other)).toBeNull()
  })
  it('refuses a forged or mangled value', () => {
    const cookie = trustedDeviceCookie(secret, account, true)
    expect(cookie).toMatch(/; Secure$/)
    const [name, value] = cookie.split(';')[0]!.split('=')
    const [id] = value!.split('.')
    expect(trustedDeviceId(new Request('http://x/', { headers: { cookie: `${name}=${id}.AAAA` } }), secret, account)).toBeNull()
    expect(trustedDeviceId(new Request('http://x/', { headers: { cookie: `${name}=${id}` } }), secret, account)).toBeNull()
  })
  it('keeps the device id when renewed', () => {
    const cookie = trustedDeviceCookie(secret, account, false, 'abcdefghijklmnopqrstuv')
    expect(trustedDeviceId(requestWith(cookie), secret, account)).toBe('abcdefghijklmnopqrstuv')
  })
})
