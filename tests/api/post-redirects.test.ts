import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, getPage } from '../fixtures/base-url'
import { seededStaff, sharedStaffToken } from '../fixtures/staff-session'
import { cmsClient } from '../fixtures/cms-rest'

/**
 * A published post whose slug changes leaves its old address behind as a permanent redirect
 * (src/collections/Posts/redirects.ts; the article route looks it up when no post has the slug):
 * a link shared on WhatsApp keeps working, in each language on its own.
 */
describe('a changed post slug', () => {
  const stamp = Date.now().toString(36)
  let admin = ''
  let id = 0

  const cms = cmsClient(() => admin)

  beforeAll(async () => {
    admin = await sharedStaffToken(BASE_URL, seededStaff().admin)
  })

  afterAll(async () => {
    if (id) await cms('DELETE', `/posts/${id}`)
    await cms('DELETE', `/redirects?where[from][like]=${stamp}`)
  })

  it('answers the old address with a permanent redirect to the new one, never 404', async () => {
    // A demo post lends its image and body.
    const found = await cms('GET', '/posts?limit=1&depth=0&locale=es')
    const model = (found.body?.docs as Array<{ mainImage: number; body: unknown }>)[0]!
    const created = await cms('POST', '/posts?locale=es', {
      title: `Visa U prueba ${stamp}`,
      slug: `visa-u-${stamp}`,
      mainImage: model.mainImage,
      mainImageAlt: 'Familia',
      body: model.body,
      _status: 'published',
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    id = Number((created.body?.doc as { id: number }).id)
    const english = await cms('PATCH', `/posts/${id}?locale=en`, {
      title: `U visa test ${stamp}`,
      slug: `u-visa-${stamp}`,
      mainImageAlt: 'Family',
      body: model.body,
      _status: 'published',
    })
    expect(english.status, JSON.stringify(english.body)).toBe(200)
    expect((await getPage(`/blog/visa-u-${stamp}`)).status).toBe(200)

    // A draft with a new slug leaves nothing: the published post is unchanged.
    await cms('PATCH', `/posts/${id}?locale=es&draft=true`, { slug: `visa-u-borrador-${stamp}` })
    expect((await getPage(`/blog/visa-u-${stamp}`)).status).toBe(200)

    const renamed = await cms('PATCH', `/posts/${id}?locale=es`, { slug: `visa-u-nueva-${stamp}`, _status: 'published' })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    const trail = await cms('GET', `/redirects?where[from][equals]=/blog/visa-u-${stamp}&depth=0`)
    expect((trail.body?.docs as unknown[]).length, 'a redirect from the old address').toBe(1)
    const old = await getPage(`/blog/visa-u-${stamp}`)
    expect([301, 308]).toContain(old.status)
    expect(old.location).toMatch(new RegExp(`/blog/visa-u-nueva-${stamp}$`))
    expect((await getPage(`/blog/visa-u-nueva-${stamp}`)).status).toBe(200)
    // The English address did not move.
    expect((await getPage(`/en/blog/u-visa-${stamp}`)).status).toBe(200)

    // Renamed again: the first address follows the post to its newest slug, no chain of hops.
    await cms('PATCH', `/posts/${id}?locale=es`, { slug: `visa-u-final-${stamp}`, _status: 'published' })
    for (const from of [`visa-u-${stamp}`, `visa-u-nueva-${stamp}`]) {
      const hop = await getPage(`/blog/${from}`)
      expect([301, 308], from).toContain(hop.status)
      expect(hop.location).toMatch(new RegExp(`/blog/visa-u-final-${stamp}$`))
    }
    // A slug nobody ever had is still a 404.
    expect((await getPage(`/blog/nunca-existio-${stamp}`)).status).toBe(404)
  })
})
