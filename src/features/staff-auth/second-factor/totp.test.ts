import { describe, expect, it } from 'vitest'
import { groupedSecret, newRecoveryCodes, newTotpSecret, normalizedRecoveryCode, totpCode, totpStep, totpUri } from './totp'

describe('TOTP', () => {
  // RFC 6238 appendix B, SHA-1 secret "12345678901234567890" (base32 below), 8 digits there; the
  // last 6 digits of each are what a 6-digit generator gives.
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
  it('matches the RFC 6238 test vectors', () => {
    expect(totpCode(rfcSecret, 59_000)).toBe('287082')
    expect(totpCode(rfcSecret, 1_111_111_109_000)).toBe('081804')
    expect(totpCode(rfcSecret, 1_234_567_890_000)).toBe('005924')
  })
  it('accepts one step of drift either way and says which step', () => {
    const secret = newTotpSecret()
    const now = 1_800_000_000_000
    const step = Math.floor(now / 30_000)
    expect(totpStep(secret, totpCode(secret, now), now)).toBe(step)
    expect(totpStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1)
    expect(totpStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1)
    expect(totpStep(secret, totpCode(secret, now - 90_000), now)).toBeNull()
    expect(totpStep(secret, 'abcdef', now)).toBeNull()
    expect(totpStep(secret, `${totpCode(secret, now).slice(0, 3)} ${totpCode(secret, now).slice(3)}`, now)).toBe(step)
  })
  it('gives apps a standard otpauth address and people a readable secret', () => {
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(totpUri(secret, 'ana@example.com')).toMatch(/^otpauth:\/\/totp\/Salazar%20CMS:ana%40example\.com\?.*secret=/)
    expect(groupedSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ')
  })
  it('makes distinct recovery codes that survive retyping', () => {
    const codes = newRecoveryCodes()
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(normalizedRecoveryCode(code.toUpperCase().replace('-', ' '))).toBe(code)
    expect(normalizedRecoveryCode('too-short')).toBeNull()
  })
})
