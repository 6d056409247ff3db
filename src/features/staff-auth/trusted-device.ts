import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { cookieFromHeader } from '@/lib/cookie-header'
import { trustedDeviceCookiePrefix } from '@/lib/cookie-names'

/**
 * The trusted-device cookie: proof that this browser (or API client) once completed a whole
 * sign-in (password and second factor) for one account. Login attempts carrying it are counted
 * apart from everyone else's, so a stranger's wrong passwords for that account never slow its
 * owner down on their own device (issue 22). It opens nothing by itself: the password and the
 * second factor are still asked for.
 *
 * One cookie per account (a shared office computer keeps each person's), named after a short hash
 * of the account's e-mail, HttpOnly, SameSite=Strict, sent only to the sign-in endpoints
 * (/cms-api/users/), signed with a key derived from PAYLOAD_SECRET.
 */
export const TRUSTED_DEVICE_DAYS = 180
const COOKIE_PATH = '/cms-api/users/'

function cookieName(accountKey: string): string {
  return `${trustedDeviceCookiePrefix()}${accountKey.slice(0, 16)}`
}

function signature(secret: string, accountKey: string, deviceId: string): string {
  return createHmac('sha256', secret).update(`staff-device\n${accountKey}\n${deviceId}`).digest('base64url')
}

/** The device id of a valid cookie for this account in the request, or null. */
export function trustedDeviceId(request: Request, secret: string, accountKey: string): string | null {
  const value = cookieFromHeader(request.headers.get('cookie'), cookieName(accountKey))
  if (!value) return null
  const [deviceId, given] = value.split('.')
  if (!deviceId || !given || !/^[A-Za-z0-9_-]{16,64}$/.test(deviceId)) return null
  const expected = Buffer.from(signature(secret, accountKey, deviceId))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? deviceId : null
}

/** A Set-Cookie value that trusts this device for the account (the same id when it already had one). */
export function trustedDeviceCookie(secret: string, accountKey: string, secure: boolean, deviceId?: string | null): string {
  const id = deviceId ?? randomBytes(16).toString('base64url')
  const attributes = [
    `${cookieName(accountKey)}=${id}.${signature(secret, accountKey, id)}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${TRUSTED_DEVICE_DAYS * 24 * 60 * 60}`,
    'HttpOnly',
    'SameSite=Strict',
  ]
  // A `__Secure-` name (an https site) is kept by the browser only with Secure.
  if (secure || cookieName(accountKey).startsWith('__Secure-')) attributes.push('Secure')
  return attributes.join('; ')
}
