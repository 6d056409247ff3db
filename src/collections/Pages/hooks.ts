import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import { contentTags } from '@/features/content/tags'
import { revalidateTags } from '@/server/revalidate'
import { changeIsPublic } from '../Posts/hooks'
import { publicPagePath } from './path'

type PageLike = { id: number | string; _status?: 'draft' | 'published' | null; path?: unknown }
export type PagePaths = Partial<Record<Locale, string>>

/** A localized field read in one locale is a string, in locale 'all' an object keyed by language. */
export function pathsOf(value: unknown, locale?: Locale): PagePaths {
  if (typeof value === 'string') return value && locale ? { [locale]: value } : {}
  const paths: PagePaths = {}
  if (value && typeof value === 'object') {
    for (const l of locales) {
      const path = (value as Record<string, unknown>)[l]
      if (typeof path === 'string' && path) paths[l] = path
    }
  }
  return paths
}

/**
 * The page as the public site has it: its paths in the main row, if that row is published. Read
 * in the save's transaction (req), in every language; the Local API sets the request's locale to
 * the one it reads in and may replace its context, so the save's own are put back, or the rest of
 * the save would write every language at once and lose what the hooks keep in the context.
 */
async function publishedPaths(id: number | string, req: PayloadRequest): Promise<PagePaths> {
  const { locale, fallbackLocale, context } = req
  try {
    const main = (await req.payload
      .findByID({ collection: 'pages', id, locale: 'all', depth: 0, draft: false, overrideAccess: true, req })
      .catch(() => null)) as PageLike | null
    return main?._status === 'published' ? pathsOf(main.path) : {}
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
    req.context = context
  }
}

/** The cache tags of a page's paths: its read at each path, and the lists that show pages (sitemap). */
export function pageTags(...paths: PagePaths[]): string[] {
  const tags = [contentTags.collection('pages')]
  for (const set of paths) for (const l of locales) if (set[l]) tags.push(contentTags.page(l, set[l] as string))
  return tags
}

/**
 * What moved: for each language whose published path changed, a permanent redirect from the old
 * public path to the page (the redirect follows the page wherever it goes next). A redirect from
 * the new path is dropped: the page is back there.
 */
export function movedPaths(before: PagePaths, after: PagePaths): { from: string; locale: Locale }[] {
  return locales.flatMap((l) => {
    const old = before[l]
    return old && after[l] && old !== after[l] ? [{ from: publicPagePath(old, l), locale: l }] : []
  })
}

const BEFORE_KEY = 'pagesPublishedPathsBefore'

/** Keeps the paths the public site had before this save, for the after-change hook. */
export const rememberPublishedPaths: CollectionBeforeChangeHook = async ({ originalDoc, req, operation, context }) => {
  if (operation === 'update' && originalDoc?.id !== undefined) {
    context[`${BEFORE_KEY}:${originalDoc.id}`] = await publishedPaths(originalDoc.id, req)
  }
}

async function leaveRedirects(page: PageLike, before: PagePaths, after: PagePaths, req: PayloadRequest): Promise<boolean> {
  let changed = false
  for (const { from } of movedPaths(before, after)) {
    const existing = await req.payload.find({
      collection: 'redirects',
      where: { from: { equals: from } },
      limit: 1,
      depth: 0,
      req,
    })
    const data = { from, to: { type: 'reference' as const, reference: { relationTo: 'pages' as const, value: Number(page.id) } } }
    if (existing.docs[0]) await req.payload.update({ collection: 'redirects', id: existing.docs[0].id, data, depth: 0, req })
    else await req.payload.create({ collection: 'redirects', data, depth: 0, req })
    changed = true
  }
  const now = locales.flatMap((l) => (after[l] ? [publicPagePath(after[l] as string, l)] : []))
  if (now.length > 0) {
    const { docs } = await req.payload.delete({ collection: 'redirects', where: { from: { in: now } }, depth: 0, req })
    if (docs.length > 0) changed = true
  }
  return changed
}

/**
 * On publish, unpublish and an edit saved as published: leave redirects behind moved paths, and
 * refresh the page at its old and new paths and the sitemap. A draft save (autosave, live
 * preview) refreshes nothing: the published page is untouched.
 */
export const afterPageChange: CollectionAfterChangeHook<PageLike> = async ({ doc, previousDoc, req, context }) => {
  if (context.disableRevalidate && context.disableRedirects) return doc
  if (!(await changeIsPublic(doc, previousDoc, req, 'pages'))) return doc
  const before = (context[`${BEFORE_KEY}:${doc.id}`] as PagePaths | undefined) ?? {}
  const after = doc._status === 'published' ? await publishedPaths(doc.id, req) : {}
  const redirected = context.disableRedirects ? false : await leaveRedirects(doc, before, after, req)
  await revalidateTags([...pageTags(before, after), ...(redirected ? [contentTags.collection('redirects')] : [])], context)
  return doc
}

export const afterPageDelete: CollectionAfterDeleteHook<PageLike> = async ({ doc, req }) => {
  if (doc._status !== 'published') return doc
  await revalidateTags(pageTags(pathsOf(doc.path, req.locale as Locale)), req.context)
  return doc
}
