/**
 * Lighthouse 12 for `npm run bench`: runs the npm CLI against Debian's Chromium with its default
 * mobile settings (simulated slow 4G, 4x CPU), summarizes each report (LHR) into the figures the
 * budgets of issue 9 are about, and writes them as markdown beside the "before" figures.
 * The pure parts (summarize, median, budgets, costs, markdown) are unit-tested in
 * tests/unit/lighthouse.test.ts on a hand-made LHR.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { createRequire } from 'node:module'
import { CHROMIUM_FLAGS, ensureChromium } from './chromium.mjs'

/** The Chromium flags as Lighthouse's --chrome-flags takes them (also printed in docs/benchmarks.md). */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS].join(' ')

/** Issue 49's budgets, rebased on what a person feels (they replace issue 9's 99 / 150 ms / 150 KB). */
export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1600,
  tbtMs: 200,
  cls: 0,
  /**
   * Every script the page downloads during the run, those started after the load event included
   * (a form's code loaded when it nears the viewport is paid for by the same phone).
   */
  allJsKb: 160,
  fontKb: 50,
  /** Checked on the home page only; reported for every page. */
  htmlGzipKb: 32,
}

const KB = 1024
const kb = (bytes) => Math.round((bytes / KB) * 10) / 10

// One Lighthouse at a time on the whole machine, not only in this bench: two at once share the
// CPU, and simulated timings grow with the CPU time each trace observes.
const LOCK_DIR = path.join(tmpdir(), 'site-lighthouse.lock')

function lockOwnerAlive() {
  try {
    process.kill(Number(readFileSync(path.join(LOCK_DIR, 'pid'), 'utf8')), 0)
    return true
  } catch (error) {
    // EPERM: alive but someone else's; no pid file yet: its owner is writing it.
    return error.code === 'EPERM' || error.code === 'ENOENT'
  }
}

async function withMachineLock(run, { waitMs = 600_000 } = {}) {
  const until = Date.now() + waitMs
  let announced = false
  for (;;) {
    try {
      mkdirSync(LOCK_DIR)
      writeFileSync(path.join(LOCK_DIR, 'pid'), String(process.pid))
      break
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
      if (!lockOwnerAlive()) rmSync(LOCK_DIR, { recursive: true, force: true })
      else if (Date.now() > until) throw new Error(`another Lighthouse held ${LOCK_DIR} for ${waitMs / 1000} s`)
      else {
        if (!announced) console.log(`waiting for another Lighthouse run on this machine (${LOCK_DIR})`)
        announced = true
        await sleep(1000)
      }
    }
  }
  try {
    return await run()
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true })
  }
}

/**
 * One Lighthouse run in its own process, killed (with its Chromium) when it outlives timeoutMs, so
 * a hung page cannot stall the bench. Writes the LHR to outputPath and returns it parsed.
 */
export function runLighthouse(url, outputPath, options) {
  return withMachineLock(() => runLighthouseNow(url, outputPath, options))
}

async function runLighthouseNow(url, outputPath, { timeoutMs = 180_000 } = {}) {
  const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli/index.js')
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-flags=${LIGHTHOUSE_CHROME_FLAGS}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--max-wait-for-load=60000',
    '--quiet',
  ]
  const child = spawn(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: ensureChromium() },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)))
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {}
  }, timeoutMs)
  const code = await new Promise((resolve) => child.on('close', resolve))
  clearTimeout(timer)
  if (code !== 0)
    throw new Error(`lighthouse ${url} exited ${code ?? 'on timeout'}: ${stderr.trim().split('\n').slice(-5).join(' / ')}`)
  const lhr = JSON.parse(readFileSync(outputPath, 'utf8'))
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  return lhr
}

/**
 * The scripts a page loads before its load event, as the browser receives them (transferSize:
 * compressed on the wire, headers included), and `bootScripts` (paths) whenever they come: scripts
 * a page starts late on purpose are still what makes it work, so they are first-load JavaScript.
 * What a component imports lazily after the load event is not counted. The `noModule` polyfill
 * is excluded: modern browsers do not fetch it, and if one ever did it would not be ours to budget.
 */
