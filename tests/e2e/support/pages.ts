/**
 * Shared helpers of the public-page browser specs (pages, a11y, seo). Slugs and titles are read
 * from the site's own JSON endpoints or pages, never hard-coded, so the specs run against any
 * freshly seeded server.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { BELOW_FOLD } from '../../../src/components/layout/below-fold'
import { isRouteAvailable, localizedPath, staticPathnames } from '../../../src/i18n/routes'

export type Lang = 'es' | 'en'
export const LANGS: readonly Lang[] = ['es', 'en']

export type BlogHome = {
  id: number
  url_es: string
  url_en: string
  titulo_es: string
  titulo_en: string
  /** The teaser: 100 text characters and '...'. */
  body_es: string
  body_en: string
  main_media_text_es: string | null
  main_media_text_en: string | null
  created_at: string
}
export type EnCategory = { id: number; url_en: string; nombre_en: string }
export type EsCategory = { id: number; url_es: string; nombre_es: string }
export type Live = { id: number; url: string; nombre_es: string; nombre_en: string }

export async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.status(), `GET ${path}`).toBe(200)
  return (await response.json()) as T
}

export const blogsHome = (request: APIRequestContext) => json<BlogHome[]>(request, '/api/blogs/home')

export type Review = { id: number; nombre: string; fecha_publicado_relativo: string; body: string }
export const googleReviews = (request: APIRequestContext, lang: Lang) => json<Review[]>(request, `/google-reviews/${lang}`)

/**
 * The home page's featured posts and Google reviews are drawn by the browser once their box nears
 * the viewport after the load event (src/components/sections/home/LateSlides.tsx): scroll to each
 * box and wait for its slider. First every band below the first screen is drawn (one per idle
 * moment after load, src/components/layout/below-fold.ts): a scroll while bands above a box still
 * stand at their placeholder height lands where the box was, and once they are drawn the box is
 * a few screens further down, never near the viewport (a phone test failed so on a busy machine).
 */
export async function showHomeSliders(page: Page) {
  await expect(page.locator(`.${BELOW_FOLD}`)).toHaveCount(0)
  for (const [box, slider] of [
    ['blog-box', 'blog-slider'],
    ['reviews-box', 'reviews-slider'],
  ] as const) {
    await page.getByTestId(box).scrollIntoViewIfNeeded()
    await expect(page.getByTestId(slider)).toBeVisible()
  }
}

/** A featured post (the first of /api/blogs/home) with its path in each language. */
export async function firstArticle(request: APIRequestContext) {
  const blogs = await blogsHome(request)
  expect(blogs.length, 'featured posts in /api/blogs/home').toBeGreaterThan(0)
  const post = blogs[0]!
  return {
    post,
    path: { es: `/blog/${post.url_es}`, en: `/en/blog/${post.url_en}` } as Record<Lang, string>,
    title: { es: post.titulo_es, en: post.titulo_en } as Record<Lang, string>,
  }
}

/** Founder's profile path, read from the team page (slug comes from the CMS). */
export const TEAM_PATH: Record<Lang, string> = { es: '/abogados', en: '/en/attorneys' }

/** Static pages of every type the specs visit, per language (dynamic ones are resolved at run time). */
export const STATIC_PAGES: Record<string, Record<Lang, string>> = {
  home: { es: '/', en: '/en' },
  services: { es: '/servicios', en: '/en/services' },
  immigrationLawyer: { es: '/servicios/abogado-de-inmigracion', en: '/en/services/immigration-lawyer' },
  vawa: { es: '/visa-humanitaria/visa-vawa', en: '/en/humanitarian-visa/vawa-visa' },
  k1: { es: '/visa-k1', en: '/en/k1-visa' },
  team: TEAM_PATH,
  about: { es: '/nosotros', en: '/en/about-us' },
  reviews: { es: '/testimonios', en: '/en/reviews' },
  lives: { es: '/en-vivo', en: '/en/lives' },
  blog: { es: '/blog', en: '/en/blog' },
  contact: { es: '/contacto', en: '/en/contact' },
  privacy: { es: '/politica-de-privacidad', en: '/en/privacy-policy' },
  sitemap: { es: '/mapa-de-sitio', en: '/en/sitemap' },
  thankYou: { es: '/gracias', en: '/en/thank-you' },
  landing: { es: '/youtube', en: '/en/parole' },
  notFound: { es: '/no-existe-esta-pagina', en: '/en/no-such-page' },
}

