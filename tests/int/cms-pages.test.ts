import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sleep, startLeadEnv, type LeadEnv } from './helpers/lead-env'
import { runScheduledPublishing, SCHEDULE_QUEUE } from '@/features/pages/jobs'
import type { FormBlock } from '@/payload-types'

/**
 * CMS pages through the Local API on a real PostgreSQL database (a copy of the run's
 * template): a scheduled publish and unpublish run on time by the schedule queue's
 * worker pass, and a published path that changes leaves a redirect, in the language it changed in,
 * without touching the other language's content.
 */
let env: LeadEnv

beforeAll(async () => {
  env = await startLeadEnv()
})
afterAll(async () => {
  await env?.close()
})

const banner = (heading: string) => [{ blockType: 'banner' as const, heading }]

async function status(id: number): Promise<string | null | undefined> {
  const doc = await env.payload.findByID({ collection: 'pages', id, draft: false, depth: 0 })
  return doc._status
}

describe('CMS pages', () => {
  it('publishes and unpublishes at the scheduled time', async () => {
    const page = await env.payload.create({
      collection: 'pages',
      locale: 'es',
      draft: true,
      data: { title: 'Programada', path: 'programada', layout: banner('Programada'), _status: 'draft' },
    })
    const schedule = async (type: 'publish' | 'unpublish', inMs: number) =>
      env.payload.jobs.queue({
        task: 'schedulePublish',
        input: { type, doc: { relationTo: 'pages', value: page.id } },
        waitUntil: new Date(Date.now() + inMs),
      })
    const job = await schedule('publish', 1500)
    expect(job.queue ?? 'default').toBe(SCHEDULE_QUEUE)

    await runScheduledPublishing(env.payload)
    expect(await status(page.id)).toBe('draft')
    await sleep(1600)
    await runScheduledPublishing(env.payload)
    expect(await status(page.id)).toBe('published')

    await schedule('unpublish', 800)
    await sleep(900)
    await runScheduledPublishing(env.payload)
    expect(await status(page.id)).toBe('draft')
  })

  it('a published path that changes leaves a redirect in its language, and the other language is untouched', async () => {
    const page = await env.payload.create({
      collection: 'pages',
      locale: 'es',
      data: { title: 'Verano', path: '/verano', layout: banner('Verano'), _status: 'published' },
    })
    await env.payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Summer', path: '/en/summer', layout: banner('Summer'), _status: 'published' },
    })
    await env.payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { path: 'summer-2027', _status: 'published' },
    })

    const all = (await env.payload.findByID({ collection: 'pages', id: page.id, locale: 'all', depth: 0 })) as unknown as {
      path: Record<string, string>
      title: Record<string, string>
    }
    expect(all.path).toEqual({ es: 'verano', en: 'summer-2027' })
    expect(all.title).toEqual({ es: 'Verano', en: 'Summer' })

    const { docs } = await env.payload.find({ collection: 'redirects', depth: 0 })
    expect(docs.map((d) => [d.from, d.to?.type, d.to?.reference?.value])).toEqual([['/en/summer', 'reference', page.id]])

    // Back at the old path: the redirect from it goes, so the page answers there again.
    await env.payload.update({ collection: 'pages', id: page.id, locale: 'en', data: { path: 'summer', _status: 'published' } })
    const after = await env.payload.find({ collection: 'redirects', depth: 0 })
    expect(after.docs.map((d) => d.from)).toEqual(['/en/summer-2027'])
  })

  it("an English page's form block refuses a Spanish-only form; each language picks its own", async () => {
    const form = (name: FormBlock['form']) => [{ blockType: 'form' as const, form: name, section: 'Campaña' }]
    const page = await env.payload.create({
      collection: 'pages',
      locale: 'es',
      data: { title: 'Video', path: 'video-campana', layout: form('video-landing'), _status: 'published' },
    })
    const english = (name: FormBlock['form']) =>
      env.payload.update({
        collection: 'pages',
        id: page.id,
        locale: 'en',
        data: { title: 'Video', path: 'video-campaign', layout: form(name), _status: 'published' },
      })
    for (const spanishOnly of ['video-landing', 'short-video-landing', 'referral'] as const) {
      await expect(english(spanishOnly), spanishOnly).rejects.toThrow(/Form/)
    }
    await english('general')
    const all = (await env.payload.findByID({ collection: 'pages', id: page.id, locale: 'all', depth: 0 })) as unknown as {
      layout: Record<string, Array<{ form: string }>>
    }
    expect(all.layout.es?.map((b) => b.form)).toEqual(['video-landing'])
    expect(all.layout.en?.map((b) => b.form)).toEqual(['general'])
    // Both languages in one write (`?locale=all`): the same rule, per language, named for the block.
    await expect(
      env.payload.update({
        collection: 'pages',
        id: page.id,
        // Payload's types know no 'all' for a write; its REST API and Local API take it.
        locale: 'all' as never,
        data: { layout: { es: form('video-landing'), en: form('video-landing') } } as never,
      }),
    ).rejects.toThrow(/layout\.0\.form/)
  })
})
