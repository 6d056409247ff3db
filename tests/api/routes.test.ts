import { describe, expect, it } from 'vitest'
import { NextRequest } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { routing } from '@/i18n/routing'
import { localizedPath, pathnames, type AppPathname } from '@/i18n/routes'
import { locales } from '@/i18n/locales'
import { BASE_URL, getJson, getPage } from '../fixtures/base-url'
import { routePairs, spanishOnlyPaths } from '../fixtures/route-pairs'

const lang = (html: string) => /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1]

/** Slugs of seeded content, read from the site itself so the tests follow the CMS. */
async function dynamicPaths() {
  const blogs = (await getJson<Array<{ url_es: string; url_en: string }>>('/api/blogs/home')).body
  const catEs = (await getJson<Array<{ url_es: string }>>('/api/categoria')).body
  const catEn = (await getJson<Array<{ url_en: string }>>('/en/api/category')).body
  const team = (await getPage('/abogados')).html
  const attorney = /href="\/abogados\/([a-z0-9-]+)"/.exec(team)?.[1]
  return {
    es: [`/blog/${blogs[0]!.url_es}`, `/blog/categoria/${catEs[0]!.url_es}`, `/abogados/${attorney}`],
    en: [`/en/blog/${blogs[0]!.url_en}`, `/en/blog/category/${catEn[0]!.url_en}`, `/en/attorneys/${attorney}`],
  }
}

describe('every route of spec §2 answers in its language', () => {
  it.each(routePairs)('%s (en) and %s (es)', async (en, es) => {
    const english = await getPage(en)
    expect(english.status, en).toBe(200)
    expect(lang(english.html)).toBe('en')
    const spanish = await getPage(es)
    expect(spanish.status, es).toBe(200)
    expect(lang(spanish.html)).toBe('es')
  })

  it.each(spanishOnlyPaths)('%s exists in Spanish', async (path) => {
    const page = await getPage(path)
    expect(page.status).toBe(200)
    expect(lang(page.html)).toBe('es')
  })

  it('serves articles, categories and attorney profiles in both languages', async () => {
    const paths = await dynamicPaths()
    for (const path of paths.es) {
      const page = await getPage(path)
      expect(page.status, path).toBe(200)
      expect(lang(page.html)).toBe('es')
    }
    for (const path of paths.en) {
      const page = await getPage(path)
      expect(page.status, path).toBe(200)
      expect(lang(page.html)).toBe('en')
    }
  })

  it('serves the feature pages on the founders show', async () => {
    const settings = await getJson<{ show: { slug: string } }>('/cms-api/globals/site-settings')
    const slug = settings.body.show.slug
    expect(slug).toBeTruthy()
    for (const path of [`/${slug}`, `/en/${slug}`, `/en/as-seen-live-with-${slug}`]) {
      const page = await getPage(path)
      expect(page.status, path).toBe(200)
    }
    expect((await getPage(`/as-seen-live-with-${slug}`)).status).toBe(404)
  })

  it.each(['/contacto/', '/gracias/'])('%s (trailing slash) reaches the page', async (path) => {
    const first = await getPage(path)
    expect([200, 308]).toContain(first.status)
    if (first.status === 308) {
      expect(first.location).toBe(path.replace(/\/$/, ''))
      expect((await getPage(first.location!)).status).toBe(200)
    }
  })

  it('never redirects a Spanish visitor because of Accept-Language or a cookie', async () => {
    const response = await fetch(`${BASE_URL}/servicios`, {
      redirect: 'manual',
      headers: { 'Accept-Language': 'en-US,en;q=0.9', Cookie: 'NEXT_LOCALE=en' },
    })
    expect(response.status).toBe(200)
  })
})

/**
 * Spanish at the root is routed by next.config's rules from the route table, not by next-intl's
 * middleware (src/i18n/default-locale-routes.ts). next-intl, asked in this process, is the referee:
 * every path made from the table, at the root, must be redirected where it redirects, and rendered
 * as the page it rewrites to, with a campaign's query (the proxy runs) and without (it does not).
 */
