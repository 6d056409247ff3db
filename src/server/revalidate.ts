import { contentTags, type PublicCollection } from '@/features/content/tags'

/**
 * Refreshes the cached pages and reads a CMS change touches, by cache tag (features/content/tags.ts).
 * Called from the collections' and globals' hooks, so it is loaded by the Payload CLI too: no
 * 'server-only', and next/cache and the logger are imported only when used.
 *
 * `{ expire: 0 }`: the next request renders with the new content (not stale-while-revalidate).
 * Only inside Next's server is there a cache to drop: `process.env.NEXT_RUNTIME` is Next's public
 * marker of its runtimes (set in its server, as instrumentation.ts reads it), absent in the seed
 * script, migrations, the Payload CLI and the Local API in tests, which skip quietly. Inside Next
 * every failure is logged — the change is saved, but the site may show the old content until the
 * hour-long revalidate of the reads runs out.
 *
 * Outside a request (a scheduled publish, run by Payload's job cron) there is nothing to call:
 * `revalidateTag` is for Server Functions and Route Handlers. The reads a schedule can change are
 * refreshed by time instead (src/features/pages/jobs.ts).
 */
export async function revalidateTags(tags: readonly string[], context: Record<string, unknown> = {}): Promise<void> {
  if (context.disableRevalidate || tags.length === 0 || !(await inRequest())) return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 })
  } catch (error) {
    const { logger } = await import('@/server/logger')
    logger.error({ err: error, event: 'cms.revalidate', tags }, 'cache not refreshed after a CMS change')
  }
}

/**
 * Whether this code runs inside one of Next's requests: `headers()` throws outside a request scope
 * (its documented behaviour), as in a job run by Payload's cron or anywhere outside Next.
 */
export async function inRequest(): Promise<boolean> {
  if (!process.env.NEXT_RUNTIME) return false
  try {
    const { headers } = await import('next/headers')
    await headers()
    return true
  } catch {
    return false
  }
}

/**
 * afterChange/afterDelete hooks for a collection with no drafts: every change is public at once,
 * and refreshes the reads that show the collection.
 */
export function revalidateCollectionHooks(slug: PublicCollection) {
  const tags = [contentTags.collection(slug)]
  return {
    afterChange: [
      async <T>({ doc, req }: { doc: T; req: { context: Record<string, unknown> } }): Promise<T> => {
        await revalidateTags(tags, req.context)
        return doc
      },
    ],
    afterDelete: [
      async <T>({ doc, req }: { doc: T; req: { context: Record<string, unknown> } }): Promise<T> => {
        await revalidateTags(tags, req.context)
        return doc
      },
    ],
  }
}
