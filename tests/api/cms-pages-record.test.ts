import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL } from '../fixtures/base-url'
import { seededStaff, sharedStaffToken } from '../fixtures/staff-session'
import { cmsClient } from '../fixtures/cms-rest'
import { visiblePage } from '../fixtures/visible-page'

/**
 * The dated record of a CMS page (src/app/api/pages/[id]/record): every published version with when
 * it went live and when it was replaced, and an admin's download of the page as it was published at
 * a given moment or on a given day: its capture (src/features/publication-record/capture.ts) once
 * the job has made it, the record's words before. Draft saves are not publications.
 */
describe('the dated record of a CMS page', () => {
  const stamp = Date.now().toString(36)
  let admin = ''
  let agent = ''
  let id = 0

  const cms = cmsClient(() => admin)
  const record = (query = '', token = admin) =>
    fetch(`${BASE_URL}/api/pages/${id}/record${query}`, { headers: token ? { Authorization: `JWT ${token}` } : {} })
  const banner = (heading: string) => [{ blockType: 'banner', heading, text: 'Consulta gratuita.', cta: 'Llámenos' }]
  type Publication = { locale: string; versionId: string; liveFrom: string; liveUntil: string | null }

  beforeAll(async () => {
    const staff = seededStaff()
    admin = await sharedStaffToken(BASE_URL, staff.admin)
    agent = await sharedStaffToken(BASE_URL, staff.agent)
  })

  afterAll(async () => {
    if (id) await cms('DELETE', `/pages/${id}`)
  })

  it('keeps every publication with its dates, and gives the page as it was at a moment or on a day', async () => {
    const created = await cms('POST', '/pages?locale=es', {
      title: 'Registro',
      path: `/registro-${stamp}`,
      layout: banner(`Primera versión ${stamp}`),
      _status: 'published',
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    id = Number((created.body?.doc as { id: number }).id)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(
      (await cms('PATCH', `/pages/${id}?locale=es`, { layout: banner(`Segunda versión ${stamp}`), _status: 'published' })).status,
    ).toBe(200)
    expect((await cms('PATCH', `/pages/${id}?locale=es&draft=true`, { layout: banner(`Borrador ${stamp}`) })).status).toBe(200)

    const listed = await record()
    expect(listed.status).toBe(200)
    const { publications } = (await listed.json()) as { publications: Publication[] }
    expect(publications).toHaveLength(2)
    expect(publications[0]!.liveUntil).toBe(publications[1]!.liveFrom)
    expect(publications[1]!.liveUntil).toBeNull()

    const first = await record(`?at=${encodeURIComponent(publications[0]!.liveFrom)}`)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-disposition')).toMatch(/^attachment; filename="pagina-\d+-es-\d{4}-\d{2}-\d{2}\.html"$/)
    const firstHtml = await first.text()
    expect(firstHtml).toContain(`Primera versión ${stamp}`)
    expect(firstHtml).not.toContain(`Segunda versión ${stamp}`)
    expect(firstHtml).toContain(`/registro-${stamp}`)

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date())
    const day = await (await record(`?date=${today}`)).text()
    expect(day).toContain(`Segunda versión ${stamp}`)
    expect(day).not.toContain(`Borrador ${stamp}`)

    // Before the page was public, there is nothing to give.
    expect(
      (await record(`?at=${encodeURIComponent(new Date(Date.parse(publications[0]!.liveFrom) - 60_000).toISOString())}`)).status,
    ).toBe(404)
    expect((await record('?date=2026-02-30')).status).toBe(400)

    // Unpublished (after a draft save), then published again: the gap between is dated, and a
    // snapshot of an instant in it finds nothing public.
    expect((await cms('PATCH', `/pages/${id}?locale=es`, { _status: 'draft' })).status).toBe(200)
    const after = ((await (await record()).json()) as { publications: Publication[] }).publications
    expect(after).toHaveLength(2)
    expect(after[1]!.liveUntil).not.toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(
      (await cms('PATCH', `/pages/${id}?locale=es`, { layout: banner(`Tercera versión ${stamp}`), _status: 'published' })).status,
    ).toBe(200)
    const again = ((await (await record()).json()) as { publications: Publication[] }).publications
    expect(again.map((p) => p.locale)).toEqual(['es', 'es', 'es'])
    const gap = new Date(Date.parse(again[1]!.liveUntil!) + 1)
    expect(gap.getTime()).toBeLessThan(Date.parse(again[2]!.liveFrom))
    expect((await record(`?at=${encodeURIComponent(gap.toISOString())}`)).status).toBe(404)
    const third = await (await record(`?at=${encodeURIComponent(again[2]!.liveFrom)}&ui=en`)).text()
    expect(third).toContain(`Tercera versión ${stamp}`)
    // An instant no capture came before yet: the record's words.
    expect(third).toContain('As published on')

    // Once captured, the day gives the page as visitors were served it.
    const until = Date.now() + 120_000
    let captured = ''
    while (!captured.includes('<script') && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      captured = await (await record(`?date=${today}`)).text()
    }
    expect(captured).toContain('<script')
    expect(captured).toContain(`Tercera versión ${stamp}`)
    expect(visiblePage(captured)).toEqual(visiblePage(await (await fetch(`${BASE_URL}/registro-${stamp}`)).text()))
  }, 180_000)

  it('is for admins only', async () => {
    expect((await record('', agent)).status).toBe(403)
    expect((await record('', '')).status).toBe(401)
  })
})
