/**
 * Next's page and data cache in Redis, through @fortedigital/nextjs-cache-handler (its
 * `redis-strings` handler on the official node-redis client, the client it supports best).
 *
 * - Keys are prefixed with the build id: a new build never serves pages rendered by the old one
 *   (their script and style names no longer exist), and during a rolling deploy old and new
 *   instances each read their own build's pages.
 * - Tag revalidation (`revalidateTag(tag, { expire: 0 })`, src/server/revalidate.ts) deletes every
 *   entry carrying the tag, pages and CMS reads alike, in Redis: every instance misses on its next
 *   request and renders with the new content.
 * - Redis down or slow never takes the site down: every Redis call is bounded (TIMEOUT_MS) and a
 *   failed read is a miss, so pages are rendered from the database on each request (slower, never
 *   stale) until the client has reconnected by itself. A tag that could not be dropped meanwhile
 *   would leave old pages in Redis, so an instance that missed one empties the build's cache as
 *   soon as Redis answers again.
 * - Entries expire after a day at most (DEFAULT_STALE_SECONDS ×1.5): pages of old builds and any
 *   refresh lost in a race do not stay for ever.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'

// A cached page comes back in about a millisecond; a second means Redis is in trouble, and a
// visitor is better served by a render from the database.
const TIMEOUT_MS = Number(process.env.REDIS_TIMEOUT_MS ?? 1000)
const SOCKET_TIMEOUT_MS = Math.max(3_000, 3 * TIMEOUT_MS)
const DEFAULT_STALE_SECONDS = 16 * 60 * 60
// The handler's hash of every entry's tags: an entry missing from it is treated as absent.
const SHARED_TAGS_KEY = '__sharedTags__'

/** One JSON line, like the rest of the server's log (this file runs outside Next's bundles). */
function log(level, event, message, extra = {}) {
  const line = JSON.stringify({ level, time: new Date().toISOString(), event, msg: message, ...extra })
  if (level === 'error' || level === 'warn') console.error(line)
  else console.log(line)
}

/** The CacheHandler class Next instantiates, backed by the Redis at `url`. */
export function redisCacheHandler(url) {
  const client = createClient({
    url,
    // Commands fail at once while disconnected instead of queueing behind the outage.
    disableOfflineQueue: true,
    // A connection that stops answering (Redis hung, a network path gone) is dropped after
    // SOCKET_TIMEOUT_MS without a byte and made again; the pings keep a healthy idle one talking.
    pingInterval: 1_000,
    socket: {
      connectTimeout: 2_000,
      socketTimeout: SOCKET_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5_000),
    },
  })
  let up = false
  client.on('ready', () => {
    if (!up) log('info', 'cache.redis.up', 'page cache in Redis')
    up = true
  })
  client.on('error', (error) => {
    // node-redis reconnects by itself; say so once per outage, not once per retry.
    if (up) {
      log('error', 'cache.redis.down', 'Redis unreachable: pages are rendered from the database until it is back', {
        err: String(error?.message ?? error),
      })
    }
    up = false
  })
  // Not awaited: the server answers from the first second; until Redis is ready every read misses.
  client
    .connect()
    .catch((error) => log('error', 'cache.redis.connect', 'Redis client gave up', { err: String(error?.message ?? error) }))

  CacheHandler.onCreation(({ buildId }) => {
    const keyPrefix = `site:${buildId ?? 'dev'}:`
    const redis = createRedisHandler({ client, keyPrefix, timeoutMs: TIMEOUT_MS })
    return {
      handlers: [withMissedRefreshRecovery(bounded(redis), client, keyPrefix)],
      ttl: { defaultStaleAge: DEFAULT_STALE_SECONDS },
    }
  })
  return CacheHandler
}

/**
 * Every call answers within TIMEOUT_MS: node-redis's own timeouts and the handler's abort signals
 * cancel only commands not yet sent, so a Redis that stops answering would hold requests until
 * the socket gives up. A late answer is ignored; a late read is a miss.
 */
function bounded(handler) {
  const within = (promise) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Redis did not answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS)
      promise.then(resolve, reject).finally(() => clearTimeout(timer))
    })
  return {
    ...handler,
    get: (...args) => within(handler.get(...args)),
    set: (...args) => within(handler.set(...args)),
    revalidateTag: (...args) => within(handler.revalidateTag(...args)),
    delete: (...args) => within(handler.delete(...args)),
  }
}

/**
 * A tag drop that failed (Redis down or slow while staff saved) would leave the old pages in Redis
 * for every instance once it is back. So after one, this instance forgets the build's whole cache
 * (the tags hash: the handler then treats every entry as absent) as soon as Redis answers.
 */
function withMissedRefreshRecovery(redis, client, keyPrefix) {
  let missed = false
  async function forgetAll() {
    if (!missed || !client.isReady) return
    try {
      await client.unlink(keyPrefix + SHARED_TAGS_KEY)
      missed = false
      log('warn', 'cache.redis.flushed', 'a cache refresh failed while Redis was away: the cached pages were dropped')
    } catch {
      // still away: tried again on the next 'ready'
    }
  }
  client.on('ready', () => void forgetAll())
  return {
    ...redis,
    async revalidateTag(tag) {
      try {
        await redis.revalidateTag(tag)
      } catch (error) {
        missed = true
        log('error', 'cache.redis.revalidate', 'cache refresh not delivered to Redis; retried as a full drop', {
          tag,
          err: String(error?.message ?? error),
        })
        void forgetAll()
        throw error
      }
    },
  }
}
