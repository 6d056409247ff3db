import type { MetadataRoute } from 'next'
import type { Locale } from '@/i18n/locales'
import { routeInfo, staticPathnames, type AppPathname } from '@/i18n/routes'
import { getPathname, routeHref } from '@/i18n/navigation'

/**
 * Entries of /sitemap.xml. Every URL carries its translations (hreflang) so search engines pair
 * /servicios with /en/services and a post's Spanish slug with its English one. Pure: the route
 * handler feeds it the CMS data, tests feed it fixtures.
 */
type Entry = MetadataRoute.Sitemap[number]
type Slugs = Partial<Record<Locale, string | null>>

export type SitemapInput = {
  posts: { slug: Slugs; updatedAt?: string | null; publishedAt?: string | null }[]
  categories: { slug: Slugs; updatedAt?: string | null }[]
  attorneys: { slug?: string | null; updatedAt?: string | null }[]
  /** CMS pages open to search engines: their public path in each language they exist in. */
  pages?: { paths: Partial<Record<Locale, string>>; updatedAt?: string | null }[]
}

function entriesFor(base: string, paths: Partial<Record<Locale, string>>, extra: Omit<Entry, 'url' | 'alternates'>): Entry[] {
  const languages: Record<string, string> = {}
  if (paths.es) languages.es = `${base}${paths.es}`
  if (paths.en) languages.en = `${base}${paths.en}`
  const fallback = paths.es ?? paths.en
  if (fallback) languages['x-default'] = `${base}${fallback}`
  return (['es', 'en'] as const)
    .filter((locale) => paths[locale])
    .map((locale) => ({ url: `${base}${paths[locale]}`, alternates: { languages }, ...extra }))
}

function pathsOf(route: AppPathname, param: string, slugs: Slugs): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = {}
  for (const locale of ['es', 'en'] as const) {
    const slug = slugs[locale]
    if (slug) paths[locale] = getPathname({ locale, href: routeHref(route, { [param]: slug }) })
  }
  return paths
}

function date(value: string | null | undefined): Date | undefined {
  if (!value) return undefined
  const parsed = new Date(value)
  return Number.isNaN(parsed.getTime()) ? undefined : parsed
}

/** The listed pages of the route table, in every language each exists in. Needs no database. */
export function staticSitemapEntries(base: string): Entry[] {
  return staticPathnames
    .filter((route) => routeInfo[route].listed)
    .flatMap((route) => {
      const paths: Partial<Record<Locale, string>> = {}
      for (const locale of routeInfo[route].locales) paths[locale] = getPathname({ locale, href: route })
      return entriesFor(base, paths, {
        changeFrequency: route === '/' || route === '/blog' ? 'daily' : 'monthly',
        priority: route === '/' ? 1 : route.split('/').length > 2 ? 0.6 : 0.8,
      })
    })
}

/** Posts (both slugs, last modified), blog categories and attorney profiles. */
export function contentSitemapEntries(base: string, input: SitemapInput): Entry[] {
  const posts = input.posts.flatMap((post) =>
    entriesFor(base, pathsOf('/blog/[slug]', 'slug', post.slug), {
      lastModified: date(post.updatedAt) ?? date(post.publishedAt),
      changeFrequency: 'monthly',
      priority: 0.7,
    }),
  )
  const categories = input.categories.flatMap((category) =>
    entriesFor(base, pathsOf('/blog/category/[category]', 'category', category.slug), {
      lastModified: date(category.updatedAt),
      changeFrequency: 'weekly',
      priority: 0.5,
    }),
  )
  const attorneys = input.attorneys
    .filter((a): a is typeof a & { slug: string } => Boolean(a.slug))
    .flatMap((attorney) =>
      entriesFor(base, pathsOf('/attorneys/[name]', 'name', { es: attorney.slug, en: attorney.slug }), {
        lastModified: date(attorney.updatedAt),
        changeFrequency: 'monthly',
        priority: 0.7,
      }),
    )
  const pages = (input.pages ?? []).flatMap((page) =>
    entriesFor(base, page.paths, { lastModified: date(page.updatedAt), changeFrequency: 'monthly', priority: 0.6 }),
  )
  return [...posts, ...categories, ...attorneys, ...pages]
}

/** Staff and JSON endpoints (spec §7) that are no pages. */
const NON_PAGES = ['/admin', '/cms-api', '/api', '/en/api', '/csrf-token', '/search/blog', '/google-reviews']

/** Paths robots.txt keeps crawlers out of: staff and API paths, landing and thank-you pages. */
export function robotsDisallow(): string[] {
  const hidden = staticPathnames
    .filter((route) => !routeInfo[route].listed)
    .flatMap((route) => routeInfo[route].locales.map((locale) => getPathname({ locale, href: route })))
  return [...new Set([...NON_PAGES, ...hidden])]
}
