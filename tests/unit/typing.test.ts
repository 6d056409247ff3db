import { describe, expect, it } from 'vitest'
import { keystrokeDelays, LIVE_BUDGET_MS, percentile, typingMarkdown } from '../../scripts/lib/typing.mjs'

const timing = (type: string, timeStamp: number, processingStart: number, ph = 'b') => ({
  name: 'EventTiming',
  ph,
  args: { data: { type, timeStamp, processingStart } },
})

describe('keystrokeDelays', () => {
  it('takes each keydown’s wait for the main thread from the begin events, in order', () => {
    const events = [
      timing('keydown', 300, 420), // waited 120 ms behind a long task
      timing('keydown', 100, 104),
      timing('keydown', 100, 104, 'e'), // the end event of the same keydown carries no new timing
      timing('keypress', 100, 150),
      timing('input', 100, 160),
      { name: 'RunTask', ph: 'X' },
      { name: 'EventTiming', ph: 'b', args: { data: { type: 'keydown' } } },
    ]
    expect(keystrokeDelays(events)).toEqual([4, 120])
  })
})

describe('percentile', () => {
  it('is the nearest rank, so one slow key in fifty is the p98', () => {
    const delays = [...Array.from({ length: 49 }, () => 5), 300]
    expect(percentile(delays, 98)).toBe(5)
    expect(percentile([...delays, 250], 98)).toBe(250)
    expect(percentile([], 98)).toBeNull()
  })
})

describe('typingMarkdown', () => {
  const quick = { keystrokes: 28, traced: 28, p98Ms: 40, maxMs: 60, scriptsDuringTyping: 3, liveSeconds: 2.4 }
  it('fails a page whose typing lost a character even when it was quick', () => {
    const md = typingMarkdown([
      { path: '/contacto', ...quick, kept: true, keptText: '' },
      { path: '/', ...quick, scriptsDuringTyping: 2, kept: false, keptText: 'Mria / 915' },
      { path: '/en', error: 'timeout' },
    ])
    expect(md).toContain('| /contacto | 28 (28) | 40 | 60 | 3 | 2.4 | yes | ✅ |')
    expect(md).toContain('| / | 28 (28) | 40 | 60 | 2 | 2.4 | NO: Mria / 915 | ❌ |')
    expect(md).toContain('| /en | – | – | – | – | – | – | not run: timeout |')
  })

  it('fails a page whose form never went live, or went live too late, after the typing', () => {
    const md = typingMarkdown([
      { path: '/contacto', ...quick, liveSeconds: null, kept: true, keptText: '' },
      { path: '/', ...quick, liveSeconds: (LIVE_BUDGET_MS + 100) / 1000, kept: true, keptText: '' },
    ])
    expect(md).toContain('| /contacto | 28 (28) | 40 | 60 | 3 | NO | yes | ❌ |')
    expect(md).toContain(`| / | 28 (28) | 40 | 60 | 3 | ${(LIVE_BUDGET_MS + 100) / 1000} | yes | ❌ |`)
  })
})