/** @param {string[]} bootScripts */
function firstLoadScripts(lhr, bootScripts) {
  const pathOf = (url) => {
    try {
      return new URL(url).pathname
    } catch {
      return url
    }
  }
  const requests = lhr.audits['network-requests']?.details
  const loadTs = lhr.audits.metrics?.details?.items?.[0]?.observedLoadTs
  const startTs = requests?.debugData?.networkStartTimeTs
  const boot = new Set(bootScripts)
  return (requests?.items ?? []).filter((r) => {
    if (r.resourceType !== 'Script' || /\/polyfills[-.]/.test(r.url)) return false
    if (boot.size > 0 && boot.has(pathOf(r.url))) return true
    if (loadTs === undefined || startTs === undefined || r.networkRequestTime === undefined) return true
    return startTs + r.networkRequestTime * 1000 <= loadTs
  })
}

/** A category's score (0–100) as Lighthouse weighs it, with one audit left out. */
function scoreWithout(category, audits, left) {
  const refs = (category?.auditRefs ?? []).filter((ref) => ref.id !== left && ref.weight > 0 && audits[ref.id]?.score != null)
  const weight = refs.reduce((total, ref) => total + ref.weight, 0)
  if (weight === 0) return null
  return Math.round((refs.reduce((total, ref) => total + ref.weight * audits[ref.id].score, 0) / weight) * 100)
}

/**
 * The figures of one Lighthouse report that the budgets and the report use. `bootScripts`: the
 * paths of the page's boot scripts (see firstLoadScripts).
 * @param {{ bootScripts?: string[] }} [options]
 */
export function summarizeLhr(lhr, { bootScripts = /** @type {string[]} */ ([]) } = {}) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100))
  const metric = (id) => lhr.audits[id]?.numericValue ?? null
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  const sum = (items) => items.reduce((total, r) => total + (r.transferSize ?? 0), 0)
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  const documentRequest = requests.find((r) => r.resourceType === 'Document' && r.url === lhr.finalDisplayedUrl) ?? requests[0]
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    // Unlisted pages (the ad landing pages: `listed: false` in the route table) say noindex on
    // purpose, and Lighthouse's is-crawlable audit alone then costs a third of the SEO score. The
    // budget is held on every other SEO audit for them; the report shows both scores.
    noindex: lhr.audits['is-crawlable']?.score === 0,
    seoOtherwise: scoreWithout(lhr.categories.seo, lhr.audits, 'is-crawlable'),
    lcpMs: metric('largest-contentful-paint') === null ? null : Math.round(metric('largest-contentful-paint')),
    tbtMs: metric('total-blocking-time') === null ? null : Math.round(metric('total-blocking-time')),
    cls: metric('cumulative-layout-shift') === null ? null : Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    firstLoadJsKb: kb(sum(firstLoadScripts(lhr, bootScripts))),
    allJsKb: kb(sum(scripts)),
    scriptRequests: scripts.length,
    fontKb: kb(sum(requests.filter((r) => r.resourceType === 'Font'))),
    cssKb: kb(sum(requests.filter((r) => r.resourceType === 'Stylesheet'))),
    imageKb: kb(sum(requests.filter((r) => r.resourceType === 'Image'))),
    // The document as Lighthouse saw it on the wire (headers included); htmlGzipKb, the body alone,
    // is measured separately by htmlGzipKb().
    documentTransferKb: documentRequest ? kb(documentRequest.transferSize ?? 0) : null,
    totalKb: kb(sum(requests)),
    requests: requests.length,
    // Lighthouse's measure of the machine's speed during the run: low on a busy machine, whose
    // simulated timings (TBT above all) then come out worse than a quiet one would give.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  }
}

export function median(values) {
  const numbers = values.filter((v) => typeof v === 'number').sort((a, b) => a - b)
  if (numbers.length === 0) return null
  const middle = Math.floor(numbers.length / 2)
  return numbers.length % 2 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2
}

/** Each figure is the median of its own values over the runs (3 runs: the middle one). */
export function medianSummary(summaries) {
  const keys = Object.keys(summaries[0] ?? {})
  // Flags (noindex) are the same in every run: the first run's stands.
  return Object.fromEntries(
    keys.map((key) => [key, typeof summaries[0][key] === 'boolean' ? summaries[0][key] : median(summaries.map((s) => s[key]))]),
  )
}

