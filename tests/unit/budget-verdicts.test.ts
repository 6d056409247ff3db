import { describe, expect, it } from 'vitest'
import { budgetSummary, budgetVerdicts } from '../../scripts/lib/budget-verdicts.mjs'

const typed = { keystrokes: 28, traced: 28, maxMs: 20, scriptsDuringTyping: 12, liveSeconds: 2.5, kept: true, keptText: '' }
const lighthousePage = (path: string, tbtMs: number) => ({
  path,
  figures: {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1400,
    tbtMs,
    cls: 0,
    allJsKb: 140,
    fontKb: 39,
    htmlGzipKb: 30,
  },
})

describe('budgetVerdicts', () => {
  it('counts the budgets of every section, not only the Lighthouse table', () => {
    const verdicts = budgetVerdicts({
      leads: [{ db: 'postgres', pass: true }],
      throughput: {
        rows: [
          { path: '/', cacheBudgetPass: true },
          { path: '/api/categoria', cacheBudgetPass: true },
        ],
      },
      dashboard: [{ db: 'postgres', pass: false }],
      typing: [
        { path: '/contacto', p98Ms: 21, ...typed },
        { path: '/youtube', p98Ms: 169, ...typed },
      ],
      lighthouse: [lighthousePage('/', 81), lighthousePage('/en', 259)],
    })
    // 1 leads + 2 throughput + 1 dashboard + 2 typing
    // + 10 Lighthouse budgets on the home page (its HTML too) + 9 on /en.
    expect(verdicts).toHaveLength(25)
    expect(verdicts.filter((v) => !v.pass).map((v) => v.budget)).toEqual([
      'campaign dashboard on postgres',
      'typing on /youtube',
      'Lighthouse tbtMs on /en',
    ])
    expect(budgetSummary(verdicts)).toBe(
      '**Budgets met: 22 of 25**; not met: campaign dashboard on postgres; typing on /youtube; Lighthouse tbtMs on /en.',
    )
  })

  it("judges the instance's memory at the end of the bench against 350 MB", () => {
    expect(budgetVerdicts({ rssEndKb: 350 * 1024 })).toEqual([{ budget: 'instance RSS ≤ 350 MB after the bench', pass: true }])
    expect(budgetVerdicts({ rssEndKb: 350 * 1024 + 1 })[0]?.pass).toBe(false)
    expect(budgetVerdicts({})).toEqual([])
  })

  it('counts a part that did not run, or lost a typed character, as not met', () => {
    const verdicts = budgetVerdicts({
      dashboard: [{ db: 'postgres', error: 'no PostgreSQL binaries' }],
      typing: [
        { path: '/contacto', error: 'timeout' },
        { path: '/', p98Ms: 20, ...typed, kept: false, keptText: 'Mria' },
      ],
    })
    expect(verdicts.every((v) => !v.pass)).toBe(true)
    expect(budgetSummary([{ budget: 'x', pass: true }])).toBe('**Budgets met: 1 of 1**: every budget of this report.')
  })
})
