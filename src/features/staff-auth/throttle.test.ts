import { describe, expect, it } from 'vitest'
import { accountRule, secondFactorRule, throttleWaitMs, type ThrottleRule } from './throttle'

const rule: ThrottleRule = { free: 3, windowMs: 60_000, baseDelayMs: 1_000, maxDelayMs: 8_000 }
const now = 1_000_000
const at = (...msAgo: number[]) => msAgo.map((ago) => new Date(now - ago))

describe('throttleWaitMs', () => {
  it('lets the free attempts through at once', () => {
    expect(throttleWaitMs([], rule, now)).toBe(0)
    expect(throttleWaitMs(at(10, 20), rule, now)).toBe(0)
  })
  it('then asks for a wait after the newest attempt that doubles with each one', () => {
    expect(throttleWaitMs(at(100, 200, 300), rule, now)).toBe(900)
    expect(throttleWaitMs(at(100, 200, 300, 400), rule, now)).toBe(1_900)
    expect(throttleWaitMs(at(100, 200, 300, 400, 500), rule, now)).toBe(3_900)
  })
  it('never asks for more than the cap: seconds, not a lockout', () => {
    const many = at(...Array.from({ length: 60 }, (_, i) => 100 + i))
    expect(throttleWaitMs(many, rule, now)).toBe(7_900)
    const manyForAccount = at(...Array.from({ length: 60 }, (_, i) => i))
    expect(throttleWaitMs(manyForAccount, accountRule, now)).toBeLessThanOrEqual(accountRule.maxDelayMs)
  })
  it('lets the attempt through once the wait is over, and forgets attempts outside the window', () => {
    expect(throttleWaitMs(at(2_000, 2_100, 2_200), rule, now)).toBe(0)
    expect(throttleWaitMs(at(61_000, 62_000, 63_000, 64_000), rule, now)).toBe(0)
  })
  it('holds a capped rule at its cap until the oldest counted attempt leaves the window', () => {
    const capped: ThrottleRule = { ...rule, cap: 5 }
    expect(throttleWaitMs(at(10_000, 20_000, 30_000, 40_000, 50_000), capped, now)).toBe(10_000)
    expect(throttleWaitMs(at(10_000, 20_000, 30_000, 40_000), capped, now)).toBe(0)
  })
  it('bounds second-factor guesses per account: at most 50 a day, waits up to 15 minutes', () => {
    const day = secondFactorRule.windowMs
    let clock = 0
    const tries: Date[] = []
    while (clock < day) {
      const wait = throttleWaitMs(tries, secondFactorRule, clock)
      clock += Math.max(wait, 1)
      if (wait === 0 && clock < day) tries.push(new Date(clock))
    }
    expect(tries.length).toBe(50)
    const waits = tries.slice(1).map((at, i) => at.getTime() - tries[i]!.getTime())
    expect(Math.max(...waits)).toBeLessThanOrEqual(15 * 60_000 + 1)
  })
})
