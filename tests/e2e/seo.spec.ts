import { expect, test, type APIRequestContext } from '@playwright/test'
import { localizedPath, routeInfo, staticPathnames } from '../../src/i18n/routes'
import { LANGS, STATIC_PAGES, blogsHome, founderProfilePath, json, type EnCategory, type Lang } from './support/pages'

/**
 * Head tags (title, description, canonical, hreflang, Open Graph), /sitemap.xml, /robots.txt and
 * schema.org data, read from the served HTML (no browser needed).
 */
test.describe.configure({ mode: 'parallel' })

type Head = {
  title: string
  description: string | null
  canonical: string | null
  hreflang: Record<string, string>
  ogTitle: string | null
  jsonLd: unknown[]
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

function attr(tag: string, name: string): string | null {
  const m = tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))
  return m ? decode(m[1]!) : null
}

function parseHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>') > 0 ? html.indexOf('</head>') : html.length)
  const tags = (re: RegExp) => head.match(re) ?? []
  const title = decode(head.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')
  const meta = (key: string, value: string) => tags(/<meta\s[^>]*>/g).find((t) => attr(t, key)?.toLowerCase() === value)
  const description = meta('name', 'description')
  const og = meta('property', 'og:title')
  const canonical = tags(/<link\s[^>]*rel="canonical"[^>]*>/g)[0]
  const hreflang: Record<string, string> = {}
  for (const t of tags(/<link\s[^>]*rel="alternate"[^>]*>/g)) {
    const lang = attr(t, 'hrefLang') ?? attr(t, 'hreflang')
    const href = attr(t, 'href')
    if (lang && href) hreflang[lang] = href
  }
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const parsed = JSON.parse(m[1]!) as unknown
    return Array.isArray(parsed) ? (parsed as unknown[]) : [parsed]
  })
  return {
    title,
    description: description ? attr(description, 'content') : null,
    canonical: canonical ? attr(canonical, 'href') : null,
    hreflang,
    ogTitle: og ? attr(og, 'content') : null,
    jsonLd,
  }
}

async function head(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return parseHead(await response.text())
}

/** Path part of an absolute URL, '/' for the bare origin. */
const pathOf = (url: string | null | undefined) => {
  if (!url) return null
  const p = new URL(url).pathname
  return p === '' ? '/' : p.length > 1 ? p.replace(/\/$/, '') : p
}

