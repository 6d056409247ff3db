import { spawn } from 'node:child_process'
import { setPriority } from 'node:os'

/**
 * Runs stages (jobs with dependencies) at most `parallel` at a time, in the order they are given
 * whenever several are ready, so the longest chain should come first. Each stage's output is kept
 * and printed in one block when it ends, headed by its name, result and duration, so stages running
 * side by side never interleave their lines. A stage whose dependency failed is skipped.
 *
 * A stage is { name, needs?: string[], after?: string[], background?: boolean, onFailure?: string,
 * run: (ctx) => Promise<boolean> }: it starts once every stage in `needs` has passed and every stage
 * in `after` has ended (passed or not); a `background` stage's processes run at a lower CPU priority
 * (nice 10), so they fill idle time without slowing the stages on the longest chain;
 * `ctx.exec(cmd, args, env)` runs a command with its output captured into the stage's block,
 * `ctx.log(text)` adds a line, and `ctx.background(cmd, args, env, sink)` starts a process that
 * outlives the stage (the test server; its output goes to `sink`). Every process is started in its
 * own process group and stopped with it on Ctrl-C; `stopAll()` in the result stops what is left.
 */
export async function runStages(stages, { parallel }) {
  const results = new Map() // name → { ok, skipped, ms }
  const running = new Map() // name → promise
  const children = new Set()
  const pending = [...stages]
  const started = Date.now()

  const stop = () => {
    for (const child of children) killGroup(child)
  }
  process.once('SIGINT', () => {
    stop()
    process.exit(130)
  })
  process.once('SIGTERM', () => {
    stop()
    process.exit(143)
  })

  const start = (stage) => {
    const t0 = Date.now()
    const chunks = []
    const ctx = {
      background: (cmd, args, env, sink) => {
        const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
        children.add(child)
        child.stdout.on('data', sink)
        child.stderr.on('data', sink)
        child.on('close', () => children.delete(child))
        return child
      },
      log: (text) => chunks.push(`${text}\n`),
      exec: (cmd, args, env) =>
        new Promise((resolve) => {
          chunks.push(`$ ${[cmd, ...args].join(' ')}\n`)
          const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
          children.add(child)
          if (stage.background && child.pid) {
            try {
              setPriority(child.pid, 10)
            } catch {
              // not allowed here: run at normal priority
            }
          }
          child.stdout.on('data', (d) => chunks.push(d))
          child.stderr.on('data', (d) => chunks.push(d))
          child.on('error', (error) => chunks.push(`${error.message}\n`))
          child.on('close', (code) => {
            children.delete(child)
            resolve(code === 0)
          })
        }),
    }
    console.log(`▶ ${stage.name}`)
    const promise = Promise.resolve()
      .then(() => stage.run(ctx))
      .catch((error) => {
        ctx.log(String(error instanceof Error ? (error.stack ?? error.message) : error))
        return false
      })
      .then((ok) => {
        const ms = Date.now() - t0
        const output = Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)))
          .toString()
          .trimEnd()
        // A passed stage's failure lines are tests that failed once and passed on the retry
        // (Playwright's CI retry): listed too, so a flaky test is seen, not hidden.
        results.set(stage.name, { ok, skipped: false, ms, failures: failureLines(output) })
        running.delete(stage.name)
        console.log(`\n━━ ${ok ? '✓' : '✗'} ${stage.name} (${seconds(ms)})${output ? `\n${output}` : ''}`)
        if (!ok && stage.onFailure) console.log(`\n   ${stage.onFailure}`)
      })
    running.set(stage.name, promise)
  }

  while (pending.length || running.size) {
    // Skip stages whose dependencies failed or were skipped.
    for (const stage of [...pending]) {
      const failed = (stage.needs ?? []).find((n) => results.has(n) && !results.get(n).ok)
      if (failed) {
        pending.splice(pending.indexOf(stage), 1)
        results.set(stage.name, { ok: false, skipped: true, ms: 0 })
        console.log(`\n━━ – ${stage.name}: skipped (${failed} did not pass)`)
      }
    }
    let ready
    const isReady = (s) => (s.needs ?? []).every((n) => results.get(n)?.ok) && (s.after ?? []).every((n) => results.has(n))
    while (running.size < parallel && (ready = pending.find(isReady))) {
      pending.splice(pending.indexOf(ready), 1)
      start(ready)
    }
    if (!running.size) {
      // Nothing can start: a dependency names no stage that will run.
      for (const stage of pending.splice(0)) results.set(stage.name, { ok: false, skipped: true, ms: 0 })
      break
    }
    await Promise.race(running.values())
  }
  return { results, ms: Date.now() - started, stopAll: stop }
}

// The lines where Playwright (`  1) [desktop] › file:line › title`) and Vitest (` FAIL  file > test`)
// name a failed test. The summary repeats them, because CI logs are often read from their tail and
// a stage's own block can be thousands of lines above it.
const FAILURE_LINE = /^\s+\d+\) \[[^\]]+\] › |^\s*FAIL\s|^\s*×\s/
const MAX_FAILURE_LINES = 40

export function failureLines(output) {
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '')
  const lines = plain.split('\n').filter((line) => FAILURE_LINE.test(line))
  // A failure's detail header ends in a rule (`… › title ────`); the closing list names it bare.
  return [...new Set(lines.map((line) => line.replace(/\s*─+\s*$/, '').trim()))].slice(0, MAX_FAILURE_LINES)
}

export function killGroup(child) {
  if (!child?.pid) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/** The closing table: each stage's result and duration, then the wall-clock total. */
export function printSummary(stages, { results, ms }) {
  const width = Math.max(...stages.map((s) => s.name.length))
  console.log('\n━━ Summary')
  for (const stage of stages) {
    const r = results.get(stage.name)
    const mark = !r ? '?' : r.skipped ? '–' : r.ok ? '✓' : '✗'
    const time = r && !r.skipped ? seconds(r.ms).padStart(9) : '  skipped'
    console.log(`  ${mark} ${stage.name.padEnd(width)} ${time}`)
    if (r?.ok && r.failures?.length) console.log('      failed once, passed on the retry (flaky: look at it):')
    for (const line of r?.failures ?? []) console.log(`      ${line}`)
  }
  console.log(`  wall clock ${seconds(ms)}`)
}
