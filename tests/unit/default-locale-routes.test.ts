import { describe, expect, it } from 'vitest'
import { config } from '@/proxy'
import { NOT_SPANISH_PAGES, defaultLocaleRedirects, defaultLocaleRewrites } from '@/i18n/default-locale-routes'
import { CAMPAIGN_COOKIE, CAMPAIGN_QUERY_PARAMS } from '@/features/leads/campaign/source'
import { routePairs, spanishOnlyPaths } from '../fixtures/route-pairs'

type Condition = { type: string; key: string; value?: string }
type MatcherEntry = string | { source: string; has?: Condition[]; missing?: Condition[] }

/**
 * The proxy's matcher is written out in full (Next reads it when it builds), so its copies of the
 * Spanish-page pattern and the campaign names are held here to their one source.
 */
describe("the proxy's matcher and the Spanish routing rules agree", () => {
  const campaignEntries = (config.matcher as readonly MatcherEntry[]).filter((entry) => typeof entry !== 'string')

  it('runs on a Spanish page only for a campaign, with the pattern the rewrites use', () => {
    expect(campaignEntries.length).toBeGreaterThan(0)
    for (const entry of campaignEntries) {
      expect(entry.source).toBe(`/((?!${NOT_SPANISH_PAGES}|.*\\..*).*)`)
      expect(entry.missing).toContainEqual({ type: 'cookie', key: CAMPAIGN_COOKIE })
    }
    expect(defaultLocaleRewrites().at(-1)?.source).toBe(`/:path((?!${NOT_SPANISH_PAGES}|.*\\..*).+)`)
  })

  it('runs for each query a campaign can bring, and for a link from elsewhere', () => {
    const queries = campaignEntries.flatMap((entry) => (entry.has ?? []).filter((c) => c.type === 'query').map((c) => c.key))
    expect(queries.sort()).toEqual([...CAMPAIGN_QUERY_PARAMS].sort())
    const fromElsewhere = campaignEntries.find((entry) => entry.has?.some((c) => c.type === 'header' && c.key === 'referer'))
    expect(fromElsewhere?.missing).toContainEqual({ type: 'header', key: 'sec-fetch-site', value: 'same-origin' })
  })

  it('sends to the catch-all every Spanish path but other routes and files, by whole segments', () => {
    const source = defaultLocaleRewrites().at(-1)!.source
    const spanishPage = new RegExp(`^${source.slice('/:path('.length, -1)}$`)
    for (const path of ['administracion', 'apiario', 'searchlight', 'en-vivo', 'espanol', 'campanas/verano', 'a/b/c/d']) {
      expect(spanishPage.test(path), path).toBe(true)
    }
    for (const path of [
      'admin',
      'admin/x',
      'api/blogs/home',
      'cms-api/posts',
      'en',
      'en/contact',
      'es',
      'es/contacto',
      '_next/static/x',
      'search/blog',
      'redireccion/x',
      'favicon.ico',
      'x/y.js',
    ]) {
      expect(spanishPage.test(path), path).toBe(false)
    }
  })

  it('never redirects a Spanish page', () => {
    const spanish = [...routePairs.map(([, es]) => es), ...spanishOnlyPaths]
    const sources = defaultLocaleRedirects().map((rule) => rule.source)
    for (const path of spanish) expect(sources, path).not.toContain(path)
    expect(sources).toEqual(
      expect.arrayContaining(routePairs.map(([en]) => en.replace(/^\/en/, '') || '/').filter((path) => !spanish.includes(path))),
    )
  })
})
