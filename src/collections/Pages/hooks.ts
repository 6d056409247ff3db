import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import { contentTags } from '@/features/content/tags'
import { revalidateTags } from '@/server/revalidate'
import { changeIsPublic } from '../publication'
import { recordPage, recordPageGone } from '@/features/publication-record/record'
import { publicPagePath } from './path'
import { leaveRedirects, localizedValues, movedAddresses, publishedValues, type LocalizedValues } from '../redirect-trail'

type PageLike = { id: number | string; _status?: 'draft' | 'published' | null; path?: unknown; createdAt?: string }
export type PagePaths = LocalizedValues

/** A localized field read in one locale is a string, in locale 'all' an object keyed by language. */
export const pathsOf = localizedValues

/** The page as the public site has it: its paths in the main row, if that row is published. */
const publishedPaths = (id: number | string, req: PayloadRequest): Promise<PagePaths> => publishedValues('pages', id, 'path', req)

/** The cache tags of a page's paths: its read at each path, and the lists that show pages (sitemap). */
export function pageTags(...paths: PagePaths[]): string[] {
  const tags = [contentTags.collection('pages')]
  for (const set of paths) for (const l of locales) if (set[l]) tags.push(contentTags.page(l, set[l] as string))
  return tags
}

/** What moved: for each language whose published path changed, the old public path. */
export const movedPaths = (before: PagePaths, after: PagePaths) => movedAddresses(before, after, publicPagePath)

const BEFORE_KEY = 'pagesPublishedPathsBefore'

/** Keeps the paths the public site had before this save, for the after-change hook. */
export const rememberPublishedPaths: CollectionBeforeChangeHook = async ({ originalDoc, req, operation, context }) => {
  if (operation === 'update' && originalDoc?.id !== undefined) {
    context[`${BEFORE_KEY}:${originalDoc.id}`] = await publishedPaths(originalDoc.id, req)
  }
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
  const redirected = context.disableRedirects
    ? false
    : await leaveRedirects({ relationTo: 'pages', value: Number(doc.id) }, before, after, publicPagePath, req)
  await revalidateTags([...pageTags(before, after), ...(redirected ? [contentTags.collection('redirects')] : [])], context)
  return doc
}

/**
 * Keeps the publication record (src/features/publication-record) in step: on a publish, unpublish,
 * scheduled (un)publish or restore, what is live in each language now gets its dated row. Off only
 * for migrations that write pages before the record's table exists.
 */
export const recordPagePublication: CollectionAfterChangeHook<PageLike> = async ({ doc, previousDoc, req }) => {
  if (req.context.disablePublicationRecord) return doc
  if (req.context.isRestoringVersion || (await changeIsPublic(doc, previousDoc, req, 'pages'))) await recordPage(doc.id, req)
  return doc
}

export const afterPageDelete: CollectionAfterDeleteHook<PageLike> = async ({ doc, req }) => {
  if (!req.context.disablePublicationRecord && doc.createdAt) await recordPageGone(doc.id, doc.createdAt, req)
  if (doc._status !== 'published') return doc
  await revalidateTags(pageTags(pathsOf(doc.path, req.locale as Locale)), req.context)
  return doc
}
