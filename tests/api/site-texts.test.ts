import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, getPage } from '../fixtures/base-url'
import { seededStaff, signInOverHttp } from '../fixtures/staff-session'

/**
 * The pages' texts edited in the admin (src/features/site-texts) through the REST API the admin
 * uses: the home hero's "Más de 15 años de experiencia" changed in Spanish shows on the next
 * request of the Spanish home page, the English home page keeps its own text, and agents read the
 * texts but cannot change them.
 */
describe('site texts', () => {
  const original = { es: 'Más de 15 años de experiencia', en: 'Over 15 years of experience' }
  const changed = `Más de 16 años de experiencia ${Date.now().toString(36)}`
  let admin = ''
  let agent = ''

  async function cms(token: string, path: string, init: { method?: string; body?: unknown } = {}) {
    const response = await fetch(`${BASE_URL}/cms-api${path}`, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null }
  }

  const eyebrow = (text: string) => ({ hero: { experience: { eyebrow: text } } })

  beforeAll(async () => {
    const staff = seededStaff()
    admin = (await signInOverHttp(BASE_URL, staff.admin)).token
    agent = (await signInOverHttp(BASE_URL, staff.agent)).token
  })

  afterAll(async () => {
    if (admin) await cms(admin, '/globals/texts-home?locale=es', { method: 'POST', body: eyebrow(original.es) })
  })

  it("an admin's edit of the home hero shows on the next request, in that language only", async () => {
    expect((await getPage('/')).html).toContain(original.es)
    expect((await getPage('/en')).html).toContain(original.en)

    const saved = await cms(admin, '/globals/texts-home?locale=es', { method: 'POST', body: eyebrow(changed) })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)

    const es = await getPage('/')
    expect(es.status).toBe(200)
    expect(es.html).toContain(changed)
    expect(es.html).not.toContain(original.es)
    // The hero's other texts are untouched.
    expect(es.html).toContain('Abogados de inmigración que luchan por su familia')
    const en = await getPage('/en')
    expect(en.html).toContain(original.en)
    expect(en.html).not.toContain(changed)
  })

  it('agents read the texts but cannot change them; the public cannot read them through the API', async () => {
    const read = await cms(agent, '/globals/texts-home?locale=en')
    expect(read.status).toBe(200)
    expect((read.body?.hero as { experience: { eyebrow: string } }).experience.eyebrow).toBe(original.en)
    const refused = await cms(agent, '/globals/texts-home?locale=es', { method: 'POST', body: eyebrow('No') })
    expect(refused.status).toBe(403)
    expect((await cms('', '/globals/texts-home?locale=es')).status).toBe(403)
    expect((await getPage('/')).html).not.toContain('>No<')
  })
})