/**
 * The run to read the costs from: the one whose performance score is the median, ties broken by
 * LCP (Lighthouse's own median-run picks by FCP and TTI, which tell less about our budgets).
 */
export function medianRun(lhrs) {
  if (lhrs.length === 0) return undefined
  const ranked = lhrs
    .map((lhr) => ({
      lhr,
      s: lhr.categories.performance?.score ?? 0,
      l: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    }))
    .sort((a, b) => a.s - b.s || b.l - a.l)
  return ranked[Math.floor(ranked.length / 2)]?.lhr
}

/** Pass/fail of each budget; htmlGzipKb only on the home page, where the budget applies. */
export function budgetResults(figures, { home = false } = {}) {
  const atLeast = (value, min) => (value === null || value === undefined ? null : value >= min)
  const atMost = (value, max) => (value === null || value === undefined ? null : value <= max)
  return {
    performance: atLeast(figures.performance, BUDGETS.performance),
    accessibility: atLeast(figures.accessibility, BUDGETS.accessibility),
    bestPractices: atLeast(figures.bestPractices, BUDGETS.bestPractices),
    seo: figures.noindex ? atLeast(figures.seoOtherwise, BUDGETS.seo) : atLeast(figures.seo, BUDGETS.seo),
    lcpMs: atMost(figures.lcpMs, BUDGETS.lcpMs),
    tbtMs: atMost(figures.tbtMs, BUDGETS.tbtMs),
    cls: atMost(figures.cls, BUDGETS.cls),
    allJsKb: atMost(figures.allJsKb, BUDGETS.allJsKb),
    fontKb: atMost(figures.fontKb, BUDGETS.fontKb),
    ...(home ? { htmlGzipKb: atMost(figures.htmlGzipKb, BUDGETS.htmlGzipKb) } : {}),
  }
}

// Bytes a slow 4G phone receives per millisecond (1.6 Mbit/s, Lighthouse's mobile throttling), to
// rank a byte saving against a time saving.
const BYTES_PER_MS = (1.6 * 1024 * 1024) / 8 / 1000
// Audits that only sum things up or describe the run: not a cost one could remove.
const NOT_A_COST = new Set([
  'total-byte-weight',
  'network-requests',
  'network-rtt',
  'network-server-latency',
  'main-thread-tasks',
  'diagnostics',
  'metrics',
  'resource-summary',
  'screenshot-thumbnails',
  'final-screenshot',
  'script-treemap-data',
  'critical-request-chains',
  'user-timings',
  'mainthread-work-breakdown', // the same time as bootup-time, by kind instead of by script
])

const shortUrl = (url) => {
  try {
    const u = new URL(url)
    const file = u.pathname.length > 48 ? `…${u.pathname.slice(-47)}` : u.pathname
    return (u.hostname === '127.0.0.1' || u.hostname === 'localhost' ? '' : u.hostname) + file
  } catch {
    return String(url).slice(0, 60)
  }
}

/** What an audit item is about, for the one-line description of a cost. */
function itemLabel(item) {
  if (!item) return ''
  const url = typeof item.url === 'string' ? item.url : item.node?.snippet ? null : (item.source?.url ?? null)
  const what = url ? shortUrl(url) : (item.node?.nodeLabel ?? item.node?.snippet ?? item.label ?? item.groupLabel ?? '')
  const bytes = item.wastedBytes ?? item.transferSize
  const ms = item.wastedMs ?? item.total ?? item.duration
  const size =
    typeof bytes === 'number' && bytes > 0 ? ` ${kb(bytes)} KB` : typeof ms === 'number' && ms > 0 ? ` ${Math.round(ms)} ms` : ''
  return `${String(what).slice(0, 70)}${size}`
}

