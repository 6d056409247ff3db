/**
 * After a restore, the shared page cache (REDIS_URL, src/server/redis-cache.mjs) describes the data
 * before it: its keys (`site:<build id>:…`) are removed, so every instance renders from the restored
 * database on its next request. Without REDIS_URL the cache is in each app process's memory, and
 * restarting the app empties it. Redis down: said, and the restore still succeeds.
 */
const PREFIX = 'site:'

/** @returns {Promise<string>} what was done, for the log ('' without REDIS_URL) */
export async function emptySharedCache(env = process.env) {
  const url = env.REDIS_URL?.trim()
  if (!url) return ''
  const { createClient } = await import('@redis/client')
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 5_000, reconnectStrategy: false } })
  client.on('error', () => undefined)
  try {
    await client.connect()
    let removed = 0
    for await (const keys of client.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 500 })) {
      const batch = Array.isArray(keys) ? keys : [keys]
      if (batch.length > 0) removed += await client.unlink(batch)
    }
    return `Page cache (Redis): removed ${removed} entries`
  } catch (error) {
    return `! Page cache (Redis) not emptied (${error instanceof Error ? error.message : error}): restart the app, or FLUSHDB`
  } finally {
    await client.quit().catch(() => undefined)
  }
}
