/**
 * Pages and CMS reads in one in-memory LRU; what found nothing (404 pages, and the CMS reads of an
 * address that holds nothing: the page and redirect lookups of `[...rest]`, an unknown post slug)
 * in a second, small one. Every made-up address adds such reads, so without the split anyone
 * asking for a thousand of them (a scanner does it in seconds) would push every real page out of
 * the cache, and the next visitors would wait for the server to draw them again. What found
 * nothing still answers from the cache while it stays in its own share.
 */
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'

/** @typedef {import('@fortedigital/nextjs-cache-handler').Handler} Handler */

/**
 * A 404 page, or a cached CMS read (`unstable_cache`, kind FETCH) whose result was null.
 * @param {{ value?: { kind?: string, status?: number, data?: { body?: unknown } } | null } | null | undefined} entry
 */
export function findsNothing(entry) {
  const value = entry?.value
  if (value?.kind === 'APP_PAGE') return value.status === 404
  if (value?.kind === 'FETCH') return value.data?.body === 'null'
  return false
}

/**
 * @param {{ maxItems: number, maxNothing: number }} sizes
 * @returns {Handler}
 */
export function createSplitLruHandler({ maxItems, maxNothing }) {
  const pages = createLruHandler({ maxItemsNumber: maxItems })
  const nothing = createLruHandler({ maxItemsNumber: maxNothing })
  const both = [pages, nothing]
  return {
    name: 'local-lru-split',
    async get(key, meta) {
      return (await pages.get(key, meta)) ?? (await nothing.get(key, meta))
    },
    async set(key, value, ctx) {
      // An address that changes sides (a page published where there was none) lives in one only.
      const [keep, drop] = findsNothing(value) ? [nothing, pages] : [pages, nothing]
      await drop.delete?.(key)
      await keep.set(key, value, ctx)
    },
    async revalidateTag(tag) {
      for (const handler of both) await handler.revalidateTag(tag)
    },
    async delete(key) {
      for (const handler of both) await handler.delete?.(key)
    },
  }
}
