/**
 * The VAPID key pair that identifies this site to the browsers' push services (RFC 8292). Read from
 * the environment: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (URL-safe base64, as
 * `npx web-push generate-vapid-keys` prints them) and VAPID_SUBJECT (a mailto: or https: address
 * the push services can write to; the intake address by default). Without the keys staff
 * notifications are off and the desk says so; nothing else changes.
 */
type Env = Record<string, string | undefined>

export type VapidKeys = { publicKey: string; privateKey: string; subject: string }

const urlSafeBase64 = /^[A-Za-z0-9_-]+$/

export function vapidKeys(env: Env = process.env): VapidKeys | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? ''
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? ''
  // A P-256 public key is 65 bytes (87 characters unpadded), the private key 32 (43).
  if (publicKey.length !== 87 || privateKey.length !== 43) return null
  if (!urlSafeBase64.test(publicKey) || !urlSafeBase64.test(privateKey)) return null
  const given = env.VAPID_SUBJECT?.trim()
  const intake = env.INTAKE_EMAIL?.trim()
  const subject = given || (intake ? `mailto:${intake}` : `mailto:intake@${siteHost(env) ?? 'localhost'}`)
  return { publicKey, privateKey, subject }
}

function siteHost(env: Env): string | null {
  try {
    return new URL(env.SITE_URL?.split(',')[0]?.trim() ?? '').hostname || null
  } catch {
    return null
  }
}
