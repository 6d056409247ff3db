import { budgetResults } from './lighthouse.mjs'
import { typingPass } from './typing.mjs'

/**
 * Every budget of bench/report.md as one list of `{ budget, pass }`, judged by each section's own
 * rule, so the report's first line counts all of them: the instance's memory, lead throughput, throughput from one
 * instance and through nginx, the campaign dashboard, typing while a page loads, and each
 * Lighthouse budget of each page. A part that did not run (an error) counts as not met.
 */
/** One instance's memory after the whole bench (issue 49): what a small host must hold. */
export const RSS_BUDGET_MB = 350

export function budgetVerdicts({ leads = [], throughput = null, dashboard = [], typing = [], lighthouse = [], rssEndKb = null }) {
  const verdicts = []
  if (rssEndKb !== null)
    verdicts.push({ budget: `instance RSS ≤ ${RSS_BUDGET_MB} MB after the bench`, pass: rssEndKb <= RSS_BUDGET_MB * 1024 })
  for (const l of leads) verdicts.push({ budget: `durable leads/s on ${l.db}`, pass: l.pass === true })
  for (const r of throughput?.rows ?? []) {
    verdicts.push({ budget: `nginx cache ≥ 50% of the limit, ${r.path}`, pass: r.cacheBudgetPass === true })
  }
  for (const d of dashboard) verdicts.push({ budget: `campaign dashboard on ${d.db}`, pass: !d.error && d.pass === true })
  for (const t of typing) verdicts.push({ budget: `typing on ${t.path}`, pass: typingPass(t) })
  for (const page of lighthouse) {
    for (const [key, ok] of Object.entries(budgetResults(page.figures, { home: page.path === '/' }))) {
      if (ok !== null) verdicts.push({ budget: `Lighthouse ${key} on ${page.path}`, pass: ok })
    }
  }
  return verdicts
}

/** The report's first line: how many budgets were met, and which were not. */
export function budgetSummary(verdicts) {
  const missed = verdicts.filter((v) => !v.pass)
  const count = `**Budgets met: ${verdicts.length - missed.length} of ${verdicts.length}**`
  return missed.length
    ? `${count}; not met: ${missed.map((v) => v.budget).join('; ')}.`
    : `${count}: every budget of this report.`
}
