/**
 * Throughput side by side (issue 12 item 5), for `npm run bench` (BENCH=throughput): wrk at 50
 * connections with `Accept-Encoding: gzip`, on loopback, bounded (BENCH_WRK_SECONDS, 10 s per
 * target), against each path
 *   - straight from one app instance (`next start`),
 *   - through the shipped nginx cache (deploy/nginx.conf in front of that instance),
 *   - from nginx serving the same gzip bytes from disk (gzip_static): the limit.
 * One nginx runs both servers, with as many workers as cores. Debian's wrk and nginx.
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import http from 'node:http'
import path from 'node:path'
import { freePort } from './net.mjs'
import { startNginx } from './nginx.mjs'
import { ensureSystemPackages } from './system-packages.mjs'

const WRK = process.env.WRK_BIN ?? '/usr/bin/wrk'
export const WRK_CONNECTIONS = 50

/** The raw (still gzip-encoded) body and headers of one GET, as a browser accepting gzip gets it. */
function fetchRaw(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

/** wrk's summary: requests/s, p50/p99 latency in ms, non-2xx/3xx answers and socket errors. */
export function parseWrk(output) {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN)
  const ms = (label) => {
    const match = new RegExp(`^\\s+${label}%\\s+([\\d.]+)(us|ms|s)\\b`, 'm').exec(output)
    if (!match) return null
    const value = Number(match[1])
    return +(match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value).toFixed(2)
  }
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0)
  return { rps: Math.round(rps), p50: ms('50'), p99: ms('99'), requests, non2xx, socketErrors }
}

/** CPU time (user + system, ms) a process has used so far, from /proc; null where there is none. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    // utime and stime are fields 14 and 15 of the line, counted from the state (field 3) here.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
  } catch {
    return null
  }
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100

function wrk(url, seconds) {
  ensureSystemPackages(['wrk'])
  const run = spawnSync(
    WRK,
    [
      '-t',
      '2',
      '-c',
      String(WRK_CONNECTIONS),
      '-d',
      `${seconds}s`,
      '--timeout',
      '5s',
      '--latency',
      '-H',
      'Accept-Encoding: gzip',
      url,
    ],
    { encoding: 'utf8', timeout: (seconds + 30) * 1000 },
  )
  if (run.status !== 0) throw new Error(`wrk ${url} failed: ${run.stderr || run.error}`)
  return parseWrk(run.stdout)
}

/**
 * Measures `targets` ([{ name, path }]) on the instance at `appUrl`. Returns one row per target
 * and way of serving, with the budgets of issue 12 judged.
 */
export async function measureThroughput({ appUrl, appPid, targets, seconds = Number(process.env.BENCH_WRK_SECONDS ?? 10) }) {
  // Readable by nginx's workers (nobody, when we are root).
  const staticDir = mkdtempSync(path.join(tmpdir(), 'bench-static-'))
  chmodSync(staticDir, 0o755)
  const files = {}
  for (const target of targets) {
    const answer = await fetchRaw(appUrl + target.path)
    if (answer.status !== 200) throw new Error(`${target.path} answers ${answer.status}`)
    const extension = String(answer.headers['content-type']).includes('json') ? 'json' : 'html'
    const file = `${target.name}.${extension}`
    // gzip_static serves FILE.gz to a client accepting gzip: the app's own gzip bytes, as cached.
    writeFileSync(path.join(staticDir, `${file}.gz`), answer.body)
    writeFileSync(path.join(staticDir, file), '')
    files[target.name] = { file, gzip: answer.headers['content-encoding'] === 'gzip', bytes: answer.body.length }
  }
  const staticPort = await freePort()
  const upstream = new URL(appUrl)
  const proxy = await startNginx({
    upstreams: [`${upstream.hostname}:${upstream.port}`],
    workers: 'auto',
    extraHttp: `    server {
        listen 127.0.0.1:${staticPort};
        root ${staticDir};
        gzip_static on;
        etag off;
    }`,
  })
  const rows = []
  try {
    for (const target of targets) {
      // Fill the cache before measuring, as a page someone asked for a moment ago.
      await fetchRaw(proxy.url + target.path)
      // And warm the instance on this path: a server that has been up a while has its hot code
      // compiled by V8; the first seconds of a fresh process cost up to twice the CPU per request
      // (measured: article 2.4 ms cold, 1.3 ms warm) and long tails, which is not what it serves.
      wrk(appUrl + target.path, Math.max(2, Math.round(seconds / 3)))
      const ways = {
        direct: appUrl + target.path,
        cache: proxy.url + target.path,
        limit: `http://127.0.0.1:${staticPort}/${files[target.name].file}`,
      }
      const figures = {}
      for (const [way, url] of Object.entries(ways)) {
        const cpuBefore = way === 'direct' && appPid ? cpuMs(appPid) : null
        figures[way] = wrk(url, seconds)
        // What one answer costs the instance, whatever else the machine is doing: the fair figure
        // on a shared machine (requests/s there depend on how much CPU the others leave).
        if (cpuBefore !== null && figures[way].requests) {
          figures[way].cpuMsPerRequest = +((cpuMs(appPid) - cpuBefore) / figures[way].requests).toFixed(2)
        }
      }
      const cacheShare = figures.limit.rps ? figures.cache.rps / figures.limit.rps : 0
      rows.push({
        ...target,
        bytesGzip: files[target.name].bytes,
        gzip: files[target.name].gzip,
        ...figures,
        cacheShareOfLimit: +cacheShare.toFixed(3),
        cacheBudgetPass: cacheShare >= 0.5,
      })
    }
  } finally {
    await proxy.stop()
    rmSync(staticDir, { recursive: true, force: true })
  }
  return { seconds, connections: WRK_CONNECTIONS, rows }
}

/** The report's section. */
export function throughputMarkdown({ seconds, connections, rows }) {
  const cell = (f) =>
    `${f.rps} (${f.p50}/${f.p99} ms)${f.non2xx || f.socketErrors ? ` ⚠ ${f.non2xx} non-2xx, ${f.socketErrors} socket errors` : ''}`
  return [
    `## Throughput (issue 12)`,
    '',
    `wrk, ${connections} connections, ${seconds} s per target, Accept-Encoding: gzip, loopback. Requests/s (p50/p99 latency).`,
    'Budget: through the shipped nginx cache ≥ 50% of the limit (nginx serving the same gzip bytes from disk).',
    'One instance alone is reported, without a budget (issue 49 withdrew the throughput budgets of one process).',
    '',
    'CPU ms per request: CPU time the instance used during its run divided by the answers it gave.',
    '',
    '| target | gzip KB | one instance | CPU ms per request | nginx cache | limit (gzip_static) | cache / limit | budgets |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const budgets = [`cache ≥ 50%: ${r.cacheBudgetPass ? 'pass' : 'FAIL'}`]
      return `| ${r.name} \`${r.path}\` | ${(r.bytesGzip / 1024).toFixed(1)}${r.gzip ? '' : ' (not gzip)'} | ${cell(r.direct)} | ${r.direct.cpuMsPerRequest ?? '?'} | ${cell(r.cache)} | ${cell(r.limit)} | ${(r.cacheShareOfLimit * 100).toFixed(0)}% | ${budgets.join('; ')} |`
    }),
    '',
  ].join('\n')
}
