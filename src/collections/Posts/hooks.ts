import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { contentTags } from '@/features/content/tags'
import { revalidateTags } from '@/server/revalidate'

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

/**
 * Whether the change touches the public site: a publish (or an edit saved as published), or an
 * unpublish. A draft save — autosaves included — writes only a version, and the published post is
 * untouched; it looks like an unpublish (the post was published, the saved doc is a draft), so the
 * post's main row, which a draft save leaves alone, tells them apart.
 */
export async function changeIsPublic(
  doc: Pick<PostLike, 'id' | '_status'>,
  previousDoc: Pick<PostLike, '_status'> | undefined,
  req: PayloadRequest,
  source: 'posts' | 'pages' | { global: string } = 'posts',
): Promise<boolean> {
  if (doc._status === 'published') return true
  if (previousDoc?._status !== 'published') return false
  const main = (
    typeof source === 'string'
      ? await req.payload.db.findOne({ collection: source, where: { id: { equals: doc.id } }, req })
      : await req.payload.db.findGlobal({ slug: source.global, req })
  ) as PostLike | null
  return main?._status !== 'published'
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
