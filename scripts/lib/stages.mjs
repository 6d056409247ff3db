import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { availableParallelism, setPriority } from 'node:os'

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
  const results = new Map() // name → { ok, skipped, ms, cpuMs }
  const running = new Map() // name → promise
  const children = new Set()
  const pending = [...stages]
  const started = Date.now()
  const machineAtStart = machineCpu()
  let reapedCpu = reapedChildrenCpuMs()
  // CPU time of a stage's commands: what the processes this runner reaped since the last reading
  // spent. Stages side by side can end in the same turn, so a figure may carry a neighbour's
  // few seconds; the total is exact.
  const takeReapedCpu = () => {
    const now = reapedChildrenCpuMs()
    const spent = now - reapedCpu
    reapedCpu = now
    return spent
  }

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
    let cpuMs = 0
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
            cpuMs += takeReapedCpu()
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
        const failures = failureLines(output)
        // A stage that failed naming no test (a set-up step, a crash) leaves its last lines instead.
        const tail = ok || failures.length ? [] : lastLines(output, MAX_TAIL_LINES)
        results.set(stage.name, { ok, skipped: false, ms, cpuMs, failures, tail })
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
        results.set(stage.name, { ok: false, skipped: true, ms: 0, cpuMs: 0 })
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
      for (const stage of pending.splice(0)) results.set(stage.name, { ok: false, skipped: true, ms: 0, cpuMs: 0 })
      break
    }
    await Promise.race(running.values())
  }
  return {
    results,
    ms: Date.now() - started,
    // Whole-machine figures over the run: whether the stages had the cores to themselves.
    machine: machineCpu() && machineAtStart ? machineBusy(machineAtStart, machineCpu()) : null,
    stopAll: stop,
  }
}

// Linux's clock ticks per second for /proc CPU times (USER_HZ, 100 on every Linux build we run on).
const TICKS_PER_SECOND = 100

/** CPU time (user + system) of the children this process has reaped, from /proc/self/stat. */
export function reapedChildrenCpuMs() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    // Fields after the command name (which may hold spaces, so split after its closing bracket):
    // cutime and cstime are the 16th and 17th fields of the line, the 14th and 15th after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS_PER_SECOND
  } catch {
    return 0 // not Linux: no figure
  }
}

/** The machine's busy and total CPU ticks since boot, from /proc/stat (null off Linux). */
function machineCpu() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
    const numbers = ticks.map(Number)
    const idle = numbers[3] + numbers[4] // idle + iowait
    const total = numbers.slice(0, 8).reduce((a, b) => a + b, 0)
    return { busy: total - idle, total }
  } catch {
    return null
  }
}

function machineBusy(from, to) {
  const busyMs = ((to.busy - from.busy) * 1000) / TICKS_PER_SECOND
  return { busyMs, share: (to.busy - from.busy) / Math.max(1, to.total - from.total), cores: availableParallelism() }
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

const MAX_TAIL_LINES = 25
const MAX_TAIL_LINE_CHARS = 300

export function lastLines(output, count) {
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '')
  return plain
    .split('\n')
    .filter((line) => line.trim())
    .slice(-count)
    .map((line) => (line.length > MAX_TAIL_LINE_CHARS ? `${line.slice(0, MAX_TAIL_LINE_CHARS)}…` : line))
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

/**
 * The closing table: each stage's result, duration and CPU time, then the wall-clock total and how
 * busy the whole machine was meanwhile (a run whose cores are all busy gains nothing from running
 * more side by side, only from doing less).
 */
export function printSummary(stages, { results, ms, machine }) {
  const width = Math.max(...stages.map((s) => s.name.length))
  console.log("\n━━ Summary (duration, CPU time of the stage's commands)")
  for (const stage of stages) {
    const r = results.get(stage.name)
    const mark = !r ? '?' : r.skipped ? '–' : r.ok ? '✓' : '✗'
    const time = r && !r.skipped ? seconds(r.ms).padStart(9) : '  skipped'
    const cpu = r && !r.skipped && r.cpuMs ? `   CPU ${seconds(r.cpuMs).padStart(8)}` : ''
    console.log(`  ${mark} ${stage.name.padEnd(width)} ${time}${cpu}`)
    if (r?.ok && r.failures?.length) console.log('      failed once, passed on the retry (flaky: look at it):')
    for (const line of r?.failures ?? []) console.log(`      ${line}`)
    if (r?.tail?.length) console.log(`      its last lines:\n${r.tail.map((line) => `      │ ${line}`).join('\n')}`)
  }
  console.log(`  wall clock ${seconds(ms)}`)
  if (machine) {
    const percent = Math.round(machine.share * 100)
    console.log(`  machine: ${percent}% busy over the run (${seconds(machine.busyMs)} of CPU on ${machine.cores} cores)`)
  }
}
