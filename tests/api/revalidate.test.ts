import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, getJson, getPage } from '../fixtures/base-url'
import { seededStaff, sharedStaffToken } from '../fixtures/staff-session'

/**
 * Staff edits in the CMS reach the cached public site within seconds: the collection hooks drop
 * the cache tags of what changed, so the next request renders with the new text; a draft save
 * drops nothing, and a change drops only the pages that show the changed collection.
 */
describe('content changes show on the site', () => {
  let token = ''
  let category: { id: number; url_es: string; nombre_es: string }

  beforeAll(async () => {
    token = await sharedStaffToken(BASE_URL, seededStaff().admin)
    category = (await getJson<Array<{ id: number; url_es: string; nombre_es: string }>>('/api/categoria')).body[0]!
  })

  async function rename(name: string) {
    const response = await fetch(`${BASE_URL}/cms-api/categories/${category.id}?locale=es`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ name }),
    })
    expect(response.status).toBe(200)
  }

  async function cms(path: string, init: { method?: string; body?: unknown } = {}) {
    const response = await fetch(`${BASE_URL}/cms-api${path}`, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(200)
    return (await response.json()) as Record<string, unknown>
  }

  let post: { id: number; title: string } | undefined

  afterAll(async () => {
    if (token && category) await rename(category.nombre_es)
    if (token && post)
      await cms(`/posts/${post.id}?locale=es`, { method: 'PATCH', body: { title: post.title, _status: 'published' } })
  })

  it('a renamed category appears in the API and on the cached blog page', async () => {
    // Render (and cache) the page first, so the test proves the cache is dropped.
    expect((await getPage('/blog')).html).toContain(category.nombre_es)
    const renamed = `${category.nombre_es} Actualizada`
    await rename(renamed)
    const names = (await getJson<Array<{ nombre_es: string }>>('/api/categoria')).body.map((c) => c.nombre_es)
    expect(names).toContain(renamed)
    const page = await getPage(`/blog/categoria/${category.url_es}`)
    expect(page.html).toContain(renamed)
  })

  it('a draft save leaves the published article as it was; publishing shows the change', async () => {
    const found = (await cms('/posts?where[_status][equals]=published&limit=1&depth=0&locale=es')) as {
      docs: Array<{ id: number; title: string; slug: string }>
    }
    const doc = found.docs[0]!
    post = { id: doc.id, title: doc.title }
    const path = `/blog/${doc.slug}`
    expect((await getPage(path)).status).toBe(200)

    const draftMarker = `Borrador ${Date.now()}`
    await cms(`/posts/${doc.id}?locale=es&draft=true`, { method: 'PATCH', body: { title: `${doc.title} ${draftMarker}` } })
    expect((await getPage(path)).html).not.toContain(draftMarker)

    const publishedMarker = `Publicado ${Date.now()}`
    await cms(`/posts/${doc.id}?locale=es`, {
      method: 'PATCH',
      body: { title: `${doc.title} ${publishedMarker}`, _status: 'published' },
    })
    expect((await getPage(path)).html).toContain(publishedMarker)
  })
})
