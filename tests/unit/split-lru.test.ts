import { describe, expect, it } from 'vitest'
import { findsNothing, createSplitLruHandler } from '../../src/server/split-lru.mjs'

type Entry = Parameters<ReturnType<typeof createSplitLruHandler>['set']>[1]

// The shape Next hands a cache handler for an App Router page (CacheHandlerValue), small.
const page = (status: number, html: string): Entry =>
  ({
    lastModified: Date.now(),
    lifespan: null,
    tags: [`_N_T_/${html}`],
    value: { kind: 'APP_PAGE', status, html, rscData: undefined, postponed: undefined, headers: {}, segmentData: undefined },
  }) as unknown as Entry
// A CMS read kept by `unstable_cache`, as Next hands it over: its result as JSON text.
const read = (body: string): Entry =>
  ({
    lastModified: Date.now(),
    lifespan: null,
    tags: ['cms:pages'],
    value: { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 3600 },
  }) as unknown as Entry
const meta = { implicitTags: [] }

describe('page cache split (src/server/split-lru.mjs)', () => {
  it('tells what found nothing from the rest', () => {
    expect(findsNothing(page(404, 'x'))).toBe(true)
    expect(findsNothing(page(200, 'x'))).toBe(false)
    expect(findsNothing(read('null'))).toBe(true)
    expect(findsNothing(read('[]'))).toBe(false)
    expect(findsNothing(read('{"id":1}'))).toBe(false)
    expect(findsNothing(null)).toBe(false)
  })

  it('keeps every real page while a scanner asks for many made-up addresses', async () => {
    const cache = createSplitLruHandler({ maxItems: 3, maxNothing: 2 })
    for (const path of ['/', '/contacto', '/en']) await cache.set(path, page(200, path))
    for (let i = 0; i < 50; i++) {
      await cache.set(`/made-up-${i}`, page(404, `m${i}`))
      await cache.set(`page-lookup-${i}`, read('null'))
    }
    for (const path of ['/', '/contacto', '/en']) expect((await cache.get(path, meta))?.value).toMatchObject({ status: 200 })
    // The newest 404s are still served from the cache; the oldest went.
    expect(await cache.get('/made-up-49', meta)).toMatchObject({ value: { status: 404 } })
    expect(await cache.get('/made-up-0', meta)).toBeNull()
  })

  it('an address that changes sides is answered by its newest entry only', async () => {
    const cache = createSplitLruHandler({ maxItems: 3, maxNothing: 2 })
    await cache.set('/campana', page(404, 'none'))
    await cache.set('/campana', page(200, 'published'))
    expect(await cache.get('/campana', meta)).toMatchObject({ value: { status: 200 } })
    await cache.set('/campana', page(404, 'unpublished'))
    expect(await cache.get('/campana', meta)).toMatchObject({ value: { status: 404 } })
    await cache.delete?.('/campana')
    expect(await cache.get('/campana', meta)).toBeNull()
  })
})
