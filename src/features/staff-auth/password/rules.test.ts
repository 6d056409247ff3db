import { describe, expect, it } from 'vitest'
import { passwordMessage, passwordProblem } from './rules'

describe('passwordProblem', () => {
  it('refuses the passwords an admin could set before (issue 22)', () => {
    expect(passwordProblem('abc')).toBe('too_short')
    expect(passwordProblem('abc123')).toBe('too_short')
    expect(passwordProblem('salazar2026')).toBe('too_short')
    expect(passwordProblem('password1234')).toBe('too_common')
    expect(passwordProblem('Password123!')).toBe('too_common')
    expect(passwordProblem('contraseña12345')).toBe('too_common')
    expect(passwordProblem('123456789012')).toBe('too_common')
    expect(passwordProblem('qwertyuiopasdf')).toBe('too_common')
    // The first check loads the word lists: seconds on a busy machine.
  }, 30_000)
  it('refuses the firm name and the person’s own name and address', () => {
    expect(passwordProblem('SalazarImmigration')).toBe('too_common')
    expect(passwordProblem('MariaGonzalez', { email: 'maria.gonzalez@example.com', name: 'María González' })).toBe('too_common')
  })
  it('accepts long unusual phrases and generated passwords', () => {
    expect(passwordProblem('nopal-tejido-brújula-9')).toBeNull()
    expect(passwordProblem('Kq7mVt2xHp9wRzN4bLc8')).toBeNull()
    expect(passwordProblem('caballo grapa batería correcta')).toBeNull()
  })
  it('counts characters, not bytes, and caps the length', () => {
    expect(passwordProblem('ñandú🦜ñandú')).toBe('too_short')
    expect(passwordProblem('x'.repeat(257))).toBe('too_long')
  })
  it('explains in Spanish and English', () => {
    expect(passwordMessage('too_short', 'es')).toMatch(/al menos 12 caracteres/)
    expect(passwordMessage('too_short', 'en')).toMatch(/at least 12 characters/)
  })
})