/** The part of an audit that says where the cost is: its biggest item, or the LCP's longest phase. */
function costDetail(id, audit) {
  const tables = audit.details?.type === 'list' ? audit.details.items : [audit.details]
  if (id === 'largest-contentful-paint-element') {
    const element = tables[0]?.items?.[0]?.node?.nodeLabel ?? tables[0]?.items?.[0]?.node?.selector ?? '?'
    const phases = [...(tables[1]?.items ?? [])].sort((a, b) => (b.timing ?? 0) - (a.timing ?? 0))
    const longest = phases[0] ? `${phases[0].phase.toLowerCase()} ${Math.round(phases[0].timing)} ms of it, ` : ''
    return `${longest}element "${String(element).slice(0, 40)}"`
  }
  const items = [...(tables[0]?.items ?? [])]
  // JavaScript execution: by script time (a page's own "total" is mostly style and layout).
  const size = id === 'bootup-time' ? (i) => i.scripting ?? 0 : (i) => i.wastedBytes ?? i.wastedMs ?? i.total ?? 0
  items.sort((a, b) => size(b) - size(a))
  if (id === 'bootup-time' && items[0]) return `${shortUrl(items[0].url)} ${Math.round(items[0].scripting ?? 0)} ms of script`
  return itemLabel(items[0])
}

/**
 * The biggest remaining costs of a page, from the median run: every performance audit that does
 * not pass, weighted by what Lighthouse estimates fixing it saves (LCP, TBT, half of FCP, CLS at
 * 10 ms per 0.001) or, when that estimate is 0, by its byte saving as slow-4G time. Padded with the
 * largest scripts when fewer audits fail, so a fast page still names where its weight is.
 */
export function topCosts(lhr, count = 3) {
  const perfIds = new Set(
    (lhr.categories.performance?.auditRefs ?? []).filter((r) => r.group !== 'metrics' && r.group !== 'hidden').map((r) => r.id),
  )
  const costs = []
  for (const id of perfIds) {
    const audit = lhr.audits[id]
    if (!audit || NOT_A_COST.has(id) || id.endsWith('-insight')) continue
    if (audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'notApplicable') continue
    const s = audit.metricSavings ?? {}
    const msSaving = (s.LCP ?? 0) + (s.TBT ?? 0) + (s.FCP ?? 0) / 2 + (s.CLS ?? 0) * 10_000
    const bytes = audit.details?.overallSavingsBytes ?? 0
    const timeCost = id === 'bootup-time' ? (audit.numericValue ?? 0) / 4 : 0
    const weight = msSaving || bytes / BYTES_PER_MS || timeCost
    if (!weight) continue
    const detail = costDetail(id, audit)
    costs.push({
      id,
      weight,
      text: `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${detail ? `: ${detail}` : ''}`,
    })
  }
  costs.sort((a, b) => b.weight - a.weight)
  const picked = costs.slice(0, count)
  if (picked.length < count) {
    const scripts = (lhr.audits['network-requests']?.details?.items ?? [])
      .filter((r) => r.resourceType === 'Script')
      .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))
    for (const script of scripts.slice(0, count - picked.length))
      picked.push({ id: 'largest-script', weight: 0, text: `Script ${shortUrl(script.url)} ${kb(script.transferSize ?? 0)} KB` })
  }
  return picked.map(({ id, text }) => ({ id, text }))
}

/** Audits of the other categories that fail: what stands between a page and 100. */
export function failingAudits(lhr) {
  const failing = []
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${category}: ${ref.id}`)
    }
  }
  return failing
}

/**
 * Size of a page's HTML body as served to a browser that accepts compression (Chrome asks for
 * gzip, deflate, br and zstd), and the encoding the server chose: the body only, no headers.
 */
export async function htmlGzipKb(url) {
  const { request } = await import(url.startsWith('https:') ? 'node:https' : 'node:http')
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' } }, (res) => {
      let bytes = 0
      res.on('data', (chunk) => (bytes += chunk.length))
      res.on('end', () => resolve({ kb: kb(bytes), encoding: res.headers['content-encoding'] ?? 'identity' }))
      res.on('error', reject)
    })
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout fetching ${url}`)))
    req.on('error', reject)
    req.end()
  })
}

const FIGURES = [
  ['performance', 'perf', (v) => v],
  ['accessibility', 'a11y', (v) => v],
  ['bestPractices', 'best pr.', (v) => v],
  ['seo', 'SEO', (v) => v],
  ['lcpMs', 'LCP s', (v) => (v / 1000).toFixed(2)],
  ['tbtMs', 'TBT ms', (v) => v],
  ['cls', 'CLS', (v) => v.toFixed(3)],
  ['allJsKb', 'all JS KB', (v) => Math.round(v)],
  ['firstLoadJsKb', 'of it before load', (v) => Math.round(v)],
  ['fontKb', 'fonts KB', (v) => Math.round(v)],
  ['htmlGzipKb', 'HTML gz KB', (v) => v.toFixed(1)],
]