export type Attorney = { name: string; slug: string; isFounder: boolean }

/** The attorneys in the CMS (Payload REST, public read), in team order. */
export async function attorneys(request: APIRequestContext, lang: Lang): Promise<Attorney[]> {
  const body = await json<{ docs: Attorney[] }>(request, `/cms-api/attorneys?locale=${lang}&depth=0&limit=50&sort=sortOrder`)
  return body.docs
}

/** The founding attorney's profile path in a language. */
export async function founderProfilePath(request: APIRequestContext, lang: Lang): Promise<string> {
  const founder = (await attorneys(request, lang)).find((a) => a.isFounder)
  expect(founder, 'a founding attorney in the CMS').toBeTruthy()
  return lang === 'es' ? `/abogados/${founder!.slug}` : `/en/attorneys/${founder!.slug}`
}

/** The category (name and page path) of a post in a language, from the CMS. */
export async function postCategory(request: APIRequestContext, postId: number, lang: Lang) {
  const post = await json<{ category: { slug: string; name: string } | null }>(
    request,
    `/cms-api/posts/${postId}?locale=${lang}&depth=1`,
  )
  expect(post.category?.slug, `category of post ${postId}`).toBeTruthy()
  const { slug, name } = post.category!
  return { name, path: lang === 'es' ? `/blog/categoria/${slug}` : `/en/blog/category/${slug}` }
}

/** True when the element's box lies (at least partly) inside the viewport. */
export async function inViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    return r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth
  })
}

export async function expectInViewport(locator: Locator, message?: string) {
  await expect.poll(() => inViewport(locator), { message: message ?? 'element in viewport', timeout: 5_000 }).toBe(true)
}

/**
 * Waits until React owns the element (its props are attached on hydration). A page's scripts start
 * after its first paint, so a click before then is the plain link's full navigation, which works
 * for a visitor but is not the in-page behaviour a test of it means to check.
 */
export async function expectHydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), {
      message: 'element hydrated',
      timeout: 15_000,
    })
    .toBe(true)
}

/**
 * Holds back every script of the page (its chunks) until the returned `release` is called: the
 * page as a slow phone shows it before its code arrives. Call before `page.goto`.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released
      await route.continue()
    },
  )
  return release
}

/** Escape a literal for use inside a RegExp. */
export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The show's feature-page slug (site settings). */
export async function showSlug(request: APIRequestContext): Promise<string> {
  const settings = await json<{ show: { slug: string } }>(request, '/cms-api/globals/site-settings?locale=es&depth=0')
  return settings.show.slug
}

export type PublicPage = { name: string; lang: Lang; path: string }

/**
 * One page of every public page type in each language it exists in: every static route of the
 * route table (src/i18n/routes.ts), then one page of each dynamic route (the founder's profile, a
 * post, its category, the show's feature page) and the 404. Specs that check every page (axe, the
 * HTML checker) walk this list, so a page added to the route table is checked without editing them.
 */
export async function publicPages(request: APIRequestContext): Promise<PublicPage[]> {
  const pages: PublicPage[] = []
  for (const route of staticPathnames) {
    for (const lang of LANGS) {
      if (isRouteAvailable(route, lang)) pages.push({ name: route, lang, path: localizedPath(route, lang) })
    }
  }
  const article = await firstArticle(request)
  const show = await showSlug(request)
  for (const lang of LANGS) {
    pages.push({ name: 'profile', lang, path: await founderProfilePath(request, lang) })
    pages.push({ name: 'article', lang, path: article.path[lang] })
    pages.push({ name: 'category', lang, path: (await postCategory(request, article.post.id, lang)).path })
    pages.push({ name: 'show', lang, path: localizedPath('/[...rest]', lang, { rest: [show] }) })
    pages.push({ name: 'notFound', lang, path: STATIC_PAGES.notFound![lang] })
  }
  pages.push({ name: 'show (as seen live)', lang: 'en', path: `/en/as-seen-live-with-${show}` })
  return pages
}
