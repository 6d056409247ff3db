import { beforeEach, describe, expect, it, vi } from 'vitest'

const refreshed: string[][] = []
vi.mock('@/server/revalidate', () => ({
  revalidateTags: async (tags: string[]) => {
    refreshed.push([...tags])
  },
}))

const { revalidatePostAfterChange, revalidatePostAfterDelete } = await import('./hooks')

type Status = 'draft' | 'published'

/** A request whose database says the post's main (published) row has this status. */
function request(mainStatus: Status) {
  return {
    context: {},
    payload: {
      db: { findOne: async () => ({ id: 1, _status: mainStatus }) },
      findByID: async () => ({ id: 1, slug: { es: 'visa-u-es', en: 'u-visa-en' } }),
    },
  } as never
}

function change(
  doc: { _status: Status; slug: string },
  previousDoc: { _status: Status; slug: string } | undefined,
  mainStatus: Status,
) {
  return revalidatePostAfterChange({
    doc: { id: 1, ...doc },
    previousDoc: previousDoc && { id: 1, ...previousDoc },
    req: request(mainStatus),
    operation: previousDoc ? 'update' : 'create',
  } as never)
}

describe('post revalidation hooks', () => {
  beforeEach(() => {
    refreshed.length = 0
  })

  it('refreshes nothing for a draft save, autosave or first draft', async () => {
    await change({ _status: 'draft', slug: 'nuevo' }, undefined, 'draft')
    await change({ _status: 'draft', slug: 'visa-u-es' }, { _status: 'draft', slug: 'visa-u-es' }, 'published')
    // A draft saved over the published post: the published row is untouched.
    await change({ _status: 'draft', slug: 'visa-u-es' }, { _status: 'published', slug: 'visa-u-es' }, 'published')
    expect(refreshed).toEqual([])
  })

  it('on publish refreshes the post lists and the article in both languages, old slug included', async () => {
    await change({ _status: 'published', slug: 'visa-u-es' }, { _status: 'draft', slug: 'visa-u-viejo' }, 'published')
    expect(refreshed).toHaveLength(1)
    expect(refreshed[0]!.sort()).toEqual(
      ['cms:posts', 'cms:post:visa-u-es', 'cms:post:visa-u-viejo', 'cms:post:u-visa-en'].sort(),
    )
    // Nothing about other collections: attorneys, reviews, settings stay cached.
    expect(refreshed[0]!.some((tag) => /attorneys|reviews|site-settings|categories/.test(tag))).toBe(false)
  })

  it('on unpublish (the published row is now a draft) refreshes what showed the post', async () => {
    await change({ _status: 'draft', slug: 'visa-u-es' }, { _status: 'published', slug: 'visa-u-es' }, 'draft')
    expect(refreshed).toHaveLength(1)
    expect(refreshed[0]).toContain('cms:post:visa-u-es')
  })

  it('on delete refreshes only when the post was published', async () => {
    await revalidatePostAfterDelete({ doc: { id: 1, _status: 'draft', slug: 'x' }, req: request('draft') } as never)
    expect(refreshed).toEqual([])
    await revalidatePostAfterDelete({ doc: { id: 1, _status: 'published', slug: 'x' }, req: request('published') } as never)
    expect(refreshed).toEqual([['cms:posts', 'cms:post:x']])
  })
})
