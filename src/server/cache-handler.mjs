/**
 * Next's page and data cache (`cacheHandler` in next.config.ts), chosen when the server starts:
 *
 * - REDIS_URL set: one cache in Redis shared by every instance (`./redis-cache.mjs`), so a CMS
 *   edit through any instance drops the pages it touches on all of them at once.
 * - otherwise, and always while `next build` runs: Next's own file-system cache, exactly what Next
 *   uses without a `cacheHandler` (pages on this machine's disk under .next/, plus memory).
 *
 * Decided here at run time rather than in next.config.ts, because a standalone build freezes the
 * config: one image serves one instance or many. Plain JavaScript: Next imports this file in Node
 * as it is, outside its bundles.
 */
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule
const redisUrl = process.env.REDIS_URL?.trim()
const building = process.env.NEXT_PHASE === 'phase-production-build'

// Next may load this file more than once in a process (its server and its route modules each
// import it): one choice, and one Redis connection, per process.
const chosen = Symbol.for('site.nextCacheHandler')
globalThis[chosen] ??=
  redisUrl && !building
    ? import('./redis-cache.mjs').then((m) => m.redisCacheHandler(redisUrl))
    : Promise.resolve(FileSystemCache)

export default await globalThis[chosen]
