import { describe, expect, it } from 'vitest'
import { NextRequest } from 'next/server'
import proxy, { config } from '@/proxy'
import { NOT_SPANISH_PAGES, defaultLocaleRedirects, defaultLocaleRewrites } from '@/i18n/default-locale-routes'
import { routePairs, spanishOnlyPaths } from '../fixtures/route-pairs'

/**
 * The proxy's matcher is written out in full (Next reads it when it builds); the Spanish-page
 * pattern of the rewrites is held here to its one source.
 */
describe("the proxy's matcher and the Spanish routing rules agree", () => {
  it('the proxy sees every request but the build files, and the rewrites use the Spanish-page pattern', () => {
    // And, under the build's files, only paths with a `%` (no build file has one): malformed ones.
    expect(config.matcher).toEqual(['/((?!_next/static/|_next/image/).*)', '/_next/static/:path(.*%.*)'])
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

describe('the proxy before Next routes a request', () => {
  const run = (path: string, init?: { method: string; body?: string }) => proxy(new NextRequest(`http://localhost${path}`, init))

  it('refuses a path Next would answer with a 500: a broken escape, an escaped %, a control character', () => {
    for (const path of [
      '/%ZZ',
      '/en/%E0%A4%A',
      '/blog/%ED%A0%80',
      '/en/redirect/%ED%A0%80',
      '/abogados/100%25',
      '/contacto%00',
    ]) {
      expect(run(path).status, path).toBe(400)
    }
  })

  it('refuses a body sent to a page (405), and lets posts through to the endpoints', () => {
    for (const path of ['/', '/contacto', '/en/contact']) {
      const refused = run(path, { method: 'POST', body: 'x' })
      expect(refused.status, path).toBe(405)
      expect(refused.headers.get('allow'), path).toBe('GET, HEAD')
    }
    for (const path of ['/api/prospecto/agregar', '/en/api/track-call', '/cms-api/users/login']) {
      expect(run(path, { method: 'POST', body: 'x' }).headers.get('x-middleware-next'), path).toBe('1')
    }
  })

  it('gives every page, and only pages, a fresh nonce in its policy', () => {
    const [first, second] = [run('/contacto'), run('/contacto')]
    const nonce = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
    expect(nonce(first)).toBeTruthy()
    expect(nonce(first)).not.toBe(nonce(second))
    expect(nonce(run('/en/contact'))).toBeTruthy()
    for (const path of ['/api/categoria', '/csrf-token', '/en/api/track-call', '/en/redirect/blog/x', '/robots.txt']) {
      expect(run(path).headers.get('content-security-policy'), path).toBeNull()
    }
  })
})
