import { describe, expect, it } from 'vitest'
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
