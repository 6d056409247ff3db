#!/usr/bin/env node
/**
 * `npm run bench`: speed and weight of the built site, written to bench/report.md (+ .json).
 * Serves the current build on a throwaway seeded PostgreSQL (embedded, in a temporary folder; or
 * uses BASE_URL if given) and
 * measures, on 127.0.0.1 only and bounded in count and time:
 *   - latency (p50/p95/p99) and throughput of cached pages and JSON endpoints under concurrency,
 *   - what a phone downloads per page (HTML, JS, CSS, fonts, images; requests) in headless Chromium,
 *   - Largest Contentful Paint and CLS on a throttled phone profile (4x CPU, slow 4G),
 *   - server memory (RSS) before and after the load,
 *   - durable leads per second on PostgreSQL (drills/bench-leads.mjs),
 *   - Lighthouse 12 (mobile defaults, median of 3 runs) on the pages of issue 9, against the budgets,
 *     beside the "before" figures of bench/lighthouse-baseline.json,
 *   - throughput with wrk at 50 connections on the home page, an article and a JSON endpoint: from
 *     one instance, through the shipped nginx cache, and nginx's gzip_static limit
 *     (scripts/lib/throughput.mjs; BENCH_WRK_SECONDS per target, 10),
 *   - the campaign dashboard's grouped queries on 100,000 leads, on PostgreSQL
 *     (scripts/bench-dashboard.ts; needs no site, so BENCH=dashboard alone builds and serves nothing),
 *   - typing into the enquiry form from first paint on a throttled phone: each keystroke's input
 *     delay from a Chromium trace (p98 ≤ 100 ms) and whether every character was kept
 *     (scripts/lib/typing.mjs).
 * Env: BENCH=load,weight,leads,lighthouse,throughput,dashboard,typing picks parts (all by default); BENCH_PAGES=/,/en limits the
 * Lighthouse pages (and the typing pages to those it names); BENCH_RUNS (3) runs per page; BENCH_REPORT (bench/report.md) where the report goes; BASE_URL measures a server already running;
 * BENCH_BASELINE=1 writes this run's Lighthouse figures as the new "before".
 */
import { spawn, spawnSync } from 'node:child_process'
import { clearRuntimeCache } from './lib/runtime-cache.mjs'
import { freePort, waitForOk } from './lib/net.mjs'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { tsImport } from 'tsx/esm/api'
import { nextStartArgs } from './lib/next-server.mjs'
import { TARGET as LEAD_TARGET } from '../drills/bench-leads.mjs'
import { launchChromium } from './lib/chromium.mjs'
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs'
import { measureThroughput, throughputMarkdown } from './lib/throughput.mjs'
import { measureTyping, typingMarkdown } from './lib/typing.mjs'
import { budgetSummary, budgetVerdicts, RSS_BUDGET_MB } from './lib/budget-verdicts.mjs'
import {
  failingAudits,
  htmlGzipKb,
  lighthouseMarkdown,
  medianRun,
  medianSummary,
  runLighthouse,
  summarizeLhr,
  topCosts,
} from './lib/lighthouse.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
process.chdir(root)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)
const TIME_LIMIT_MS = 60_000
const PARTS = new Set(
  (process.env.BENCH ?? 'load,weight,leads,lighthouse,throughput,dashboard,typing').split(',').map((p) => p.trim()),
)
const NEEDS_SITE = ['load', 'weight', 'leads', 'lighthouse', 'throughput', 'typing'].some((part) => PARTS.has(part))
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3))
const BASELINE_FILE = 'bench/lighthouse-baseline.json'
// A partial run (one page, one part) may write elsewhere and leave the full report as it is.
const REPORT_FILE = process.env.BENCH_REPORT || 'bench/report.md'
const LHR_DIR = 'bench/lighthouse'

