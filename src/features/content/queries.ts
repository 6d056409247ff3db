import 'server-only'
import { cache } from 'react'
import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/server/payload'
import { contentTags, type PublicCollection } from './tags'
import { failReadOnPurpose } from './read-fault'
import type { Attorney, AttorneyTestimonial, Category, Live, Post, Review, SiteSetting, Testimonial } from '@/payload-types'
import { quickExitUrl } from '@/lib/quick-exit-url'

/**
 * Every read of CMS content used by pages and the public JSON endpoints. Results are cached by
 * Next under the tags of what they show (./tags.ts), which the collections' and globals' hooks
 * refresh when that content changes (published content only), and deduplicated per request, so a
 * page and its layout share one query. An hour's revalidate is the safety net.
 */
type Tags<A extends unknown[]> = readonly string[] | ((...args: A) => readonly string[])

export function cached<A extends unknown[], R>(
  name: string,
  tags: Tags<A>,
  fn: (...args: A) => Promise<R>,
  // Seconds; a function is read on each call (an environment setting: src/features/pages/jobs.ts).
  revalidate: number | (() => number) = 3600,
) {
  return cache((...args: A) => {
    const list = typeof tags === 'function' ? tags(...args) : tags
    const seconds = typeof revalidate === 'function' ? revalidate() : revalidate
    return unstable_cache(fn, [name], { tags: [...list], revalidate: seconds })(...args)
  })
}

/** Every condition, or none. */
const allOf = (conditions: Where[]): Where => (conditions.length ? { and: conditions } : {})

/** The tags of a read that shows these collections (populated relations included). */
export const showing = (...slugs: PublicCollection[]) => slugs.map(contentTags.collection)

const published: Where = { _status: { equals: 'published' } }

/** The one document of a collection with this slug in this language. */
async function findBySlug<C extends 'categories' | 'attorneys'>(collection: C, locale: Locale, slug: string, depth: number) {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection, locale, where: { slug: { equals: slug } }, limit: 1, depth })
  return docs[0] ?? null
}

/**
 * Site settings with every group present: before staff fill the global in (a new database with
 * SKIP_SEED=1), pages still render, with empty contact details, instead of failing.
 */
export function withSettingDefaults(settings: Partial<SiteSetting>): SiteSetting {
  return {
    ...settings,
    id: settings.id ?? 0,
    firmName: settings.firmName ?? '',
    email: settings.email ?? '',
    whatsapp: settings.whatsapp ?? '',
    quickExitUrl: quickExitUrl(settings.quickExitUrl),
    phones: settings.phones ?? ({} as SiteSetting['phones']),
    offices: settings.offices ?? [],
    socials: settings.socials ?? {},
    externalSites: {
      ...settings.externalSites,
      personalInjury: settings.externalSites?.personalInjury ?? '',
      truckRecruitment: settings.externalSites?.truckRecruitment ?? '',
    },
    show: { ...settings.show, name: settings.show?.name ?? '', slug: settings.show?.slug ?? '' },
  }
}

export const getSiteSettings = cached('site-settings', [contentTags.settings], async (locale: Locale): Promise<SiteSetting> => {
  const payload = await payloadClient()
  return withSettingDefaults(await payload.findGlobal({ slug: 'site-settings', locale, depth: 0 }))
})

export const listCategories = cached('categories', showing('categories'), async (locale: Locale): Promise<Category[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'categories', locale, limit: 100, sort: 'sortOrder', depth: 0 })
  return docs
})

export const getCategoryBySlug = cached(
  'category-by-slug',
  showing('categories'),
  (locale: Locale, slug: string): Promise<Category | null> => findBySlug('categories', locale, slug, 0),
)

/** Both languages' slug of a category (for the language switch and hreflang). */
export const getCategorySlugs = cached(
  'category-slugs',
  showing('categories'),
  async (id: number | string): Promise<Record<Locale, string | null>> => {
    const payload = await payloadClient()
    const doc = await payload.findByID({ collection: 'categories', id, locale: 'all', depth: 0 })
    const slug = doc.slug as unknown as Partial<Record<Locale, string>> | null
    return { es: slug?.es ?? null, en: slug?.en ?? null }
  },
)

export type PostPage = { docs: Post[]; page: number; totalPages: number; totalDocs: number }

/** Published posts, newest first. */
export const listPosts = cached(
  'posts',
  showing('posts', 'categories', 'media'),
  async (
    locale: Locale,
    options: { page?: number; limit?: number; categoryId?: number | string; featured?: boolean },
  ): Promise<PostPage> => {
    const payload = await payloadClient()
    const and: Where[] = [published]
    if (options.categoryId !== undefined) and.push({ category: { equals: options.categoryId } })
    if (options.featured) and.push({ featured: { equals: true } })
    const result = await payload.find({
      collection: 'posts',
      locale,
      where: { and },
      sort: '-publishedAt',
      page: Math.max(1, options.page ?? 1),
      limit: options.limit ?? 9,
      depth: 1,
    })
    return {
      docs: result.docs,
      page: result.page ?? 1,
      totalPages: result.totalPages,
      totalDocs: result.totalDocs,
    }
  },
)

