import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routes'
import { revalidateTags } from '@/server/revalidate'
import { leaveRedirects, movedAddresses, publishedValues, type LocalizedValues } from '../redirect-trail'
import { postTags } from './hooks'

/** A post's public address in a language ('/blog/visa-u', '/en/blog/u-visa'). */
export const postAddress = (slug: string, locale: Locale): string => localizedPath('/blog/[slug]', locale, { slug })

const BEFORE_KEY = 'postsPublishedSlugsBefore'

/** Keeps the slugs the public site had before this save, for the after-change hook. */
export const rememberPublishedSlugs: CollectionBeforeChangeHook = async ({ originalDoc, req, operation, context }) => {
  if (operation === 'update' && originalDoc?.id !== undefined) {
    context[`${BEFORE_KEY}:${originalDoc.id}`] = await publishedValues('posts', originalDoc.id, 'slug', req)
  }
}

/**
 * When a published post's slug changes in a language, its old article address answers 308 to the
 * new one (the blog article route looks the redirect up when no post has the slug): links shared
 * on WhatsApp keep working. A draft save changes nothing public and leaves nothing.
 */
export const leavePostRedirects: CollectionAfterChangeHook<{ id: number | string; _status?: string | null }> = async ({
  doc,
  req,
  context,
}) => {
  if (context.disableRedirects || doc._status !== 'published') return doc
  const before = (context[`${BEFORE_KEY}:${doc.id}`] as LocalizedValues | undefined) ?? {}
  const after = await publishedValues('posts', doc.id, 'slug', req)
  await leaveRedirects({ relationTo: 'posts', value: Number(doc.id) }, before, after, postAddress, req)
  // The old slug's cached article: the other hook sees only the last draft's slug as the previous one.
  const moved = movedAddresses(before, after, postAddress).map(({ locale }) => before[locale] as string)
  if (moved.length > 0) await revalidateTags(postTags(moved), context)
  return doc
}
