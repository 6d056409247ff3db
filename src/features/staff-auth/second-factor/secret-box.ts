import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Second-factor secrets at rest: AES-256-GCM under a key derived (HKDF) from Payload's secret,
 * which comes from PAYLOAD_SECRET. A database dump alone does not give anyone the staff's codes.
 * Changing PAYLOAD_SECRET makes every stored secret unreadable: staff then enrol again (and every
 * session ends anyway, since sessions are signed with it too).
 */
function key(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'salazar-staff-auth', purpose, 32))
}

export function seal(secret: string, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(secret, 'second-factor-secret'), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.')
}

/** The plain text, or null when the value was not sealed with this secret (or was tampered with). */
export function unseal(secret: string, sealed: string | null | undefined): string | null {
  const [version, iv, tag, body] = (sealed ?? '').split('.')
  if (version !== 'v1' || !iv || !tag || !body) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(secret, 'second-factor-secret'), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** A keyed hash for one-time recovery codes: stored instead of the codes themselves. */
export function codeHash(secret: string, code: string): string {
  return createHmac('sha256', key(secret, 'recovery-code')).update(code).digest('base64url')
}
