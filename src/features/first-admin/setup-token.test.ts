import { afterEach, describe, expect, it } from 'vitest'
import { currentSetupToken, ensureSetupToken, firstAdminUrl, forgetDrawnSetupToken, isSetupToken } from './setup-token'

describe('setup token', () => {
  afterEach(forgetDrawnSetupToken)

  it('is SETUP_TOKEN when set', () => {
    const env = { SETUP_TOKEN: ' from-env-0123456789 ' }
    expect(ensureSetupToken(env)).toEqual({ token: 'from-env-0123456789', from: 'SETUP_TOKEN' })
    expect(isSetupToken('from-env-0123456789', env)).toBe(true)
    expect(isSetupToken('from-env-012345678', env)).toBe(false)
  })

  it('is drawn once per process when SETUP_TOKEN is unset: long, URL-safe, the same on each call', () => {
    expect(currentSetupToken({})).toBeNull()
    const { token, from } = ensureSetupToken({})
    expect(from).toBe('generated')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(ensureSetupToken({}).token).toBe(token)
    expect(isSetupToken(token, {})).toBe(true)
    forgetDrawnSetupToken()
    expect(ensureSetupToken({}).token).not.toBe(token)
  })

  it('accepts nothing when there is no token, and nothing that is not a non-empty string', () => {
    expect(isSetupToken('anything', {})).toBe(false)
    ensureSetupToken({})
    for (const given of [undefined, null, '', 42, ['x'], {}]) expect(isSetupToken(given, {})).toBe(false)
  })

  it('builds the link on SITE_URL', () => {
    expect(firstAdminUrl('https://www.firm.example/', 'a b')).toBe('https://www.firm.example/admin/create-first-user?token=a%20b')
  })
})