export const getPostBySlug = cached(
  'post-by-slug',
  (_locale: Locale, slug: string) => [contentTags.post(slug), ...showing('categories', 'media')],
  async (locale: Locale, slug: string): Promise<Post | null> => {
    failReadOnPurpose(slug)
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'posts',
      locale,
      where: { and: [published, { slug: { equals: slug } }] },
      limit: 1,
      depth: 1,
    })
    return docs[0] ?? null
  },
)

/** Every published post in both languages, newest first, unpaginated (add a `select`). */
const everyPublishedPost = {
  collection: 'posts',
  locale: 'all',
  where: published,
  sort: '-publishedAt',
  limit: 0,
  pagination: false,
  depth: 0,
} as const

/** Title and slug of every published post in both languages; small, so search runs on it in memory. */
export type PostIndexEntry = { id: number | string; title: Record<Locale, string>; slug: Record<Locale, string> }

export const listPostIndex = cached('post-index', showing('posts'), async (): Promise<PostIndexEntry[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ ...everyPublishedPost, select: { title: true, slug: true, publishedAt: true } })
  return docs.map((doc) => {
    const title = doc.title as unknown as Partial<Record<Locale, string>>
    const slug = doc.slug as unknown as Partial<Record<Locale, string>>
    return {
      id: doc.id,
      title: { es: title.es ?? title.en ?? '', en: title.en ?? title.es ?? '' },
      slug: { es: slug.es ?? slug.en ?? '', en: slug.en ?? slug.es ?? '' },
    }
  })
})

export const listAttorneys = cached('attorneys', showing('attorneys', 'media'), async (locale: Locale): Promise<Attorney[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'attorneys', locale, sort: 'sortOrder', limit: 50, depth: 1 })
  return docs
})

export const getAttorneyBySlug = cached(
  'attorney-by-slug',
  showing('attorneys', 'media'),
  (locale: Locale, slug: string): Promise<Attorney | null> => findBySlug('attorneys', locale, slug, 1),
)

/**
 * The rows of a list the pages show (testimonials, reviews, lives), with their media. Without a
 * `limit`, every row, unpaginated.
 */
async function findShown<C extends 'testimonials' | 'attorney-testimonials' | 'reviews' | 'lives'>(
  collection: C,
  query: { locale: Locale | 'all'; where?: Where[]; sort: string; limit?: number },
) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    locale: query.locale,
    where: allOf(query.where ?? []),
    sort: query.sort,
    ...(query.limit === undefined ? { limit: 0, pagination: false } : { limit: query.limit }),
    depth: 1,
  })
  return docs
}

/** Testimonials of a kind. */
export const listTestimonials = cached(
  'testimonials',
  showing('testimonials', 'media'),
  (locale: Locale, kind: Testimonial['kind']): Promise<Testimonial[]> =>
    findShown('testimonials', { locale, where: [{ kind: { equals: kind } }], sort: 'sortOrder' }),
)

export const listAttorneyTestimonials = cached(
  'attorney-testimonials',
  showing('attorney-testimonials', 'attorneys', 'media'),
  (locale: Locale | 'all', attorneyId?: number | string): Promise<AttorneyTestimonial[]> =>
    findShown('attorney-testimonials', {
      locale,
      where: attorneyId === undefined ? [] : [{ attorney: { equals: attorneyId } }],
      sort: 'sortOrder',
      limit: 100,
    }),
)

/** Reviews, newest first. */
export const listReviews = cached('reviews', showing('reviews', 'media'), (locale: Locale): Promise<Review[]> =>
  findShown('reviews', { locale, sort: '-publishedAt', limit: 50 }),
)

/** The show's lives, newest first. */
export const listLives = cached('lives', showing('lives', 'media'), (locale: Locale | 'all'): Promise<Live[]> =>
  findShown('lives', { locale, sort: '-streamedAt' }),
)

/** What /sitemap.xml lists from the CMS: each published post's and category's slug per language, with dates. */
export type SitemapContent = {
  posts: { slug: Record<Locale, string | null>; updatedAt: string; publishedAt: string }[]
  categories: { slug: Record<Locale, string | null>; updatedAt: string }[]
}

export const listSitemapContent = cached('sitemap-content', showing('posts', 'categories'), async (): Promise<SitemapContent> => {
  const payload = await payloadClient()
  const [posts, categories] = await Promise.all([
    payload.find({ ...everyPublishedPost, select: { slug: true, publishedAt: true, updatedAt: true } }),
    payload.find({
      collection: 'categories',
      locale: 'all',
      limit: 0,
      pagination: false,
      depth: 0,
      select: { slug: true, updatedAt: true },
    }),
  ])
  // With locale 'all' a localized field is an object keyed by language, not the string the type says.
  const slugs = (value: unknown): Record<Locale, string | null> => {
    const slug = value as Partial<Record<Locale, string | null>> | null
    return { es: slug?.es ?? null, en: slug?.en ?? null }
  }
  return {
    posts: posts.docs.map((doc) => ({ slug: slugs(doc.slug), updatedAt: doc.updatedAt, publishedAt: doc.publishedAt })),
    categories: categories.docs.map((doc) => ({ slug: slugs(doc.slug), updatedAt: doc.updatedAt })),
  }
})
