/**
 * drills/report.md from the stored results (drills/results/postgres.json, one entry per drill): a
 * run of some drills replaces those entries and keeps the others, each row saying
 * when it ran. `resultsFromLog` rebuilds results from a run's console output (the lines the drills
 * print), for a run whose process was stopped before it wrote them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { root } from './env.mjs'

const dir = path.join(root, 'drills', 'results')
const ORDER = ['crash', 'outage', 'dbgone', 'flood', 'hostile', 'lead-throughput', 'runbook']

export function saveResults(results, at = new Date().toISOString()) {
  mkdirSync(dir, { recursive: true })
  for (const db of new Set(results.map((r) => r.db))) {
    const file = path.join(dir, `${db}.json`)
    const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
    for (const r of results.filter((x) => x.db === db)) stored[r.drill] = { ...r, at: r.at ?? at }
    writeFileSync(file, JSON.stringify(stored, null, 2) + '\n')
  }
}

export function resultsFromLog(text, at) {
  const byKey = new Map()
  for (const line of text.split('\n')) {
    const m = /^ {2}\[([\w-]+)\/(\w+)\] (.*)$/.exec(line)
    if (!m) continue
    const [, drill, db, rest] = m
    const key = `${drill}/${db}`
    if (!byKey.has(key))
      byKey.set(key, {
        drill,
        db,
        pass: false,
        figures: {},
        failures: ['no PASS/FAIL line: the run stopped during this drill'],
        lines: [],
        at,
      })
    const r = byKey.get(key)
    const verdict = /^(PASS|FAIL)(?: — (.*))?$/.exec(rest)
    if (verdict) {
      r.pass = verdict[1] === 'PASS'
      r.failures = verdict[2] ? verdict[2].split('; ') : []
      continue
    }
    r.lines.push(rest)
    const fig = /^([^:]{1,80}): (.*)$/.exec(rest)
    if (fig && !rest.startsWith('5xx:')) {
      let value = fig[2]
      try {
        value = JSON.parse(value)
      } catch {
        // plain text figure
      }
      r.figures[fig[1]] = value
    }
  }
  return [...byKey.values()]
}

const esc = (s) => String(s).replace(/\|/g, '\\|').replace(/\n/g, ' ')
const fmt = (v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))

export function writeReport() {
  const lines = [
    '# Reliability drills',
    '',
    'Written by `npm run drills` (drills/run.mjs) from drills/results/*.json: the real output of the runs, each row dated.',
    'Machine: 2 shared cores (other engineers building and testing at the same time), loopback only.',
    'PostgreSQL only: the site has no other database since issue 49, and the SQLite runs were dropped with it.',
    '',
  ]
  for (const db of ['postgres']) {
    const file = path.join(dir, `${db}.json`)
    if (!existsSync(file)) continue
    const stored = JSON.parse(readFileSync(file, 'utf8'))
    const rows = ORDER.filter((d) => stored[d]).map((d) => stored[d])
    lines.push('## PostgreSQL 15', '', '| Drill | Result | Figures | Time | Run at |', '|---|---|---|---|---|')
    for (const r of rows) {
      const figures = Object.entries(r.figures)
        .map(([k, v]) => `**${k}**: ${fmt(v)}`)
        .join('<br>')
      lines.push(
        `| ${r.drill} | ${r.pass ? 'PASS' : `FAIL: ${esc(r.failures.join('; '))}`} | ${esc(figures)} | ${r.seconds ?? '?'} s | ${r.at ?? '?'} |`,
      )
    }
    lines.push('')
    for (const r of rows.filter((x) => x.lines.length)) {
      lines.push(`<details><summary>${r.drill} (${db}) — output</summary>`, '', '```', ...r.lines, '```', '</details>', '')
    }
  }
  writeFileSync(path.join(root, 'drills', 'report.md'), lines.join('\n'))
}
