#!/usr/bin/env node
/**
 * `npm run drills`: the reliability drills on a throwaway PostgreSQL cluster (the only database;
 * the SQLite runs are gone with SQLite); writes drills/report.md. PostgreSQL 15 and nginx (the runbook drill's
 * proxy) are installed when first started, if missing (scripts/lib/system-packages.mjs).
 *   node drills/run.mjs                                 all drills
 *   DRILLS=crash,flood node drills/run.mjs             some of them (other rows of the report are kept)
 *   node drills/run.mjs --from-log FILE                 results from a run's saved console output
 * Drills: crash, outage, dbgone, flood, hostile, lead-throughput, runbook (docs/operations.md "Deploying", PostgreSQL). Loopback only (127.0.0.x),
 * bounded in count and time; each prints its figures and PASS/FAIL. Reuses the build in .next
 * (runs scripts/build.mjs when there is none). Exit 1 when a drill fails.
 */
import { readFileSync } from 'node:fs'
import { resultsFromLog, saveResults, writeReport } from './lib/report.mjs'
import { kindsFromArgs, runDrills } from './lib/drill.mjs'
import { drill as crash } from './crash.mjs'
import { drill as outage } from './outage.mjs'
import { drill as dbgone } from './dbgone.mjs'
import { drill as flood } from './flood.mjs'
import { drill as hostile } from './hostile.mjs'
import { drill as throughput } from './bench-leads.mjs'
import { drill as runbook } from './runbook.mjs'

// `node drills/run.mjs --from-log FILE`: store the results printed in a run's console output (a run
// stopped before it could write them) and rewrite the report.
const fromLog = process.argv.indexOf('--from-log')
if (fromLog > 0) {
  const results = resultsFromLog(
    readFileSync(process.argv[fromLog + 1], 'utf8'),
    process.env.DRILL_RUN_AT ?? new Date().toISOString(),
  )
  saveResults(results)
  writeReport()
  for (const r of results) console.log(`${r.pass ? 'PASS' : 'FAIL'} ${r.drill} (${r.db})`)
  process.exit(0)
}

const all = [crash, outage, dbgone, flood, hostile, throughput, runbook]
const wanted = (process.env.DRILLS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
const drills = wanted.length ? all.filter((d) => wanted.includes(d.name)) : all
const kinds = kindsFromArgs()
const startedAt = new Date()
const results = await runDrills(drills, kinds)

saveResults(results, startedAt.toISOString())
writeReport()
console.log('\n━━ Summary (drills/report.md)')
for (const r of results)
  console.log(`${r.pass ? 'PASS' : 'FAIL'} ${r.drill} (${r.db})${r.failures.length ? ': ' + r.failures.join('; ') : ''}`)
process.exit(results.every((r) => r.pass) ? 0 : 1)
