import { randomInt } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

/**
 * Time-based one-time codes (RFC 6238, what every authenticator app speaks): SHA-1, 6 digits,
 * 30-second steps, one step of clock drift either way.
 */
export const TOTP_PERIOD_SECONDS = 30
const ISSUER = 'Salazar CMS'

function totp(base32Secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(base32Secret),
  })
}

/** A new random secret (160 bits, the RFC's recommendation), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The otpauth:// address a QR code carries. */
export function totpUri(base32Secret: string, email: string): string {
  return totp(base32Secret, email).toString()
}

/** The code for a moment (tests, and the seed's first-start message never use it). */
export function totpCode(base32Secret: string, timestamp = Date.now()): string {
  return totp(base32Secret).generate({ timestamp })
}

/** The time step a code belongs to when it is valid now (±1 step), else null. */
export function totpStep(base32Secret: string, code: string, timestamp = Date.now()): number | null {
  const digits = code.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(digits)) return null
  const delta = totp(base32Secret).validate({ token: digits, timestamp, window: 1 })
  return delta === null ? null : Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta
}

/** The secret in groups of four, for typing into an app by hand. */
export function groupedSecret(base32Secret: string): string {
  return base32Secret.replace(/(.{4})(?=.)/g, '$1 ')
}

// No 0/O, 1/l/I: the codes are written down on paper and typed back.
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
export const RECOVERY_CODE_COUNT = 10

/** One-time recovery codes, `xxxxx-xxxxx` (about 49 bits each). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    let code = ''
    for (let i = 0; i < 10; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
    return `${code.slice(0, 5)}-${code.slice(5)}`
  })
}

/** A recovery code as typed (any case, spaces, with or without the dash), or null if it cannot be one. */
export function normalizedRecoveryCode(typed: string): string | null {
  const plain = typed.toLowerCase().replace(/[\s-]+/g, '')
  return /^[a-z0-9]{10}$/.test(plain) ? `${plain.slice(0, 5)}-${plain.slice(5)}` : null
}