function rssKb(pid) {
  try {
    const children = spawnSync('pgrep', ['-P', String(pid)])
      .stdout.toString()
      .split('\n')
      .filter(Boolean)
    const pids = [
      pid,
      ...children.flatMap((c) => [c, ...spawnSync('pgrep', ['-P', c]).stdout.toString().split('\n').filter(Boolean)]),
    ]
    return pids.reduce((sum, p) => {
      try {
        const status = readFileSync(`/proc/${p}/status`, 'utf8')
        return sum + Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      } catch {
        return sum
      }
    }, 0)
  } catch {
    return null
  }
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function load(base, pathName) {
  await fetch(base + pathName) // warm the cache
  const times = []
  let errors = 0
  let next = 0
  const started = Date.now()
  async function worker() {
    while (next < REQUESTS && Date.now() - started < TIME_LIMIT_MS) {
      next++
      const t0 = performance.now()
      try {
        const r = await fetch(base + pathName)
        await r.arrayBuffer()
        if (!r.ok) errors++
      } catch {
        errors++
      }
      times.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const seconds = (Date.now() - started) / 1000
  times.sort((a, b) => a - b)
  return {
    path: pathName,
    requests: times.length,
    errors,
    rps: Math.round(times.length / seconds),
    p50: +pct(times, 50).toFixed(1),
    p95: +pct(times, 95).toFixed(1),
    p99: +pct(times, 99).toFixed(1),
  }
}

async function pageWeight(browser, base, pathName) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const bytes = { document: 0, script: 0, stylesheet: 0, font: 0, image: 0, media: 0, other: 0 }
  let requests = 0
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const types = new Map()
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type))
  cdp.on('Network.loadingFinished', (e) => {
    requests++
    const type = (types.get(e.requestId) ?? 'Other').toLowerCase()
    const key = type in bytes ? type : type === 'fetch' || type === 'xhr' ? 'other' : 'other'
    bytes[key] += e.encodedDataLength
  })
  // Slow 4G and a 4x slower CPU: a cheap phone.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript(() => {
    window.__lcp = 0
    window.__cls = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp = e.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(base + pathName, { waitUntil: 'load', timeout: 60_000 })
  await page.waitForTimeout(1500)
  const { lcp, cls } = await page.evaluate(() => ({ lcp: window.__lcp, cls: window.__cls }))
  await context.close()
  const kb = (n) => Math.round(n / 1024)
  return {
    path: pathName,
    requests,
    totalKb: kb(Object.values(bytes).reduce((a, b) => a + b, 0)),
    htmlKb: kb(bytes.document),
    jsKb: kb(bytes.script),
    cssKb: kb(bytes.stylesheet),
    fontKb: kb(bytes.font),
    imageKb: kb(bytes.image),
    lcpMs: Math.round(lcp),
    cls: +cls.toFixed(3),
  }
}

function leadThroughputRuns() {
  if (process.env.BENCH_SKIP_LEADS === '1') return []
  const run = spawnSync(process.execPath, ['drills/bench-leads.mjs'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  const out = `${run.stdout ?? ''}`
  return ['postgres'].flatMap((db) => {
    const lines = out.split('\n').filter((line) => line.includes(`[lead-throughput/${db}]`))
    if (lines.length === 0) return []
    const value = (key) => lines.find((line) => line.includes(`] ${key}: `))?.split(`] ${key}: `)[1]
    const verdict = lines.find((line) => /\] (PASS|FAIL)/.test(line)) ?? ''
    return [
      {
        db,
        leadsPerSecond: Number(value('durable leads/s')) || null,
        pass: /\] PASS/.test(verdict),
        figures: [value('load'), `latency ${value('latency ms')}`, value('the endpoint without the database')]
          .filter(Boolean)
          .join('; '),
      },
    ]
  })
}

/** The pages of issue 9, from the route table; the article is the first seeded post. */
/**
 * The campaign dashboard's queries on 100,000 seeded leads (scripts/bench-dashboard.ts), on an
 * embedded PostgreSQL of its own in a temporary folder.
 */