function expectHead(h: Head, own: string, pair: Record<Lang, string>, label: string) {
  expect(h.title.trim().length, `${label}: <title>`).toBeGreaterThan(5)
  expect(h.description?.trim().length ?? 0, `${label}: meta description`).toBeGreaterThan(20)
  expect(pathOf(h.canonical), `${label}: canonical`).toBe(own)
  expect(h.canonical, `${label}: canonical is absolute`).toMatch(/^https?:\/\//)
  expect(pathOf(h.hreflang.es), `${label}: hreflang es`).toBe(pair.es)
  expect(pathOf(h.hreflang.en), `${label}: hreflang en`).toBe(pair.en)
  expect(pathOf(h.hreflang['x-default']), `${label}: hreflang x-default`).toBe(pair.es)
  expect(h.ogTitle, `${label}: og:title`).toBe(h.title)
}

const PAGE_TYPES = Object.entries(STATIC_PAGES).filter(([name]) => !['notFound', 'landing', 'thankYou'].includes(name))

for (const [name, pair] of PAGE_TYPES) {
  for (const lang of LANGS) {
    test(`head of ${name} (${lang}) ${pair[lang]}`, async ({ request }) => {
      expectHead(await head(request, pair[lang]), pair[lang], pair, `${name} ${lang}`)
    })
  }
}

test('article head: hreflang uses each language’s slug; BlogPosting and BreadcrumbList', async ({ request }) => {
  const blogs = await blogsHome(request)
  const post = blogs[0]!
  const pair = { es: `/blog/${post.url_es}`, en: `/en/blog/${post.url_en}` }
  for (const lang of LANGS) {
    const h = await head(request, pair[lang])
    expectHead(h, pair[lang], pair, `article ${lang}`)
    expect(h.title).toContain(lang === 'es' ? post.titulo_es : post.titulo_en)
    const types = h.jsonLd.map((d) => (d as { '@type'?: string })['@type'])
    expect(types, `JSON-LD types on ${pair[lang]}`).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']))
    const posting = h.jsonLd.find((d) => (d as { '@type'?: string })['@type'] === 'BlogPosting') as Record<string, unknown>
    expect(posting.headline).toBe(lang === 'es' ? post.titulo_es : post.titulo_en)
    expect(pathOf(posting.url as string)).toBe(pair[lang])
    const crumbs = h.jsonLd.find((d) => (d as { '@type'?: string })['@type'] === 'BreadcrumbList') as {
      itemListElement: Array<{ position: number; name: string; item: string }>
    }
    expect(crumbs.itemListElement.length).toBeGreaterThanOrEqual(3)
    expect(crumbs.itemListElement.at(-1)?.name).toBe(lang === 'es' ? post.titulo_es : post.titulo_en)
    // Every crumb is a page of this language that exists (home, blog, category, the article).
    expect(pathOf(crumbs.itemListElement[1]!.item)).toBe(lang === 'es' ? '/blog' : '/en/blog')
    for (const crumb of crumbs.itemListElement) {
      const path = pathOf(crumb.item)!
      if (lang === 'en') expect(path, crumb.name).toMatch(/^\/en(\/|$)/)
      expect((await request.get(path)).status(), `${crumb.name} → ${path}`).toBe(200)
    }
  }
})

test('category head: hreflang uses each language’s category slug', async ({ request }) => {
  const english = await json<EnCategory[]>(request, '/en/api/category')
  expect(english.length).toBeGreaterThan(0)
  const enPath = `/en/blog/category/${english[0]!.url_en}`
  const en = await head(request, enPath)
  const esPath = pathOf(en.hreflang.es)
  expect(esPath, 'Spanish alternate of the category').toMatch(/^\/blog\/categoria\/[^/]+$/)
  const pair = { es: esPath!, en: enPath }
  expectHead(en, enPath, pair, 'category en')
  expectHead(await head(request, esPath!), esPath!, pair, 'category es')
})

test('attorney profile head: both languages share the slug; Person JSON-LD', async ({ request }) => {
  const pair = { es: await founderProfilePath(request, 'es'), en: await founderProfilePath(request, 'en') }
  for (const lang of LANGS) {
    const h = await head(request, pair[lang])
    expectHead(h, pair[lang], pair, `profile ${lang}`)
    expect(h.jsonLd.map((d) => (d as { '@type'?: string })['@type'])).toContain('Person')
  }
})

test('home has LegalService JSON-LD with both offices', async ({ request }) => {
  const settings = await json<{ firmName: string; offices: Array<{ street: string; city: string }> }>(
    request,
    '/cms-api/globals/site-settings',
  )
  expect(settings.offices.length).toBe(2)
  for (const path of ['/', '/en']) {
    const h = await head(request, path)
    const service = h.jsonLd.find((d) => (d as { '@type'?: string })['@type'] === 'LegalService') as
      { name: string; address: Array<{ streetAddress: string; addressLocality: string }> } | undefined
    expect(service, `LegalService on ${path}`).toBeTruthy()
    expect(service!.name).toBe(settings.firmName)
    const streets = service!.address.map((a) => a.streetAddress)
    for (const office of settings.offices) expect(streets, `office on ${path}`).toContain(office.street)
  }
})

test('/sitemap.xml lists both languages and every featured post', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/xml/)
  const xml = await response.text()
  const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pathOf(m[1])))
  for (const route of staticPathnames) {
    const info = routeInfo[route]
    for (const lang of LANGS) {
      const path = localizedPath(route, lang)
      if (info.listed && info.locales.includes(lang)) expect(locs, `sitemap lists ${path}`).toContain(path)
      else expect(locs, `sitemap leaves out ${path}`).not.toContain(path)
    }
  }
  const blogs = await blogsHome(request)
  expect(blogs.length).toBeGreaterThan(0)
  for (const post of blogs) {
    expect(locs).toContain(`/blog/${post.url_es}`)
    expect(locs).toContain(`/en/blog/${post.url_en}`)
  }
})

test('/robots.txt disallows /admin and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  expect(text).toMatch(/^Disallow:\s*\/admin\s*$/m)
  expect(text).toMatch(/^Sitemap:\s*https?:\/\/\S+\/sitemap\.xml\s*$/m)
})
