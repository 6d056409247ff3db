import { describe, expect, it } from 'vitest'
import {
  budgetResults,
  failingAudits,
  lighthouseMarkdown,
  median,
  medianRun,
  medianSummary,
  summarizeLhr,
  topCosts,
} from '../../scripts/lib/lighthouse.mjs'

const origin = 'http://127.0.0.1:3000'
const startTs = 1_000_000_000 // µs

/** A Lighthouse report cut down to the fields the bench reads. */
function lhr({ perf = 0.97, lcp = 1800, loadMs = 2000 } = {}) {
  const request = (url: string, resourceType: string, transferSize: number, networkRequestTime: number) => ({
    url: origin + url,
    resourceType,
    transferSize,
    networkRequestTime,
  })
  return {
    lighthouseVersion: '12.8.2',
    finalDisplayedUrl: `${origin}/`,
    environment: { benchmarkIndex: 1500 },
    categories: {
      performance: {
        score: perf,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
          { id: 'unused-javascript', weight: 0, group: 'diagnostics' },
          { id: 'render-blocking-resources', weight: 0, group: 'diagnostics' },
          { id: 'total-byte-weight', weight: 0, group: 'diagnostics' },
          { id: 'uses-long-cache-ttl', weight: 0, group: 'diagnostics' },
        ],
      },
      accessibility: { score: 0.95, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] as Array<{ id: string; weight: number }> },
    },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: 120.4 },
      'cumulative-layout-shift': { numericValue: 0.0123 },
      metrics: { details: { items: [{ observedLoadTs: startTs + loadMs * 1000 }] } },
      'network-requests': {
        details: {
          debugData: { networkStartTimeTs: startTs },
          items: [
            request('/', 'Document', 20 * 1024, 0),
            request('/_next/static/chunks/main.js', 'Script', 100 * 1024, 100),
            request('/_next/static/chunks/page.js', 'Script', 30 * 1024, 500),
            request('/_next/static/chunks/polyfills-abc.js', 'Script', 40 * 1024, 100),
            request('/_next/static/chunks/lazy.js', 'Script', 10 * 1024, 5000),
            request('/_next/static/media/inter.woff2', 'Font', 48 * 1024, 300),
          ],
        },
      },
      'unused-javascript': {
        title: 'Reduce unused JavaScript',
        displayValue: 'Est savings of 60 KiB',
        score: 0.5,
        metricSavings: { LCP: 300, FCP: 0 },
        details: {
          overallSavingsBytes: 60 * 1024,
          items: [
            { url: `${origin}/_next/static/chunks/page.js`, wastedBytes: 10 * 1024 },
            { url: `${origin}/_next/static/chunks/main.js`, wastedBytes: 50 * 1024 },
          ],
        },
      },
      'render-blocking-resources': {
        title: 'Eliminate render-blocking resources',
        score: 0,
        metricSavings: { LCP: 450, FCP: 450 },
        details: { items: [{ url: `${origin}/_next/static/css/app.css`, wastedMs: 450 }] },
      },
      'total-byte-weight': { title: 'Avoid enormous network payloads', score: 0.5, numericValue: 900_000 },
      'uses-long-cache-ttl': { title: 'Serve static assets with an efficient cache policy', score: 1 },
      'color-contrast': { score: 0 },
    },
  }
}

describe('summarizeLhr', () => {
  it('counts first-load JS on the wire before the load event, without the noModule polyfill', () => {
    const figures = summarizeLhr(lhr())
    expect(figures).toMatchObject({ performance: 97, accessibility: 95, bestPractices: 100, seo: 100 })
    expect(figures).toMatchObject({ lcpMs: 1800, tbtMs: 120, cls: 0.012, benchmarkIndex: 1500 })
    expect(figures.firstLoadJsKb).toBe(130) // main + page; not the polyfill, not the late chunk
    expect(figures.allJsKb).toBe(180)
    expect(figures.fontKb).toBe(48)
    expect(figures.documentTransferKb).toBe(20)
  })

  it('counts the boot scripts the page names whenever they come, even after the load event', () => {
    // Our front starts Next's boot scripts one frame after the first paint: on a fast load the load
    // event can come first. They are still first-load JS; another late script is still not.
    const report = lhr()
    report.audits['network-requests'].details.items.push({
      url: `${origin}/_next/static/chunks/boot.js`,
      resourceType: 'Script',
      transferSize: 15 * 1024,
      networkRequestTime: 2500,
    })
    expect(summarizeLhr(report).firstLoadJsKb).toBe(130)
    const boot = ['/_next/static/chunks/main.js', '/_next/static/chunks/boot.js']
    expect(summarizeLhr(report, { bootScripts: boot }).firstLoadJsKb).toBe(145)
    expect(summarizeLhr(report, { bootScripts: boot }).allJsKb).toBe(195)
  })
})