function dashboardRuns() {
  const run = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/bench-dashboard.ts'], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '' },
    maxBuffer: 64 * 1024 * 1024,
  })
  const line = `${run.stdout ?? ''}`.split('\n').find((l) => l.startsWith('[bench-dashboard] {'))
  if (!line)
    return [{ db: 'postgres', error: `${run.stderr ?? ''}`.trim().split('\n').slice(-3).join(' ') || `exit ${run.status}` }]
  return [JSON.parse(line.slice('[bench-dashboard] '.length))]
}

async function lighthousePages() {
  const { localizedPath } = await tsImport('../src/i18n/routes.ts', import.meta.url)
  const { seedPosts } = await tsImport('../src/seed/content/posts.ts', import.meta.url)
  const { campaignPage } = await tsImport('../src/seed/content/campaign.ts', import.meta.url)
  const all = [
    localizedPath('/', 'es'),
    localizedPath('/', 'en'),
    localizedPath('/blog/[slug]', 'es', { slug: seedPosts[0].slug.es }),
    localizedPath('/contact', 'es'),
    localizedPath('/services/immigration-lawyer', 'es'),
    localizedPath('/humanitarian-visa/vawa-visa', 'es'),
    localizedPath('/reviews', 'es'),
    localizedPath('/landing/video', 'es'),
    // A campaign landing built in the CMS from blocks (the demo seed's), served by the catch-all.
    campaignPage.es.path,
  ]
  if (!process.env.BENCH_PAGES) return all
  return process.env.BENCH_PAGES.split(',')
    .map((p) => p.trim())
    .filter(Boolean)
}

/**
 * Typing from first paint on the pages whose enquiry form is on the first screens, in both
 * languages (the route table's paths), and on the VAWA page (issue 50: the quick exit's page, its
 * form further down, reached by a tap as a visitor's "evaluate my case" does), RUNS times each;
 * the worst run of each page is reported. BENCH_PAGES, when set, keeps those of them it names.
 */
async function typingRuns(base) {
  const { localizedPath } = await tsImport('../src/i18n/routes.ts', import.meta.url)
  const { FORM_PENDING } = await tsImport('../src/features/leads/enquiry/components/typing-shield.ts', import.meta.url)
  const all = [
    localizedPath('/contact', 'es'),
    localizedPath('/contact', 'en'),
    localizedPath('/landing/video', 'es'),
    localizedPath('/', 'es'),
    localizedPath('/humanitarian-visa/vawa-visa', 'es'),
  ]
  const named = process.env.BENCH_PAGES ? await lighthousePages() : null
  const paths = named ? all.filter((p) => named.includes(p)) : all
  if (named && paths.length === 0) console.log(`typing: none of BENCH_PAGES is a typing page (${all.join(', ')})`)
  const browser = await launchChromium()
  const rows = []
  try {
    for (const pagePath of paths) {
      await fetch(base + pagePath) // warm the page cache: a visitor gets the cached page
      const runs = []
      for (let run = 1; run <= RUNS; run++) {
        try {
          runs.push(await measureTyping(browser, base + pagePath, { pendingAttribute: FORM_PENDING }))
        } catch (error) {
          runs.push({ error: String(error?.message ?? error).split('\n')[0] })
        }
      }
      const failed = runs.find((r) => 'error' in r)
      const worst = runs.filter((r) => !('error' in r)).sort((a, b) => (b.p98Ms ?? 0) - (a.p98Ms ?? 0))
      const lost = worst.find((r) => !r.kept)
      rows.push(failed ? { path: pagePath, ...failed } : { path: pagePath, ...(lost ?? worst[0]) })
      console.log(`typing ${pagePath}: ${JSON.stringify(rows.at(-1))}`)
    }
  } finally {
    await browser.close()
  }
  return rows
}

/**
 * Lighthouse on each page, RUNS times, one run at a time (parallel runs would share the CPU and
 * skew each other's simulated timings). Raw reports go to bench/lighthouse/ (git-ignored).
 */
