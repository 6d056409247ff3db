/**
 * Next's page and data cache (`cacheHandler` in next.config.ts), chosen when the server starts,
 * both through @fortedigital/nextjs-cache-handler (Next's public CacheHandler interface):
 *
 * - REDIS_URL set: one cache in Redis shared by every instance (`./redis-cache.mjs`), so a CMS
 *   edit through any instance drops the pages it touches on all of them at once.
 * - otherwise, and always while `next build` runs: the package's `local-lru` handler, pages and
 *   CMS reads in this process's memory, at most MAX_ITEMS entries (least recently used dropped),
 *   plus MAX_NOTHING entries that found nothing (404s) in a second one.
 *   Nothing on disk is lost by that: `npm start` empties Next's cache on every start anyway
 *   (scripts/lib/runtime-cache.mjs), since it describes the database the last run used.
 *
 * Decided here at run time rather than in next.config.ts, because a standalone build freezes the
 * config: one image serves one instance or many. Plain JavaScript: Next imports this file in Node
 * as it is, outside its bundles.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { createSplitLruHandler } from './split-lru.mjs'

const redisUrl = process.env.REDIS_URL?.trim()
const building = process.env.NEXT_PHASE === 'phase-production-build'
// Our pages are 100–300 KB, a CMS read a few KB: a few hundred MB at the very worst. What found
// nothing keeps to its own share (`./split-lru.mjs`), so made-up addresses never push pages out.
const MAX_ITEMS = 1000
const MAX_NOTHING = 500

function memoryCacheHandler() {
  CacheHandler.onCreation(() => ({
    handlers: [createSplitLruHandler({ maxItems: MAX_ITEMS, maxNothing: MAX_NOTHING })],
  }))
  return CacheHandler
}

// Next may load this file more than once in a process (its server and its route modules each
// import it): one choice, and one Redis connection, per process.
const chosen = Symbol.for('site.nextCacheHandler')
globalThis[chosen] ??=
  redisUrl && !building
    ? import('./redis-cache.mjs').then((m) => m.redisCacheHandler(redisUrl))
    : Promise.resolve(memoryCacheHandler())

export default await globalThis[chosen]
