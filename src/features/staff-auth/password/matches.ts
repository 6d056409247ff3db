import { pbkdf2, timingSafeEqual } from 'node:crypto'

/**
 * Whether `password` is the one stored as Payload's `hash`/`salt` (PBKDF2-SHA256; Payload 3.90's
 * `pbkdf2-sha256-v1:` hashes, 600,000 rounds, and its older unprefixed ones, 25,000). Payload
 * does not export its own check (authenticateLocalStrategy), and its login operation would open a
 * session; the int test (tests/int/staff-auth.test.ts) checks this against hashes Payload made, so
 * an upgrade that changes them fails there.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

export async function passwordMatches(stored: { hash?: unknown; salt?: unknown }, password: string): Promise<boolean> {
  const { hash, salt } = stored
  if (typeof hash !== 'string' || typeof salt !== 'string' || !password) return false
  const current = hash.startsWith(CURRENT_PREFIX)
  const expected = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const iterations = current ? 600_000 : 25_000
  const keyLength = current ? 32 : 512
  const actual = await new Promise<Buffer>((resolve, reject) =>
    pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