describe('SEO on a page that says noindex on purpose', () => {
  const seo = (crawlable: number) => {
    const report = lhr()
    report.categories.seo = {
      score: crawlable ? 1 : 0.66,
      auditRefs: [
        { id: 'is-crawlable', weight: 4.043 },
        { id: 'document-title', weight: 1 },
        { id: 'meta-description', weight: 1 },
      ],
    }
    Object.assign(report.audits, {
      'is-crawlable': { score: crawlable },
      'document-title': { score: 1 },
      'meta-description': { score: crawlable ? 1 : 0 },
    })
    return summarizeLhr(report)
  }

  it('holds the budget on the other SEO audits, and still fails when one of them fails', () => {
    const figures = seo(0)
    expect(figures).toMatchObject({ seo: 66, noindex: true, seoOtherwise: 50 })
    expect(budgetResults(figures).seo).toBe(false)
    expect(budgetResults({ ...figures, seoOtherwise: 100 }).seo).toBe(true)
    expect(budgetResults({ ...figures, noindex: false }).seo).toBe(false)
  })
})

describe('medians', () => {
  it('takes each figure as the median of its values', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([1, null, 4])).toBe(2.5)
    expect(median([null])).toBeNull()
    const summary = medianSummary([{ lcpMs: 2100 }, { lcpMs: 1500 }, { lcpMs: 1800 }])
    expect(summary.lcpMs).toBe(1800)
  })

  it('reads the costs from the run with the median performance score', () => {
    const runs = [lhr({ perf: 0.9 }), lhr({ perf: 0.99 }), lhr({ perf: 0.95 })]
    expect(medianRun(runs)).toBe(runs[2])
  })
})

describe('budgets', () => {
  it('checks each budget, the HTML one on the home page only', () => {
    const figures = { ...summarizeLhr(lhr({ perf: 0.94 })), htmlGzipKb: 40 }
    const results = budgetResults(figures, { home: false })
    // 94 < 95, 1.8 s > 1.6 s, and every script of the run counts: 180 KB > 160 even though only
    // 130 KB came before the load event.
    expect(results).toMatchObject({ performance: false, accessibility: false, lcpMs: false, allJsKb: false, fontKb: true })
    expect(results).not.toHaveProperty('htmlGzipKb')
    expect(results).not.toHaveProperty('firstLoadJsKb')
    const atTheLimits = { ...figures, performance: 95, lcpMs: 1600, allJsKb: 160 }
    expect(budgetResults(atTheLimits)).toMatchObject({ performance: true, lcpMs: true, allJsKb: true })
    expect(budgetResults({ ...atTheLimits, allJsKb: 160.1 }).allJsKb).toBe(false)
    expect(budgetResults(figures, { home: true }).htmlGzipKb).toBe(false)
  })
})

describe('topCosts', () => {
  it('ranks failing performance audits by their estimated saving and names the biggest item', () => {
    const costs = topCosts(lhr())
    expect(costs.map((c) => c.id)).toEqual(['render-blocking-resources', 'unused-javascript', 'largest-script'])
    expect(costs[1]?.text).toBe('Reduce unused JavaScript (Est savings of 60 KiB): /_next/static/chunks/main.js 50 KB')
    expect(costs[2]?.text).toBe('Script /_next/static/chunks/main.js 100 KB')
  })

  it('lists failing audits of the other categories', () => {
    expect(failingAudits(lhr())).toEqual(['accessibility: color-contrast'])
  })
})

describe('lighthouseMarkdown', () => {
  it('shows before → now with pass/fail marks', () => {
    const page = { path: '/', figures: { ...summarizeLhr(lhr()), htmlGzipKb: 30 }, costs: topCosts(lhr()), failing: [] }
    const before = { at: '2026-01-01', pages: { '/': { ...summarizeLhr(lhr({ lcp: 3000 })), htmlGzipKb: 35 } } }
    const md = lighthouseMarkdown([page], before, { runs: 3 })
    expect(md).toContain('| / | 97 → 97 ✅ | 95 → 95 ❌ |')
    expect(md).toContain('3.00 → 1.80 ❌')
    expect(md).toContain('180 → 180 ❌ | 130 → 130 |')
    expect(md).toContain('35.0 → 30.0 ✅')
    expect(md).toMatch(/Lighthouse budgets met: \d+ of 10 \(this table only/)
  })
})