const BUDGET_TEXT = {
  performance: `≥ ${BUDGETS.performance}`,
  accessibility: '= 100',
  bestPractices: '= 100',
  seo: '= 100',
  lcpMs: `≤ ${(BUDGETS.lcpMs / 1000).toFixed(1)}`,
  tbtMs: `≤ ${BUDGETS.tbtMs}`,
  cls: `≤ ${BUDGETS.cls}`,
  allJsKb: `≤ ${BUDGETS.allJsKb}`,
  firstLoadJsKb: '(figure)',
  fontKb: `≤ ${BUDGETS.fontKb}`,
  htmlGzipKb: `≤ ${BUDGETS.htmlGzipKb} (home)`,
}

/**
 * The Lighthouse section of bench/report.md: per page, each figure before → now with pass/fail,
 * then the three biggest remaining costs and the failing non-performance audits.
 * `pages`: [{ path, figures, costs, failing }]; `baseline`: { pages: { [path]: figures } } or null.
 */
export function lighthouseMarkdown(pages, baseline, { runs }) {
  const mark = (ok) => (ok === null || ok === undefined ? '' : ok ? ' ✅' : ' ❌')
  const show = (format, value) => (value === null || value === undefined ? '–' : String(format(value)))
  const lines = [
    `Lighthouse ${pages[0]?.lighthouseVersion ?? '12'}, default mobile settings (simulated slow 4G, 4x CPU), median of ${runs} runs per page.`,
    'Each cell: before → now, ✅/❌ against the budget. All JS: every script the page downloaded during the run, those',
    'started after the load event included (transfer size, gzip on the wire); "of it before load": the scripts requested',
    'before the load event and the boot scripts. HTML: the page body as served, compressed.',
    `Before: ${baseline ? `${baseline.commit ? `commit ${baseline.commit.slice(0, 10)}, ` : ''}measured ${baseline.at}` : 'none recorded'}.`,
    '',
    `| page | ${FIGURES.map(([, label]) => label).join(' | ')} |`,
    `|---|${FIGURES.map(() => '---').join('|')}|`,
    `| budget | ${FIGURES.map(([key]) => BUDGET_TEXT[key]).join(' | ')} |`,
  ]
  let passed = 0
  let checked = 0
  for (const page of pages) {
    const before = baseline?.pages?.[page.path]
    const results = budgetResults(page.figures, { home: page.path === '/' })
    for (const ok of Object.values(results)) {
      if (ok === null) continue
      checked++
      if (ok) passed++
    }
    const cells = FIGURES.map(([key, , format]) => {
      const noindexNote =
        key === 'seo' && page.figures.noindex ? ` (noindex on purpose; the other audits: ${page.figures.seoOtherwise})` : ''
      const now = show(format, page.figures[key]) + noindexNote
      const was = before ? show(format, before[key]) : null
      return `${was === null ? '' : `${was} → `}${now}${mark(results[key])}`
    })
    lines.push(`| ${page.path} | ${cells.join(' | ')} |`)
  }
  const speed = (list) => {
    const values = list.filter((v) => typeof v === 'number')
    return values.length ? `${Math.min(...values)}–${Math.max(...values)}` : '?'
  }
  lines.push(
    '',
    `Lighthouse budgets met: ${passed} of ${checked} (this table only; every budget of the report is counted at its top). Machine speed (Lighthouse benchmarkIndex; lower = busier, slower simulated timings): ` +
      `${speed(pages.map((p) => p.figures.benchmarkIndex))} now` +
      (baseline ? `, ${speed(Object.values(baseline.pages ?? {}).map((p) => p.benchmarkIndex))} before.` : '.'),
    '',
    'Biggest remaining costs per page (from the median run):',
    '',
  )
  for (const page of pages) {
    lines.push(`- **${page.path}**: ${page.costs.map((c, i) => `${i + 1}. ${c.text.replace(/\|/g, '\\|')}`).join('; ')}`)
    if (page.failing.length) lines.push(`  - failing audits: ${page.failing.join(', ')}`)
  }
  lines.push('')
  return lines.join('\n')
}
