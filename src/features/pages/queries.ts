import 'server-only'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/server/payload'
import { staffPreview } from '@/server/staff-preview.server'
import { cached, showing } from '@/features/content/queries'
import { contentTags } from '@/features/content/tags'
import { pagePathProblem, publicPagePath } from '@/collections/Pages/path'
import { getPathname } from '@/i18n/navigation'
import { scheduleRevalidateS } from './jobs'
import type { Page, Redirect } from '@/payload-types'

/**
 * Reads of the CMS pages for the catch-all route, the sitemap and the redirects. Published reads
 * are cached under the page's path tag (contentTags.page) and what the blocks show (media,
 * testimonials); a draft read (signed-in staff previewing, src/app/api/preview; staffPreview checks
 * the session on every such render) is never cached.
 */

async function findByPath(locale: Locale, path: string, draft: boolean): Promise<Page | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    // A page exists in a language only with a path there: never another language's blocks.
    fallbackLocale: false,
    where: { path: { equals: path } },
    limit: 1,
    depth: 2,
    draft,
    overrideAccess: draft,
  })
  return docs[0] ?? null
}

// Read again every PUBLISH_INTERVAL_S too: a scheduled (un)publish cannot drop the tag (./jobs.ts).
const getPublishedPage = cached(
  'page-by-path',
  (locale: Locale, path: string) => [contentTags.page(locale, path), ...showing('media', 'testimonials')],
  (locale: Locale, path: string) => findByPath(locale, path, false),
  scheduleRevalidateS,
)

/** The page at a path in a language: its latest draft for staff in preview, else the published one. */
export async function getPageByPath(locale: Locale, path: string): Promise<Page | null> {
  // No page can be stored at such a path: no read, and no cache entry (or over-long cache tag)
  // for each made-up address a scanner tries.
  if (pagePathProblem(path, locale)) return null
  return (await staffPreview()) ? findByPath(locale, path, true) : getPublishedPage(locale, path)
}

/** The page's paths in both languages (language switch, hreflang), published or, in preview, draft. */
export async function getPagePaths(id: number, draft: boolean): Promise<Partial<Record<Locale, string>>> {
  const payload = await payloadClient()
  const doc = await payload.findByID({
    collection: 'pages',
    id,
    locale: 'all',
    depth: 0,
    draft,
    overrideAccess: true,
    select: { path: true },
  })
  return byLanguage(doc?.path)
}

/** A listed page: its public path in each language it exists in. */
export type ListedPage = {
  id: number
  /** Public paths ('/en/summer'), for the XML sitemap. */
  paths: Partial<Record<Locale, string>>
  /** Stored paths ('summer'), the catch-all's `rest` for links. */
  segments: Partial<Record<Locale, string[]>>
  titles: Partial<Record<Locale, string>>
  updatedAt: string
}

function byLanguage(value: unknown): Partial<Record<Locale, string>> {
  const v = value as Partial<Record<Locale, string | null>> | null
  return { ...(v?.es ? { es: v.es } : {}), ...(v?.en ? { en: v.en } : {}) }
}

/** Published pages open to search engines, for the sitemap (XML and the sitemap page). */
export const listIndexablePages = cached('pages-listed', showing('pages'), async (): Promise<ListedPage[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    locale: 'all',
    where: { and: [{ _status: { equals: 'published' } }, { noindex: { not_equals: true } }] },
    limit: 0,
    pagination: false,
    depth: 0,
    select: { path: true, title: true, updatedAt: true },
  })
  return docs.map((doc) => {
    const paths = byLanguage(doc.path)
    const publicPaths: Partial<Record<Locale, string>> = {}
    const segments: Partial<Record<Locale, string[]>> = {}
    for (const l of ['es', 'en'] as const) {
      const path = paths[l]
      if (!path) continue
      publicPaths[l] = publicPagePath(path, l)
      segments[l] = path.split('/')
    }
    return { id: doc.id, paths: publicPaths, segments, titles: byLanguage(doc.title), updatedAt: doc.updatedAt }
  })
})

/** Where a redirect leads: the page it names, in the language of the old address, or its URL. */
async function targetOf(redirect: Redirect, locale: Locale): Promise<string | null> {
  const to = redirect.to
  if (to?.type === 'custom') return to.url && /^(\/(?!\/)|https?:\/\/)/.test(to.url) ? to.url : null
  const ref = to?.reference
  if (!ref || typeof ref.value !== 'number') return null
  const payload = await payloadClient()
  if (ref.relationTo === 'pages') {
    const paths = await getPagePaths(ref.value, false).catch(() => ({}) as Partial<Record<Locale, string>>)
    const path = paths[locale] ?? paths[locale === 'es' ? 'en' : 'es']
    const lang: Locale = paths[locale] ? locale : locale === 'es' ? 'en' : 'es'
    return path ? publicPagePath(path, lang) : null
  }
  const post = await payload
    .findByID({ collection: 'posts', id: ref.value, locale, depth: 0, select: { slug: true, _status: true } })
    .catch(() => null)
  if (!post?.slug || post._status !== 'published') return null
  return getPathname({ locale, href: { pathname: '/blog/[slug]', params: { slug: post.slug } } })
}

/** The redirect from an old public path ('/campana-2026', '/en/old'), resolved to where it now leads. */
export const getRedirectTarget = cached(
  'redirect-target',
  showing('redirects', 'pages', 'posts'),
  async (publicPath: string, locale: Locale): Promise<string | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'redirects', where: { from: { equals: publicPath } }, limit: 1, depth: 0 })
    return docs[0] ? targetOf(docs[0], locale) : null
  },
)
