/**
 * What every drill shares: a result shape ({ drill, db, pass, figures, notes }) printed as it goes,
 * and a way to run one drill alone: `node drills/<name>.mjs`.
 */
import path from 'node:path'
import { ensureBuild, prepareKind, removeDir, scratchDir, unexpectedExits } from './env.mjs'

export function reporter(drill, db) {
  const lines = []
  const figures = {}
  return {
    figures,
    lines,
    log(...parts) {
      const line = parts.join(' ')
      lines.push(line)
      console.log(`  [${drill}/${db}] ${line}`)
    },
    figure(key, value) {
      figures[key] = value
      console.log(`  [${drill}/${db}] ${key}: ${typeof value === 'object' ? JSON.stringify(value) : value}`)
    },
    result(pass, failures = []) {
      console.log(`  [${drill}/${db}] ${pass ? 'PASS' : 'FAIL'}${failures.length ? ` — ${failures.join('; ')}` : ''}`)
      return { drill, db, pass, figures, failures, lines }
    },
  }
}

/**
 * The database the drills run on: PostgreSQL, the only one (installed when first started). An old
 * command line asking for SQLite (or both) is told so instead of silently running something else.
 */
export function kindsFromArgs(argv = process.argv.slice(2)) {
  const asked = argv.find((a) => ['sqlite', 'postgres', 'both'].includes(a)) ?? process.env.DRILL_DB ?? 'postgres'
  if (asked !== 'postgres') {
    throw new Error(`the drills run on PostgreSQL only (the site's one database): no "${asked}" any more`)
  }
  return ['postgres']
}

/** Runs drill functions on each kind; used by run.mjs and by each drill's own command line. */
export async function runDrills(drills, kinds) {
  ensureBuild()
  const work = scratchDir()
  const results = []
  try {
    for (const kind of kinds) {
      console.log(`\n━━ ${kind}: migrating and seeding a template database`)
      let prepared
      try {
        prepared = await prepareKind(kind, work)
      } catch (error) {
        console.error(`  ${kind}: preparation failed: ${error.message}`)
        for (const d of drills)
          results.push({
            drill: d.name,
            db: kind,
            pass: false,
            figures: {},
            failures: [`preparation failed: ${error.message}`],
            lines: [],
          })
        continue
      }
      try {
        for (const d of drills) {
          console.log(`\n━━ ${d.name} on ${kind}`)
          const t0 = Date.now()
          let result
          const exitsBefore = unexpectedExits.length
          try {
            result = await d.run({ kind, prepared, logDir: path.join(work, kind) })
          } catch (error) {
            console.error(`  [${d.name}/${kind}] harness error: ${error.stack ?? error}`)
            result = {
              drill: d.name,
              db: kind,
              pass: false,
              figures: {},
              failures: [`harness error: ${error.message}`],
              lines: [],
            }
          }
          const exits = unexpectedExits.slice(exitsBefore)
          if (exits.length) {
            result.pass = false
            result.failures.push(`harness: ${exits.join('; ')}`)
          }
          result.seconds = Math.round((Date.now() - t0) / 1000)
          results.push(result)
        }
      } finally {
        await prepared.close()
      }
    }
  } finally {
    if (process.env.DRILL_KEEP !== '1') removeDir(work)
    else console.log(`(kept ${work})`)
  }
  return results
}

/** `node drills/x.mjs`: run this drill alone, print PASS/FAIL, exit 1 on failure. */
export async function standalone(drill) {
  const results = await runDrills([drill], kindsFromArgs())
  for (const r of results)
    console.log(`${r.pass ? 'PASS' : 'FAIL'} ${r.drill} (${r.db})${r.failures.length ? ': ' + r.failures.join('; ') : ''}`)
  process.exit(results.every((r) => r.pass) ? 0 : 1)
}

export const isMain = (url) => process.argv[1] && path.resolve(process.argv[1]) === new URL(url).pathname
