import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { contentTags } from '@/features/content/tags'
import { revalidateTags } from '@/server/revalidate'
import { changeIsPublic } from '../publication'

type PostLike = { id: number | string; _status?: 'draft' | 'published' | null; slug?: unknown }

/** A localized field read in one locale is a string, in locale 'all' an object keyed by language. */
function slugsOf(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : []
  if (value && typeof value === 'object')
    return Object.values(value).filter((v): v is string => typeof v === 'string' && v !== '')
  return []
}

/**
 * What a change to a post refreshes: the lists that show posts (blog, categories, home slider,
 * search index, sitemap: tag `cms:posts`) and the article page of each slug it has or had, in both
 * languages (an edit in one language may change the image, category or date both show).
 */
export function postTags(slugs: Iterable<string>): string[] {
  return [contentTags.collection('posts'), ...[...new Set(slugs)].map(contentTags.post)]
}

async function allSlugs(doc: PostLike, req: PayloadRequest): Promise<string[]> {
  const all = await req.payload
    .findByID({ collection: 'posts', id: doc.id, locale: 'all', depth: 0, select: { slug: true }, overrideAccess: true, req })
    .catch(() => null)
  return slugsOf(all?.slug)
}

export const revalidatePostAfterChange: CollectionAfterChangeHook<PostLike> = async ({ doc, previousDoc, req }) => {
  if (req.context.disableRevalidate) return doc
  if (!(await changeIsPublic(doc, previousDoc, req))) return doc
  const slugs = [...slugsOf(doc.slug), ...slugsOf(previousDoc?.slug), ...(await allSlugs(doc, req))]
  await revalidateTags(postTags(slugs), req.context)
  return doc
}

export const revalidatePostAfterDelete: CollectionAfterDeleteHook<PostLike> = async ({ doc, req }) => {
  if (doc._status !== 'published') return doc
  await revalidateTags(postTags(slugsOf(doc.slug)), req.context)
  return doc
}
