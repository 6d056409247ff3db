import { describe, expect, it, vi } from 'vitest'
import { failureLines, lastLines, runStages, type StageContext } from '../../scripts/lib/stages.mjs'

describe('the test summary names the failed tests', () => {
  it('picks Playwright and Vitest failure lines, without colour codes, once each', () => {
    const output = [
      '  ✓  12 [desktop] › tests/e2e/pages.spec.ts:10:3 › home (1.2s)',
      '  1) [desktop] › tests/e2e/forms.spec.ts:40:5 › the overlay closes',
      '\u001b[31m FAIL \u001b[39m tests/int/lead-submit.test.ts > stores a lead',
      '   \u001b[31m×\u001b[39m tests/unit/x.test.ts > y 12ms',
      '  1) [desktop] › tests/e2e/forms.spec.ts:40:5 › the overlay closes',
    ].join('\n')
    expect(failureLines(output)).toEqual([
      '1) [desktop] › tests/e2e/forms.spec.ts:40:5 › the overlay closes',
      'FAIL  tests/int/lead-submit.test.ts > stores a lead',
      '× tests/unit/x.test.ts > y 12ms',
    ])
  })

  it('names a test that failed once and passed on the retry, once', () => {
    const output = [
      '  ✘  1 [desktop] › tests/e2e/pages.spec.ts:98:3 › hero autoplays (11.0s)',
      '  ✓  2 [desktop] › tests/e2e/pages.spec.ts:98:3 › hero autoplays (retry #1) (8.0s)',
      '  1) [desktop] › tests/e2e/pages.spec.ts:98:3 › hero autoplays ────────────────────────',
      '  1 flaky',
      '    [desktop] › tests/e2e/pages.spec.ts:98:3 › hero autoplays ──────────────────────────',
      '  335 passed (22.8m)',
    ].join('\n')
    expect(failureLines(output)).toEqual(['1) [desktop] › tests/e2e/pages.spec.ts:98:3 › hero autoplays'])
  })

  it('keeps the last lines of a stage that failed naming no test, without colour codes or blank lines', async () => {
    expect(lastLines('a\n\n\u001b[31mError: migrate ended with signal SIGKILL\u001b[39m\n  \n', 2)).toEqual([
      'a',
      'Error: migrate ended with signal SIGKILL',
    ])
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const script = "console.log('set-up'); console.error('template database: signal SIGKILL'); process.exit(1)"
    const outcome = await runStages(
      [{ name: 'int', run: (ctx: StageContext) => ctx.exec(process.execPath, ['-e', script], process.env) }],
      { parallel: 1 },
    )
    outcome.stopAll()
    vi.restoreAllMocks()
    expect(outcome.results.get('int')?.tail?.slice(-2)).toEqual(['set-up', 'template database: signal SIGKILL'])
  })

  it('finds nothing in a passing run', () => {
    expect(failureLines('  ✓  1 [desktop] › a.spec.ts:1:1 › a\n Test Files  3 passed (3)')).toEqual([])
  })
})

describe('the test summary counts CPU time', () => {
  it("gives each stage the CPU its commands spent, and the machine's share", async () => {
    // A fixed amount of work (about half a second of CPU here), whatever else the machine runs.
    const burn = ['-e', "require('node:crypto').pbkdf2Sync('lead', 'salt', 2_500_000, 32, 'sha256')"]
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    // The idle one ends well after the busy one: two stages ending in the same turn share a reading.
    const outcome = await runStages(
      [
        { name: 'busy', run: (ctx: StageContext) => ctx.exec(process.execPath, burn, process.env) },
        {
          name: 'idle',
          run: (ctx: StageContext) => ctx.exec(process.execPath, ['-e', 'setTimeout(() => {}, 1200)'], process.env),
        },
      ],
      { parallel: 2 },
    )
    outcome.stopAll()
    vi.restoreAllMocks()
    const busy = outcome.results.get('busy')!
    const idle = outcome.results.get('idle')!
    // The busy command hashed for a while (plus Node's start); the idle one only started Node.
    expect(busy.cpuMs).toBeGreaterThanOrEqual(300)
    expect(idle.cpuMs).toBeLessThan(busy.cpuMs - 200)
    expect(outcome.machine?.busyMs).toBeGreaterThanOrEqual(busy.cpuMs - 50)
  })
})
