import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const revalidateTag = vi.fn()
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }))
const error = vi.fn()
vi.mock('@/server/logger', () => ({ logger: { error: (...args: unknown[]) => error(...args) } }))
// headers() throws outside a request scope, as in a job Payload's cron runs.
let inRequestScope = true
vi.mock('next/headers', () => ({
  headers: async () => {
    if (!inRequestScope) throw new Error('`headers` was called outside a request scope')
    return new Headers()
  },
}))

const { revalidateCollectionHooks, revalidateTags } = await import('./revalidate')

describe('revalidateTags', () => {
  // Next's server sets it; the seed, the CLI and the Local API in tests run without it.
  beforeEach(() => vi.stubEnv('NEXT_RUNTIME', 'nodejs'))
  afterEach(() => vi.unstubAllEnvs())

  it('expires each tag once, so the next request renders the change', async () => {
    revalidateTag.mockReset()
    await revalidateTags(['cms:posts', 'cms:posts', 'cms:post:a'])
    expect(revalidateTag.mock.calls).toEqual([
      ['cms:posts', { expire: 0 }],
      ['cms:post:a', { expire: 0 }],
    ])
  })

  it('skips quietly outside a request (a scheduled publish run by the job cron)', async () => {
    revalidateTag.mockReset()
    inRequestScope = false
    await revalidateTags(['cms:posts'])
    inRequestScope = true
    expect(revalidateTag).not.toHaveBeenCalled()
    await revalidateTags(['cms:posts'])
    expect(revalidateTag).toHaveBeenCalledTimes(1)
  })

  it('skips quietly outside Next (seed, CLI), logs any failure inside it', async () => {
    error.mockReset()
    revalidateTag.mockReset()
    vi.stubEnv('NEXT_RUNTIME', '')
    await revalidateTags(['cms:posts'])
    expect(revalidateTag).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    revalidateTag.mockImplementation(() => {
      throw new Error('Invariant: static generation store missing in revalidateTag cms:posts')
    })
    await revalidateTags(['cms:posts'])
    expect(error).toHaveBeenCalledTimes(1)
    revalidateTag.mockReset()
  })

  it("a collection's hooks refresh only that collection's reads, and not when the context says so", async () => {
    revalidateTag.mockReset()
    const hooks = revalidateCollectionHooks('reviews')
    await hooks.afterChange[0]!({ doc: {}, req: { context: {} } })
    await hooks.afterDelete[0]!({ doc: {}, req: { context: {} } })
    await hooks.afterChange[0]!({ doc: {}, req: { context: { disableRevalidate: true } } })
    expect(revalidateTag.mock.calls).toEqual([
      ['cms:reviews', { expire: 0 }],
      ['cms:reviews', { expire: 0 }],
    ])
  })
})
