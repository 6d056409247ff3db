import { beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, getPage } from '../fixtures/base-url'
import { seededStaff, sharedStaffToken } from '../fixtures/staff-session'
import { routePairs, spanishOnlyPaths } from '../fixtures/route-pairs'
import { TEXT_NAMESPACES } from '@/features/site-texts/namespaces'

/** What a visitor reads on a page, and what search engines and screen readers get: text, title, meta, alt and labels. */
function wordsOf(html: string): string {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/gi, ' ').replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
  const attributes = [...body.matchAll(/\s(?:content|alt|aria-label|title|placeholder)="([^"]*)"/g)].map((match) => match[1])
  const text = body.replace(/<[^>]+>/g, ' ')
  return [...attributes, text].join(' ').replace(/\s+/g, ' ').trim()
}

type Doc = Record<string, unknown>

/** The same document with every text blank and every list empty: the CMS holding nothing, so the pages show the files. */
function blanked(value: unknown): unknown {
  if (typeof value === 'string') return ''
  if (Array.isArray(value)) return []
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, blanked(inner)]))
  return value
}

const stored = (doc: Doc): Doc =>
  Object.fromEntries(
    Object.entries(doc).filter(([key]) => !['id', 'globalType', 'createdAt', 'updatedAt', '_status', 'editedBy'].includes(key)),
  )

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
    admin = await sharedStaffToken(BASE_URL, staff.admin)
    agent = await sharedStaffToken(BASE_URL, staff.agent)
  })

  it("an admin's edit of the home hero shows on the next request, in that language only", async () => {
    expect((await getPage('/')).html).toContain(original.es)
    expect((await getPage('/en')).html).toContain(original.en)

    const saved = await cms(admin, '/globals/texts-home?locale=es', { method: 'POST', body: eyebrow(changed) })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    try {
      const es = await getPage('/')
      expect(es.status).toBe(200)
      expect(es.html).toContain(changed)
      expect(es.html).not.toContain(original.es)
      // The hero's other texts are untouched.
      expect(es.html).toContain('Abogados de inmigración que luchan por su familia')
      const en = await getPage('/en')
      expect(en.html).toContain(original.en)
      expect(en.html).not.toContain(changed)
    } finally {
      await cms(admin, '/globals/texts-home?locale=es', { method: 'POST', body: eyebrow(original.es) })
    }
    expect((await getPage('/')).html).toContain(original.es)
  })

  it('no text is lost in the move: every page shows the same words from the seeded CMS as from the files alone', async () => {
    const paths = [...routePairs.flat(), ...spanishOnlyPaths]
    const pages = async () =>
      Object.fromEntries(await Promise.all(paths.map(async (path) => [path, wordsOf((await getPage(path)).html)] as const)))
    const fromCms = await pages()
    const saved: { slug: string; locale: string; doc: Doc }[] = []
    for (const { slug } of TEXT_NAMESPACES)
      for (const locale of ['es', 'en']) {
        const read = await cms(admin, `/globals/${slug}?locale=${locale}&fallback-locale=none&depth=0`)
        expect(read.status).toBe(200)
        saved.push({ slug, locale, doc: stored(read.body ?? {}) })
      }
    try {
      for (const { slug, locale, doc } of saved) {
        const emptied = await cms(admin, `/globals/${slug}?locale=${locale}`, { method: 'POST', body: blanked(doc) })
        expect(emptied.status, `${slug} ${locale}: ${JSON.stringify(emptied.body)}`).toBe(200)
      }
      const emptyHome = await cms(admin, '/globals/texts-home?locale=es&fallback-locale=none')
      expect((emptyHome.body?.hero as { experience: { eyebrow: string | null } }).experience.eyebrow ?? '').toBe('')
      const fromFiles = await pages()
      for (const path of paths) {
        expect(fromCms[path]!.length, path).toBeGreaterThan(200)
        expect(fromCms[path], path).toBe(fromFiles[path])
      }
    } finally {
      for (const { slug, locale, doc } of saved)
        await cms(admin, `/globals/${slug}?locale=${locale}`, { method: 'POST', body: doc })
    }
    expect(wordsOf((await getPage('/')).html)).toBe(fromCms['/'])
    // Every page twice and every text group written twice (blanked, then put back): on PostgreSQL
    // on CI's 2 cores this passed 60 s, and a test cut off mid-way left the texts blanked for the next.
  }, 600_000)

  it('a draft shows only in preview; publishing shows it on the pages that show the group', async () => {
    const banner = { es: 'Hablemos de su caso', en: "Let's talk about your case" }
    const draft = `Hablemos hoy de su caso ${Date.now().toString(36)}`
    expect((await getPage('/contacto')).html).toContain(banner.es)
    try {
      const saved = await cms(admin, '/globals/texts-contact?locale=es&draft=true', {
        method: 'POST',
        body: { bannerTitle: draft },
      })
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
      const page = await getPage('/contacto')
      expect(page.html).toContain(banner.es)
      expect(page.html).not.toContain(draft)

      // Preview (the admin's live preview opens the page through /api/preview): the draft, with the listener.
      const signIn = await fetch(`${BASE_URL}/api/preview?path=/contacto`, {
        redirect: 'manual',
        headers: { Authorization: `JWT ${admin}` },
      })
      expect(signIn.status).toBe(307)
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .join('; ')
      // The draft-mode cookie with the staff session (the admin's browser sends both).
      const preview = await (
        await fetch(`${BASE_URL}/contacto`, { headers: { Cookie: cookie, Authorization: `JWT ${admin}` } })
      ).text()
      expect(preview).toContain(draft)
      expect(preview).toContain('data-live-preview')
      expect((await getPage('/contacto')).html).not.toContain(draft)

      const published = await cms(admin, '/globals/texts-contact?locale=es', { method: 'POST', body: { _status: 'published' } })
      expect(published.status, JSON.stringify(published.body)).toBe(200)
      expect((await getPage('/contacto')).html).toContain(draft)
      expect((await getPage('/en/contact')).html).toContain(banner.en)
    } finally {
      await cms(admin, '/globals/texts-contact?locale=es', {
        method: 'POST',
        body: { bannerTitle: banner.es, _status: 'published' },
      })
    }
    expect((await getPage('/contacto')).html).not.toContain(draft)
  })

  it('an old version can be restored; agents can read the history but neither save drafts nor restore', async () => {
    const versions = await cms(admin, '/globals/texts-contact/versions?sort=-createdAt&limit=50&depth=0&locale=es')
    expect(versions.status).toBe(200)
    const docs = (versions.body?.docs ?? []) as Array<{ id: number; version: { bannerTitle?: string; _status?: string } }>
    const older = docs.find((doc) => doc.version._status === 'published' && doc.version.bannerTitle === 'Hablemos de su caso')
    expect(older, 'a published version with the seeded banner').toBeTruthy()

    const agentRead = await cms(agent, '/globals/texts-contact/versions?limit=1&depth=0')
    expect(agentRead.status).toBe(200)
    expect((await cms(agent, `/globals/texts-contact/versions/${older!.id}`, { method: 'POST' })).status).toBe(403)
    expect(
      (await cms(agent, '/globals/texts-contact?locale=es&draft=true', { method: 'POST', body: { bannerTitle: 'No' } })).status,
    ).toBe(403)
    expect((await cms('', '/globals/texts-contact/versions')).status).toBe(403)

    const changed = `Hablemos ${Date.now().toString(36)}`
    try {
      await cms(admin, '/globals/texts-contact?locale=es', {
        method: 'POST',
        body: { bannerTitle: changed, _status: 'published' },
      })
      expect((await getPage('/contacto')).html).toContain(changed)
      const restored = await cms(admin, `/globals/texts-contact/versions/${older!.id}`, { method: 'POST' })
      expect(restored.status, JSON.stringify(restored.body)).toBe(200)
      const page = await getPage('/contacto')
      expect(page.html).not.toContain(changed)
      expect(page.html).toContain('Hablemos de su caso')
    } finally {
      await cms(admin, '/globals/texts-contact?locale=es', {
        method: 'POST',
        body: { bannerTitle: 'Hablemos de su caso', _status: 'published' },
      })
    }
  })

  it("a hero slide's button leads where staff set it, in that language only; a link off the site is refused", async () => {
    const cta = (html: string, key: string) =>
      new RegExp(`<a[^>]*href="([^"]*)"[^>]*data-testid="hero-cta-${key}"`).exec(html)?.[1]
    const link = (value: string | null) => ({ hero: { vawa: { link: value } } })
    expect(cta((await getPage('/')).html, 'vawa')).toBe('/visa-humanitaria/visa-vawa')
    for (const bad of ['https://evil.example/', '//evil.example', '/en/contact', 'contacto'])
      expect((await cms(admin, '/globals/texts-home?locale=es', { method: 'POST', body: link(bad) })).status, bad).toBe(400)
    expect((await cms(admin, '/globals/texts-home?locale=en', { method: 'POST', body: link('/contacto') })).status).toBe(400)
    try {
      const saved = await cms(admin, '/globals/texts-home?locale=es', { method: 'POST', body: link(' /contacto ') })
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
      expect(cta((await getPage('/')).html, 'vawa')).toBe('/contacto')
      expect(cta((await getPage('/')).html, 't')).toBe('/visa-humanitaria/visa-t')
      expect(cta((await getPage('/en')).html, 'vawa')).toBe('/en/humanitarian-visa/vawa-visa')
    } finally {
      await cms(admin, '/globals/texts-home?locale=es', { method: 'POST', body: link(null) })
    }
    expect(cta((await getPage('/')).html, 'vawa')).toBe('/visa-humanitaria/visa-vawa')
  })

  it('agents read the texts but cannot change them; the public cannot read them through the API', async () => {
    const read = await cms(agent, '/globals/texts-home?locale=en')
    expect(read.status).toBe(200)
    expect((read.body?.hero as { experience: { eyebrow: string } }).experience.eyebrow).toBe(original.en)
    const refused = await cms(agent, '/globals/texts-home?locale=es', { method: 'POST', body: eyebrow('Cambio de un agente') })
    expect(refused.status).toBe(403)
    expect((await cms('', '/globals/texts-home?locale=es')).status).toBe(403)
    expect((await getPage('/')).html).not.toContain('Cambio de un agente')
  })
})