describe('Spanish at the root is routed as next-intl routes it', () => {
  const intl = createMiddleware(routing)
  const local = (url: string | null) => (url ? `${new URL(url, BASE_URL).pathname}${new URL(url, BASE_URL).search}` : null)
  const enAlternate = (html: string) => local(/<link rel="alternate" hrefLang="en" href="([^"]+)"/.exec(html)?.[1] ?? null)

  it('for every template of the table, in either language, with real params', async () => {
    const { es } = await dynamicPaths()
    const params = ['x', ...es.map((path) => path.split('/').pop()!)]
    const paths = new Set(
      (Object.keys(pathnames) as AppPathname[])
        .filter((route) => route !== '/[...rest]')
        .flatMap((route) => [
          route,
          ...locales.map((locale) => (typeof pathnames[route] === 'string' ? pathnames[route] : pathnames[route][locale])),
        ])
        .flatMap((template) => params.map((param) => template.replace(/\[[^\]]+\]/g, param))),
    )
    const checked: string[] = []
    for (const bare of [...paths, '/no-existe', '/en-vivo', '/a/b']) {
      for (const path of [bare, `${bare}?utm_source=prueba`]) {
        const referee = intl(new NextRequest(`${BASE_URL}${path}`))
        const redirect = local(referee.headers.get('location'))
        const rewrite = local(referee.headers.get('x-middleware-rewrite'))
        const page = await getPage(path)
        if (redirect) {
          expect({ path, status: page.status, location: page.location }).toEqual({ path, status: 307, location: redirect })
          continue
        }
        expect(rewrite, path).toMatch(/^\/es(\/|$|\?)/)
        const internal = (rewrite!.replace(/^\/es/, '').replace(/\?.*$/, '') || '/') as AppPathname
        // A page of the table is there; anything else may be a CMS page or the Spanish 404.
        expect(page.status, path).toBe(internal in pathnames ? 200 : page.status === 200 ? 200 : 404)
        if (page.status !== 200) continue
        expect(lang(page.html), path).toBe('es')
        // A page of both languages names its English twin: the page next-intl would have rendered.
        const twin = enAlternate(page.html)
        if (twin && internal in pathnames) expect(twin, path).toBe(localizedPath(internal, 'en'))
        checked.push(path)
      }
    }
    expect(checked.length).toBeGreaterThan(40)
  })

  it('sets the campaign cookie on a first visit from a campaign, and only then', async () => {
    const cookieOf = async (path: string, headers: Record<string, string> = {}) =>
      (await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers })).headers.get('set-cookie') ?? ''
    expect(await cookieOf('/contacto?utm_source=radio&utm_campaign=uno')).toMatch(/^campaign_source=radio%2Funo;/)
    expect(await cookieOf('/?gclid=abc')).toMatch(/^campaign_source=google-ads;/)
    expect(await cookieOf('/servicios', { Referer: 'https://www.facebook.com/' })).toMatch(/^campaign_source=facebook\.com;/)
    expect(await cookieOf('/servicios', { Referer: 'https://www.facebook.com/', 'Sec-Fetch-Site': 'cross-site' })).toMatch(
      /^campaign_source=/,
    )
    // Our own links, and a visitor whose first touch is already kept, are not campaigns.
    expect(await cookieOf('/servicios', { Referer: `${BASE_URL}/contacto` })).toBe('')
    expect(await cookieOf('/servicios', { Referer: `${BASE_URL}/contacto`, 'Sec-Fetch-Site': 'same-origin' })).toBe('')
    expect(await cookieOf('/?utm_source=tv', { Cookie: 'campaign_source=radio' })).toBe('')
    expect(await cookieOf('/en/contact?fbclid=1')).toMatch(/^campaign_source=facebook;/)
  })
})

/**
 * Next 16 sends pages that call notFound() as a script shell that the browser renders
 * (vercel/next.js#62228), so here we check status and texts in the payload; the browser tests
 * check what a visitor sees, language included.
 */
describe('404 pages', () => {
  it('Spanish unknown path', async () => {
    const page = await getPage('/esta-pagina-no-existe')
    expect(page.status).toBe(404)
    expect(page.html).toContain('¡OPPS! PÁGINA NO ENCONTRADA')
    expect(page.html).toContain('Página no encontrada')
    expect(page.html).toContain('Reportar Problema')
    expect(page.html).toMatch(/href\\?":\\?"\/contacto\\?"/)
  })

  it('English unknown path', async () => {
    const page = await getPage('/en/no/such/page')
    expect(page.status).toBe(404)
    expect(page.html).toMatch(/text-6xl\\?",\\?"children\\?":\\?"404/)
    expect(page.html).toContain('Page not found')
    expect(page.html).toContain('Return to Home')
    expect(page.html).toContain('Report Problem')
    expect(page.html).toMatch(/href\\?":\\?"\/en\/contact\\?"/)
  })

  it('unknown blog article and attorney are 404s, with the localized 404 page', async () => {
    for (const [path, headline] of [
      ['/blog/no-existe-este-articulo', '¡OPPS! PÁGINA NO ENCONTRADA'],
      ['/en/attorneys/nobody', 'Page not found'],
    ] as const) {
      const page = await getPage(path)
      expect(page.status, path).toBe(404)
      expect(page.html, path).toContain(headline)
    }
  })

  it('Spanish-only pages are 404 in English, with the English 404 page', async () => {
    for (const path of ['/en/referral-thank-you', '/en/landing/video']) {
      const page = await getPage(path)
      expect(page.status, path).toBe(404)
      expect(page.html, path).toContain('Page not found')
    }
  })

  // Next renders a segment's 404 boundary into every page below it (docs/ARCHITECTURE.md, "The route table and next-intl").
  it('pages that cannot be a 404 do not carry the 404 page', async () => {
    for (const [path, headline] of [
      ['/', '¡OPPS! PÁGINA NO ENCONTRADA'],
      ['/en', 'Page not found'],
      ['/contacto', '¡OPPS! PÁGINA NO ENCONTRADA'],
    ] as const) {
      const page = await getPage(path)
      expect(page.status, path).toBe(200)
      expect(page.html, path).not.toContain(headline)
    }
  })
})

describe('CMS access', () => {
  it('the public cannot read leads or call clicks', async () => {
    for (const path of ['/cms-api/leads', '/cms-api/call-clicks', '/cms-api/users']) {
      const res = await getJson<{ docs?: unknown[] }>(path)
      expect(res.status === 403 || (res.status === 200 && res.body.docs?.length === 0), path).toBe(true)
    }
  })

  it('the public cannot create a lead through the CMS REST API', async () => {
    const response = await fetch(`${BASE_URL}/cms-api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Intruso', phone: '9155550100' }),
    })
    expect(response.status).toBe(403)
  })

  it('the public reads published content only', async () => {
    const res = await getJson<{ docs: Array<{ _status: string }> }>('/cms-api/posts?limit=100&draft=true')
    expect(res.status).toBe(200)
    expect(res.body.docs.length).toBeGreaterThan(0)
    for (const doc of res.body.docs) expect(doc._status).toBe('published')
  })
})
