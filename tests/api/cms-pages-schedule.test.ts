import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, getPage } from '../fixtures/base-url'
import { seededStaff, sharedStaffToken } from '../fixtures/staff-session'
import { cmsClient } from '../fixtures/cms-rest'

/**
 * A scheduled publish and unpublish of a CMS page or a text group show on the public page
 * (src/features/pages/jobs.ts): Payload's cron in the built site runs the schedule queue every
 * PUBLISH_INTERVAL_S (2 in scripts/test.mjs), outside any request, and the reads a schedule can
 * change are read again as often. The jobs are queued through the Local API on the same database,
 * as the admin's schedule drawer does.
 */
const INTERVAL_MS = Number(process.env.PUBLISH_INTERVAL_S ?? 20) * 1000
// The job's time, the queue's tick, the read's age, and a few seconds for the run and the render.
const deadline = (at: number) => at + 2 * INTERVAL_MS + 8_000

async function waitForStatus(path: string, status: number, until: number) {
  let last = await getPage(path)
  while (last.status !== status && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    last = await getPage(path)
  }
  return last
}

describe('scheduled publishing of CMS pages', () => {
  const stamp = Date.now().toString(36)
  const path = `/campana-programada-${stamp}`
  let admin = ''
  let id = 0
  let payload: Payload

  const cms = cmsClient(() => admin)

  beforeAll(async () => {
    admin = await sharedStaffToken(BASE_URL, seededStaff().admin)
    // This process only queues jobs: no job runner, no notification pass of its own.
    Object.assign(process.env, { NOTIFY_WORKER: '0', PUBLISH_WORKER: '0', LOG_LEVEL: 'silent' })
    const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
    payload = await getPayload({ config })
  }, 120_000)

  afterAll(async () => {
    if (id) await cms('DELETE', `/pages/${id}`)
    await payload?.destroy()
  })

  const schedule = (type: 'publish' | 'unpublish', at: number) =>
    payload.jobs.queue({
      task: 'schedulePublish',
      input: { type, doc: { relationTo: 'pages', value: id } },
      waitUntil: new Date(at),
    })

  it('a page scheduled a few seconds ahead goes live then, and comes down when unpublished on schedule', async () => {
    const created = await cms('POST', '/pages?locale=es&draft=true', {
      title: 'Campaña programada',
      path,
      layout: [{ blockType: 'banner', heading: `Campaña programada ${stamp}`, text: 'Desde el lunes.', cta: 'Llámenos' }],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    id = Number((created.body?.doc as { id: number }).id)
    // The site has answered (and cached) a 404 for the path before the page goes live.
    expect((await getPage(path)).status).toBe(404)

    const publishAt = Date.now() + 3_000
    await schedule('publish', publishAt)
    expect((await getPage(path)).status).toBe(404)
    const live = await waitForStatus(path, 200, deadline(publishAt))
    expect(live.status, 'the page went live within the interval of its time').toBe(200)
    expect(live.html).toContain(`Campaña programada ${stamp}`)
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt)

    const unpublishAt = Date.now() + 3_000
    await schedule('unpublish', unpublishAt)
    expect((await getPage(path)).status).toBe(200)
    const gone = await waitForStatus(path, 404, deadline(unpublishAt))
    expect(gone.status, 'the page came down within the interval of its time').toBe(404)
  }, 60_000)

  it("a text group's draft scheduled a few seconds ahead goes live then; unpublished on schedule, the page shows the original texts", async () => {
    // The services group: tests/api/site-texts.test.ts changes the contact one at the same time.
    const original = 'Inmigración en este despacho; accidentes personales y reclutamiento de camioneros'
    const draft = `Inmigración desde el lunes ${stamp}`
    const scheduleTexts = (type: 'publish' | 'unpublish', at: number) =>
      payload.jobs.queue({ task: 'schedulePublish', input: { type, global: 'texts-services' }, waitUntil: new Date(at) })
    const waitForText = async (text: string, until: number) => {
      let html = (await getPage('/servicios')).html
      while (!html.includes(text) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 250))
        html = (await getPage('/servicios')).html
      }
      return html
    }
    try {
      const saved = await cms('POST', '/globals/texts-services?locale=es&draft=true', { banner: { subtitle: draft } })
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
      expect((await getPage('/servicios')).html).toContain(original)

      const publishAt = Date.now() + 3_000
      await scheduleTexts('publish', publishAt)
      expect((await getPage('/servicios')).html).not.toContain(draft)
      expect(await waitForText(draft, deadline(publishAt)), 'the texts went live within the interval of their time').toContain(
        draft,
      )
      expect(Date.now()).toBeGreaterThanOrEqual(publishAt)

      const unpublishAt = Date.now() + 3_000
      await scheduleTexts('unpublish', unpublishAt)
      const back = await waitForText(original, deadline(unpublishAt))
      expect(back, 'the original texts are back within the interval').toContain(original)
      expect(back).not.toContain(draft)
    } finally {
      await cms('POST', '/globals/texts-services?locale=es', {
        banner: { subtitle: `${original} con nuestros despachos hermanos.` },
        _status: 'published',
      })
    }
  }, 60_000)

  it('the jobs endpoint stays closed to anyone without an admin session', async () => {
    const anonymous = await fetch(`${BASE_URL}/cms-api/payload-jobs/run?queue=default`)
    expect(anonymous.status).toBe(401)
  })
})
