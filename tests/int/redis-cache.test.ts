import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Next's page and data cache in Redis (src/server/redis-cache.mjs), against a real throwaway
 * Redis (scripts/redis-throwaway.sh): what one instance stores another reads, a tag refresh drops
 * it for everyone, a Redis that stops answering costs a visitor at most REDIS_TIMEOUT_MS (a miss,
 * then a render from the database), and a refresh lost meanwhile empties the cache once Redis
 * answers again, so no instance serves the page from before the edit.
 */
const root = path.resolve(import.meta.dirname, '../..')
const script = path.join(root, 'scripts/redis-throwaway.sh')
const hasRedis = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0
const TIMEOUT_MS = 400
const PAUSE_MS = 4_000

type Entry = { value: { kind: string } | null } | null
type Handler = {
  get(key: string, ctx: { softTags: string[] }): Promise<Entry>
  set(key: string, value: unknown, ctx: { tags: string[]; revalidate: number }): Promise<void>
  revalidateTag(tags: string[]): Promise<void>
}

let url = ''
let dir = ''
let cache: Handler

const fetchEntry = { kind: 'FETCH', data: { headers: {}, body: 'e30=', status: 200, url: '' }, revalidate: 3600 }
const redis = (...args: string[]) => spawnSync('redis-cli', ['-u', url, ...args], { encoding: 'utf8' }).stdout.trim()

// `npm test` installs redis-server where it can; a machine without it fails here rather than
// passing with the page cache untested.
it('has redis-server to test the page cache against', () => {
  expect(hasRedis, 'redis-server is not installed: apt-get install -y redis-server').toBe(true)
})

describe.runIf(hasRedis)('page cache in Redis', () => {
  beforeAll(async () => {
    const started = spawnSync(script, ['start'], { encoding: 'utf8' })
    expect(started.status, started.stderr).toBe(0)
    url = /REDIS_URL='([^']+)'/.exec(started.stdout)![1]!
    dir = /REDIS_THROWAWAY_DIR='([^']+)'/.exec(started.stdout)![1]!
    process.env.REDIS_TIMEOUT_MS = String(TIMEOUT_MS)
    // Plain JavaScript (Next imports it outside its bundles): typed here by what the test uses.
    const { redisCacheHandler } = (await import('../../src/server/redis-cache.mjs')) as unknown as {
      redisCacheHandler: (url: string) => new (ctx: object) => Handler
    }
    const Handler = redisCacheHandler(url)
    cache = new Handler({ serverDistDir: path.join(root, '.next-none', 'server'), dev: false })
    // Connected: a write lands in Redis.
    for (let i = 0; i < 50 && redis('DBSIZE') === '0'; i++) {
      await cache.set('probe', fetchEntry, { tags: ['probe'], revalidate: 3600 })
      await new Promise((r) => setTimeout(r, 100))
    }
  })

  afterAll(() => {
    if (dir) spawnSync(script, ['stop', dir])
  })

  it('keeps entries in Redis under the build prefix and drops them by tag', async () => {
    await cache.set('article', fetchEntry, { tags: ['cms:posts', 'cms:post:hola'], revalidate: 3600 })
    expect(redis('--scan', '--pattern', 'site:*article*')).toContain('article')
    expect((await cache.get('article', { softTags: [] }))?.value?.kind).toBe('FETCH')
    await cache.revalidateTag(['cms:post:hola'])
    expect(await cache.get('article', { softTags: [] })).toBeNull()
  })

  it('a Redis that stops answering is a miss within the timeout, and a refresh lost meanwhile empties the cache', async () => {
    await cache.set('home', fetchEntry, { tags: ['cms:posts'], revalidate: 3600 })
    expect(await cache.get('home', { softTags: [] })).not.toBeNull()
    // Redis holds every client's commands for 4 s: as good as hung, with its data intact. Each call
    // must give up after about the timeout, well before the pause ends (the margin is for a CPU
    // shared with the browser tests; a call that waited for Redis would take the whole 4 s).
    redis('CLIENT', 'PAUSE', String(PAUSE_MS), 'ALL')
    let started = Date.now()
    expect(await cache.get('home', { softTags: [] })).toBeNull()
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_200)
    started = Date.now()
    await cache.revalidateTag(['cms:site-settings'])
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_200)
    // Once Redis answers again the entry written before the lost refresh is gone.
    await new Promise((r) => setTimeout(r, PAUSE_MS + 500))
    expect(await cache.get('home', { softTags: [] })).toBeNull()
  })

  it('works again after the outage', async () => {
    // redis-cli answers only once the pause is over, whatever the test before it left.
    expect(redis('PING')).toBe('PONG')
    await cache.set('contact', fetchEntry, { tags: ['cms:site-settings'], revalidate: 3600 })
    expect((await cache.get('contact', { softTags: [] }))?.value?.kind).toBe('FETCH')
  })
})