async function lighthouse(base) {
  rmSync(LHR_DIR, { recursive: true, force: true })
  mkdirSync(LHR_DIR, { recursive: true })
  const results = []
  for (const pagePath of await lighthousePages()) {
    const response = await fetch(base + pagePath, { redirect: 'manual' })
    if (response.status !== 200) throw new Error(`${pagePath} answers ${response.status}: not a page to measure`)
    // Also warms the cache, so run 1 is not a render.
    await response.arrayBuffer()
    const name = pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'
    const lhrs = []
    const errors = []
    for (let run = 1; run <= RUNS; run++) {
      const started = Date.now()
      try {
        lhrs.push(await runLighthouse(base + pagePath, path.join(LHR_DIR, `${name}-${run}.json`)))
        console.log(`lighthouse ${pagePath} run ${run}/${RUNS}: ${((Date.now() - started) / 1000).toFixed(0)} s`)
      } catch (error) {
        // One failed run leaves the median of the others; the report says so.
        errors.push(String(error.message ?? error))
        console.error(`lighthouse ${pagePath} run ${run}/${RUNS} failed: ${errors.at(-1)}`)
      }
    }
    const html = await htmlGzipKb(base + pagePath)
    const chosen = medianRun(lhrs)
    results.push({
      path: pagePath,
      lighthouseVersion: chosen?.lighthouseVersion,
      runs: lhrs.length,
      figures: {
        ...medianSummary(lhrs.map((lhr) => summarizeLhr(lhr))),
        htmlGzipKb: html.kb,
        htmlEncoding: html.encoding,
      },
      costs: chosen ? topCosts(chosen) : [],
      failing: [...(chosen ? failingAudits(chosen) : []), ...errors.map((e) => `run failed: ${e}`)],
    })
  }
  return results
}

function readBaseline() {
  try {
    return JSON.parse(readFileSync(BASELINE_FILE, 'utf8'))
  } catch {
    return null
  }
}

/** Records this run's figures as the "before" of the pages measured (the others keep theirs). */
function writeBaseline(pages) {
  const commit = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim()
  // Only changes to what the site serves make the figures differ from the commit's.
  const dirty = spawnSync('git', ['status', '--porcelain', '--', 'src', 'next.config.ts', 'postcss.config.mjs'], {
    encoding: 'utf8',
  }).stdout.trim()
  const at = new Date().toISOString()
  const source = commit + (dirty ? ' (with local changes)' : '')
  const previous = readBaseline()
  const baseline = {
    note: 'Lighthouse 12 mobile defaults; each figure the median of the runs. The "before" column of bench/report.md (scripts/bench.mjs).',
    at,
    commit: source,
    runs: RUNS,
    pages: {
      ...previous?.pages,
      ...Object.fromEntries(
        pages.map((p) => [p.path, { at, commit: source, ...p.figures, costs: p.costs.map((c) => c.text), failing: p.failing }]),
      ),
    },
  }
  writeFileSync(BASELINE_FILE, JSON.stringify(baseline, null, 2) + '\n')
  console.log(`wrote ${BASELINE_FILE}`)
}

