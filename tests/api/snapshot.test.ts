import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL } from '../fixtures/base-url'
import { seededStaff, signInOverHttp } from '../fixtures/staff-session'
import { cmsClient } from '../fixtures/cms-rest'
import { visiblePage } from '../fixtures/visible-page'

/**
 * The admin's dated snapshot of any public page (src/app/api/snapshot): what a visitor was served,
 * captured by a job when a page or a text group on it was published or taken down
 * (src/features/publication-record/capture.ts), read back as stored; admins only; 4xx for bad input.
 * The built site runs the capture queue every PUBLISH_INTERVAL_S (2 in scripts/test.mjs).
 */
describe('the dated snapshot of a page', () => {
  const stamp = Date.now().toString(36)
  const intro = { es: 'Por favor lea estas condiciones antes de usar el sitio o de enviarnos sus datos.' }
  let admin = ''
  let agent = ''
  let pageId = 0

  const cms = cmsClient(() => admin)
  const snapshot = (query: string, token = admin) =>
    fetch(`${BASE_URL}/api/snapshot?${query}`, { headers: token ? { Authorization: `JWT ${token}` } : {} })
  const at = (path: string, instant: Date) =>
    snapshot(`path=${encodeURIComponent(path)}&at=${encodeURIComponent(instant.toISOString())}`)
  const pause = (ms = 60) => new Promise((resolve) => setTimeout(resolve, ms))
  const publishTermsIntro = (text: string) =>
    cms('POST', '/globals/texts-legal?locale=es', { terms: { intro: text }, _status: 'published' })

  /** Waits until the snapshot of `path` now is a capture (the served page: it has its scripts) that passes `check`. */
  async function captured(path: string, check: (html: string) => boolean, seconds = 120): Promise<{ html: string; when: Date }> {
    const until = Date.now() + seconds * 1000
    for (;;) {
      const response = await at(path, new Date())
      const html = response.status === 200 ? await response.text() : ''
      if (html.includes('<script') && check(html)) return { html, when: new Date() }
      if (Date.now() > until) throw new Error(`no capture of ${path} (last answer ${response.status})`)
      await pause(500)
    }
  }

  beforeAll(async () => {
    const staff = seededStaff()
    admin = (await signInOverHttp(BASE_URL, staff.admin)).token
    agent = (await signInOverHttp(BASE_URL, staff.agent)).token
  })

  afterAll(async () => {
    await publishTermsIntro(intro.es)
    if (pageId) await cms('DELETE', `/pages/${pageId}`)
  })

  it('gives a route-table page as it was served after each publish of its texts, unpublished (the files) included', async () => {
    const first = `Primera lectura ${stamp}`
    const second = `Segunda lectura ${stamp}`
    expect((await publishTermsIntro(first)).status).toBe(200)
    const one = await captured('/terminos-y-condiciones', (html) => html.includes(first))
    // The capture is the page as a visitor is served it: the same title and main content (each
    // render has its own nonce and streams its head and payload in its own order).
    expect(visiblePage(one.html).main).toContain(first)
    expect(visiblePage(one.html)).toEqual(visiblePage(await (await fetch(`${BASE_URL}/terminos-y-condiciones`)).text()))

    expect((await publishTermsIntro(second)).status).toBe(200)
    const two = await captured('/terminos-y-condiciones', (html) => html.includes(second))
    expect((await cms('POST', '/globals/texts-legal', { _status: 'draft' })).status).toBe(200)
    const three = await captured('/terminos-y-condiciones', (html) => html.includes(intro.es))
    expect(three.html).not.toContain(second)

    // Each earlier instant still gives what was captured then: later publishes change nothing of it.
    const then = await at('/terminos-y-condiciones', one.when)
    expect(then.status).toBe(200)
    expect(then.headers.get('content-disposition')).toMatch(
      /^attachment; filename="snapshot-terminos-y-condiciones-\d{4}-\d{2}-\d{2}\.html"$/,
    )
    expect(await then.text()).toBe(one.html)
    expect(await (await at('/terminos-y-condiciones', two.when)).text()).toBe(two.html)
    // The live page is untouched by the snapshots.
    expect(await (await fetch(`${BASE_URL}/terminos-y-condiciones`)).text()).toContain(intro.es)
  }, 420_000)

  it('gives a CMS page as captured after each publish; an edit does not change an earlier capture; unpublished, nothing', async () => {
    const path = `/instantanea-${stamp}`
    const created = await cms('POST', '/pages?locale=es', {
      title: 'Instantánea',
      path,
      layout: [{ blockType: 'banner', heading: `Campaña ${stamp}` }],
      _status: 'published',
    })
    expect(created.status).toBe(201)
    pageId = Number((created.body?.doc as { id: number }).id)
    const first = await captured(path, (html) => html.includes(`Campaña ${stamp}`))
    expect(visiblePage(first.html)).toEqual(visiblePage(await (await fetch(`${BASE_URL}${path}`)).text()))

    expect(
      (
        await cms('PATCH', `/pages/${pageId}?locale=es`, {
          layout: [{ blockType: 'banner', heading: `Otra campaña ${stamp}` }],
          _status: 'published',
        })
      ).status,
    ).toBe(200)
    await captured(path, (html) => html.includes(`Otra campaña ${stamp}`))
    const earlier = await (await at(path, first.when)).text()
    expect(earlier).toBe(first.html)
    expect(earlier).not.toContain(`Otra campaña ${stamp}`)

    expect((await cms('PATCH', `/pages/${pageId}?locale=es`, { _status: 'draft' })).status).toBe(200)
    const until = Date.now() + 120_000
    let status = 200
    while (status !== 404 && Date.now() < until) {
      await pause(500)
      status = (await at(path, new Date())).status
    }
    expect(status, 'the capture after the unpublish: no page then').toBe(404)
    expect(await (await at(path, first.when)).text()).toBe(first.html)
  }, 300_000)

  it('answers 4xx, never 5xx, to bad paths and dates, and only to admins', async () => {
    const now = encodeURIComponent(new Date().toISOString())
    expect((await snapshot(`path=/no-existe-${stamp}&at=${now}`)).status).toBe(404)
    expect((await snapshot(`path=//evil.example&at=${now}`)).status).toBe(400)
    expect((await snapshot(`path=/contacto&date=2026-02-30`)).status).toBe(400)
    expect((await snapshot(`path=/contacto&at=not-a-date`)).status).toBe(400)
    expect((await snapshot(`path=/contacto`)).status).toBe(400)
    expect((await snapshot(`path=/contacto&date=2999-01-01`)).status).toBe(400)
    // Before any capture of it, what the page showed is not known.
    expect((await snapshot(`path=/contacto&date=2001-01-01`)).status).toBe(404)
    expect((await snapshot(`path=/contacto&at=${now}`, agent)).status).toBe(403)
    expect((await snapshot(`path=/contacto&at=${now}`, '')).status).toBe(401)
  })
})
