import { describe, expect, it } from 'vitest'
import { carriesToken, givenToken, readinessToken } from './token'

const TOKEN = 'r3adiness-token-0123456789abcdef'
const at = (query = '', headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000/api/health/ready${query}`, { headers })

describe('readiness token', () => {
  it('exists only when READINESS_TOKEN is set, at least 16 characters', () => {
    expect(readinessToken({})).toBeNull()
    expect(readinessToken({ READINESS_TOKEN: '   ' })).toBeNull()
    expect(readinessToken({ READINESS_TOKEN: 'short' })).toBeNull()
    expect(readinessToken({ READINESS_TOKEN: ` ${TOKEN} ` })).toBe(TOKEN)
  })

  it('is read from Authorization: Bearer first, else from ?token=', () => {
    expect(givenToken(at('', { Authorization: `Bearer ${TOKEN}` }))).toBe(TOKEN)
    expect(givenToken(at('', { Authorization: `bearer   ${TOKEN}  ` }))).toBe(TOKEN)
    expect(givenToken(at(`?token=${TOKEN}`))).toBe(TOKEN)
    expect(givenToken(at(`?token=other`, { Authorization: `Bearer ${TOKEN}` }))).toBe(TOKEN)
    expect(givenToken(at('?token=a%2Bb'))).toBe('a+b')
    expect(givenToken(at())).toBeNull()
    expect(givenToken(at('?token='))).toBeNull()
    expect(givenToken(at('', { Authorization: `Basic ${TOKEN}` }))).toBeNull()
  })

  it('accepts the token and nothing else: not a prefix, a longer value, another case or an empty one', () => {
    expect(carriesToken(at('', { Authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe(true)
    expect(carriesToken(at(`?token=${encodeURIComponent(TOKEN)}`), TOKEN)).toBe(true)
    for (const wrong of [TOKEN.slice(0, -1), `${TOKEN}x`, TOKEN.toUpperCase(), 'x']) {
      expect(carriesToken(at('', { Authorization: `Bearer ${wrong}` }), TOKEN)).toBe(false)
      expect(carriesToken(at(`?token=${encodeURIComponent(wrong)}`), TOKEN)).toBe(false)
    }
    expect(carriesToken(at(), TOKEN)).toBe(false)
    // A wrong bearer is not rescued by a right query: the header is what was meant.
    expect(carriesToken(at(`?token=${TOKEN}`, { Authorization: 'Bearer wrong-one' }), TOKEN)).toBe(false)
  })
})
