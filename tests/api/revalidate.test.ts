import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, getJson, getPage } from '../fixtures/base-url'

/**
 * Staff edits in the CMS reach the cached public site within seconds: the collection hooks drop
 * the content cache, so the next request renders with the new text.
 */
describe('content changes show on the site', () => {
  let token = ''
  let category: { id: number; url_es: string; nombre_es: string }

  beforeAll(async () => {
    const login = await fetch(`${BASE_URL}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: process.env.SEED_ADMIN_EMAIL ?? 'admin@salazarimmigration.example',
        password: process.env.SEED_ADMIN_PASSWORD,
      }),
    })
    expect(login.status).toBe(200)
    token = ((await login.json()) as { token: string }).token
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

  afterAll(async () => {
    if (token && category) await rename(category.nombre_es)
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
})
