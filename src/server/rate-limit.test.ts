import { describe, expect, it } from 'vitest'
import { decideRateLimit, ruleFromEnv } from './rate-limit'

const rule = { limit: 3, windowMs: 60_000 }
const now = 1_700_000_000_000
const ago = (ms: number) => new Date(now - ms)

describe('decideRateLimit (sliding window)', () => {
  it('allows below the limit', () => {
    expect(decideRateLimit([], rule, now)).toEqual({ allowed: true })
    expect(decideRateLimit([ago(1), ago(2)], rule, now)).toEqual({ allowed: true })
  })

  it('refuses at the limit and says when the oldest counted hit leaves the window', () => {
    expect(decideRateLimit([ago(1_000), ago(2_000), ago(30_000)], rule, now)).toEqual({ allowed: false, retryAfterSeconds: 30 })
  })

  it('ignores hits outside the window', () => {
    expect(decideRateLimit([ago(1_000), ago(2_000), ago(60_000), ago(90_000)], rule, now)).toEqual({ allowed: true })
  })

  it('never answers less than one second', () => {
    expect(decideRateLimit([ago(1), ago(2), ago(59_999)], rule, now)).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })

  it('copes with hits from the future (clock skew between instances)', () => {
    const decision = decideRateLimit([new Date(now + 5_000), ago(1), ago(2)], rule, now)
    expect(decision.allowed).toBe(false)
  })
})

describe('ruleFromEnv', () => {
  const fallback = { limit: 20, windowMs: 600_000 }
  it('reads limit/seconds', () => {
    expect(ruleFromEnv('5/60', fallback)).toEqual({ limit: 5, windowMs: 60_000 })
    expect(ruleFromEnv(' 5 / 60 ', fallback)).toEqual({ limit: 5, windowMs: 60_000 })
  })
  it.each([undefined, '', 'abc', '5', '/60', '0/60', '5/0', '-1/60', '1e9/60', '5/60/7', '5.5/60', '99999999/1'])(
    'falls back on %o',
    (value) => {
      expect(ruleFromEnv(value, fallback)).toEqual(fallback)
    },
  )
})
