import { isPushServiceUrl } from './push-services'

/**
 * What a device posts to turn notifications on (the browser's PushSubscription.toJSON()), checked
 * before anything is stored. Pure, shared by the endpoint and its tests.
 */
export type DeviceSubscription = { endpoint: string; p256dh: string; auth: string }

const base64url = /^[A-Za-z0-9_-]+=*$/

/** The subscription, or null when it is not one a push service could have issued. */
export function readDeviceSubscription(body: unknown): DeviceSubscription | null {
  if (!body || typeof body !== 'object') return null
  const { endpoint, keys } = body as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } | null }
  if (typeof endpoint !== 'string' || endpoint.length > 2048) return null
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return null
  }
  // Only a known push service (push-services.ts): never let a session make the server post anywhere else.
  if (!isPushServiceUrl(url)) return null
  const p256dh = keys?.p256dh
  const auth = keys?.auth
  // A P-256 public key is 65 bytes (87 characters), the auth secret 16 (22): allow padding.
  if (typeof p256dh !== 'string' || p256dh.length < 86 || p256dh.length > 90 || !base64url.test(p256dh)) return null
  if (typeof auth !== 'string' || auth.length < 21 || auth.length > 26 || !base64url.test(auth)) return null
  return { endpoint, p256dh, auth }
}

/** A short name for the device from its User-Agent, for the staff member's list of devices. */
export function deviceName(userAgent: string | null | undefined): string {
  const ua = userAgent ?? ''
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iPhone/iPad'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'Mac'
          : /Linux/.test(ua)
            ? 'Linux'
            : '?'
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : '?'
  return `${browser} · ${system}`
}