let server
let dbDir
let database
let base = process.env.BASE_URL
try {
  if (!base && NEEDS_SITE) {
    if (!existsSync('.next/BUILD_ID')) spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' })
    dbDir = mkdtempSync(path.join(tmpdir(), 'site-bench-'))
    database = await startEmbeddedPostgres({ dir: path.join(dbDir, 'postgres'), fast: true })
    const port = await freePort()
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: database.url,
      MEDIA_DIR: path.join(dbDir, 'media'),
      PAYLOAD_SECRET: 'bench-secret-0123456789abcdef0123456789',
      SEED_ADMIN_PASSWORD: 'bench-admin-password',
      SEED_AGENT_PASSWORD: 'bench-agent-password',
      SEED_DEMO: '1',
      NOTIFY_WORKER: '0',
      LOG_LEVEL: 'warn',
      // Thousands of leads an hour: the site-wide notification ceiling would hold them.
      SEED_NOTIFICATION_CEILING: 'off',
      PORT: String(port),
    }
    for (const args of [
      ['payload', 'migrate'],
      ['tsx', 'src/seed/run.ts'],
    ]) {
      // Not spawnSync: this process reads the embedded server's log, and must keep running.
      const status = await new Promise((resolve) =>
        spawn('npx', args, { stdio: 'inherit', env }).on('exit', (code) => resolve(code ?? 1)),
      )
      if (status !== 0) throw new Error(`${args.join(' ')} failed`)
    }
    clearRuntimeCache()
    server = spawn(process.execPath, nextStartArgs(port), {
      stdio: 'ignore',
      env: { ...env, PORT: String(port) },
      detached: true,
    })
    base = `http://127.0.0.1:${port}`
    await waitForOk(`${base}/api/categoria`, 90_000)
  }
  const blogs = NEEDS_SITE ? await (await fetch(`${base}/api/blogs/home`)).json() : []
  const article = `/blog/${blogs[0]?.url_es ?? ''}`
  const pages = ['/', '/en', '/servicios', '/testimonios', '/blog', article, '/contacto']
  const rssBefore = server ? rssKb(server.pid) : null
  const latency = []
  if (PARTS.has('load'))
    for (const p of [...pages, '/api/categoria', '/api/buscar?query=visa', '/api/blogs/home']) latency.push(await load(base, p))
  const rssAfter = server ? rssKb(server.pid) : null

  const weights = []
  if (PARTS.has('weight')) {
    const browser = await launchChromium()
    for (const p of pages) weights.push(await pageWeight(browser, base, p))
    await browser.close()
  }

  // Before Lighthouse and the lead runs' servers, so wrk has the machine to itself as far as we decide.
  const throughput = PARTS.has('throughput')
    ? await measureThroughput({
        appUrl: base,
        appPid: server?.pid,
        targets: [
          { name: 'home', path: '/' },
          { name: 'article', path: article },
          { name: 'json', path: '/api/categoria' },
          // A list paged in the URL: rendered per request (force-dynamic), like every page now
          // (its CSP nonce); what one client repeating it costs everyone else.
          { name: 'paged-list', path: '/testimonios?pagina-viajes=2' },
        ],
      })
    : null

  // Durable leads stored per second at 50 connections, on PostgreSQL (the only database): the
  // drills' measurement (drills/bench-leads.mjs), on its own fresh database and server.
  const leads = PARTS.has('leads') ? leadThroughputRuns() : []

  const lighthouseResults = PARTS.has('lighthouse') ? await lighthouse(base) : []
  const dashboard = PARTS.has('dashboard') ? dashboardRuns() : []
  const typing = PARTS.has('typing') ? await typingRuns(base) : []
  if (lighthouseResults.length && process.env.BENCH_BASELINE === '1') writeBaseline(lighthouseResults)
  // Issue 49's memory budget: the instance that served every part of the bench, measured last.
  const rssEnd = server ? rssKb(server.pid) : null

  const report = {
    at: new Date().toISOString(),
    requestsPerPath: REQUESTS,
    concurrency: CONCURRENCY,
    rssKb: { before: rssBefore, after: rssAfter, end: rssEnd },
    latency,
    weights,
    leads,
    lighthouse: lighthouseResults,
    throughput,
    dashboard,
    typing,
  }
  mkdirSync('bench', { recursive: true })
  writeFileSync('bench/report.json', JSON.stringify(report, null, 2))
  const md = [
    `# Benchmark ${report.at}`,
    '',
    budgetSummary(budgetVerdicts({ leads, throughput, dashboard, typing, lighthouse: lighthouseResults, rssEndKb: rssEnd })),
    '',
  ]
  if (latency.length)
    md.push(
      `Load: ${REQUESTS} requests per path, ${CONCURRENCY} concurrent, from 127.0.0.1. Server RSS: ${rssBefore ?? '?'} kB before, ${rssAfter ?? '?'} kB after, ${rssEnd ?? '?'} kB at the end of the bench (budget ≤ ${RSS_BUDGET_MB} MB).`,
      '',
      '| path | req | errors | req/s | p50 ms | p95 ms | p99 ms |',
      '|---|---|---|---|---|---|---|',
      ...latency.map((l) => `| ${l.path} | ${l.requests} | ${l.errors} | ${l.rps} | ${l.p50} | ${l.p95} | ${l.p99} |`),
      '',
    )
  if (weights.length)
    md.push(
      'Phone (390 px, 4x CPU slowdown, 1.6 Mbps / 150 ms): transferred kB and paint',
      '',
      '| path | requests | total | html | js | css | fonts | images | LCP ms | CLS |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...weights.map(
        (w) =>
          `| ${w.path} | ${w.requests} | ${w.totalKb} | ${w.htmlKb} | ${w.jsKb} | ${w.cssKb} | ${w.fontKb} | ${w.imageKb} | ${w.lcpMs} | ${w.cls} |`,
      ),
      '',
    )
  if (leads.length)
    md.push(
      `Durable leads stored per second, 50 visitors at once (127.0.0.10–59), budget ≥ ${LEAD_TARGET}/s on PostgreSQL (the drill's, drills/bench-leads.mjs)`,
      '',
      '| database | leads/s | budget | figures |',
      '|---|---|---|---|',
      ...leads.map(
        (l) => `| ${l.db} | ${l.leadsPerSecond ?? '?'} | ${l.pass ? 'pass' : 'FAIL'} | ${l.figures.replace(/\|/g, '\\|')} |`,
      ),
      '',
    )
  if (throughput) md.push(throughputMarkdown(throughput))
  if (dashboard.length)
    md.push(
      'Campaign dashboard (/admin/campaigns): its grouped query on 100,000 seeded leads, median of 5 runs, budget ≤ 500 ms; and the whole view (those figures and the speed to lead with its staff, source, weekday, hour and office-hours splits, two offices with hours) for 12 weeks and for a year (all 100,000 leads), budget < 1 s (scripts/bench-dashboard.ts)',
      '',
      '| database | leads seeded | last 12 weeks ms (max) | a year ms (max) | whole view, 12 weeks ms (max) | whole view, a year ms (max) | budget |',
      '|---|---|---|---|---|---|---|',
      ...dashboard.map((d) =>
        d.error
          ? `| ${d.db} | – | – | – | – | – | not run: ${d.error.replace(/\|/g, '\\|').slice(0, 200)} |`
          : `| ${d.db} | ${d.seeded} | ${d.twelveWeeks.medianMs} (${d.twelveWeeks.maxMs}) | ${d.year.medianMs} (${d.year.maxMs}) | ${d.viewTwelveWeeks.medianMs} (${d.viewTwelveWeeks.maxMs}) | ${d.viewYear.medianMs} (${d.viewYear.maxMs}) | ${d.pass ? 'pass' : 'FAIL'} |`,
      ),
      '',
      ...dashboard
        .filter((d) => !d.error)
        .map(
          (d) =>
            `- ${d.db}: whole dashboard on 100,000 leads < 1 s: ${d.viewYear.medianMs < 1000 && d.viewTwelveWeeks.medianMs < 1000 ? 'pass' : 'FAIL'} (${d.viewYear.medianMs} ms)`,
        ),
      '',
    )
  if (typing.length) md.push('## Typing while the page loads (issue 20)', '', typingMarkdown(typing))
  if (lighthouseResults.length)
    md.push('## Lighthouse budgets (issue 9)', '', lighthouseMarkdown(lighthouseResults, readBaseline(), { runs: RUNS }))
  writeFileSync(REPORT_FILE, md.join('\n'))
  console.log(md.join('\n'))
} finally {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {}
  }
  await database?.stop()
  if (dbDir) rmSync(dbDir, { recursive: true, force: true })
}
