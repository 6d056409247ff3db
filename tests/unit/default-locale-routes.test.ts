import { describe, expect, it } from 'vitest'
import { config } from '@/proxy'
import { NOT_SPANISH_PAGES, defaultLocaleRedirects, defaultLocaleRewrites } from '@/i18n/default-locale-routes'
import { routePairs, spanishOnlyPaths } from '../fixtures/route-pairs'

type MatcherEntry = string | { source: string }

/**
 * The proxy's matcher is written out in full (Next reads it when it builds), so its copies of the
 * Spanish-page pattern is held here to its one source.
 */
describe("the proxy's matcher and the Spanish routing rules agree", () => {
  it('runs on every Spanish page (its CSP nonce), with the pattern the rewrites use', () => {
    const spanishEntries = (config.matcher as readonly MatcherEntry[]).filter(
      (entry) => typeof entry === 'string' && entry.startsWith('/((?!'),
    )
    expect(spanishEntries).toEqual([`/((?!${NOT_SPANISH_PAGES}|.*\\..*).*)`])
    expect(defaultLocaleRewrites().at(-1)?.source).toBe(`/:path((?!${NOT_SPANISH_PAGES}|.*\\..*).+)`)
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
