import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq, initTransaction, killTransaction } from 'payload'
import { sleep, startLeadEnv, type LeadEnv } from './helpers/lead-env'
import { liveAt } from '@/features/pages/publications'
import { pageSubject } from '@/features/publication-record/record'
import { CAPTURE_QUEUE, CAPTURE_TASK, routeTablePages } from '@/features/publication-record/capture'
import { TEXT_NAMESPACES } from '@/features/site-texts/namespaces'
import type { Publication } from '@/payload-types'

/**
 * The publication record (src/features/publication-record) on a real PostgreSQL database
 * (a copy of the run's template): every time a CMS page (per language) or a text group goes live or
 * stops being live — publish, unpublish, restore, delete — is dated, so what was public at any
 * instant is known, a gap between an unpublish and the next publish included. Draft saves are not
 * publications.
 */
let env: LeadEnv

beforeAll(async () => {
  env = await startLeadEnv()
})
afterAll(async () => {
  await env?.close()
})

const banner = (heading: string) => [{ blockType: 'banner' as const, heading }]
// Distinct instants between steps, on any clock resolution.
const tick = () => sleep(15)

async function rows(subject: string, locale?: 'es' | 'en'): Promise<Publication[]> {
  const { docs } = await env.payload.find({
    collection: 'publications',
    where: { and: [{ subject: { equals: subject } }, ...(locale ? [{ locale: { equals: locale } }] : [])] },
    sort: 'liveFrom',
    limit: 0,
    pagination: false,
  })
  return docs
}

const headingOf = (row: Publication | null) =>
  (row?.content as { layout?: Array<{ heading?: string }> })?.layout?.[0]?.heading ?? null

/** The capture jobs queued for a subject (the input's pages), oldest first. */
async function captures(subject: string): Promise<Array<{ path: string; locale: string }[]>> {
  const { docs } = await env.payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: CAPTURE_TASK } },
    sort: 'createdAt',
    limit: 0,
    pagination: false,
  })
  const mine = docs.filter((job) => (job.input as { subject?: string }).subject === subject)
  expect(mine.every((job) => job.queue === CAPTURE_QUEUE)).toBe(true)
  return mine.map((job) => (job.input as { pages: { path: string; locale: string }[] }).pages)
}

describe('the publication record', () => {
  it('dates each publish and unpublish of a page, so a page unpublished between two publishes was not public then', async () => {
    const page = await env.payload.create({
      collection: 'pages',
      locale: 'es',
      data: { title: 'Registro', path: 'registro', layout: banner('Primera'), _status: 'published' },
    })
    await tick()
    await env.payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      data: { layout: banner('Segunda'), _status: 'published' },
    })
    await tick()
    // A draft save (as autosave makes): not a publication.
    await env.payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      draft: true,
      data: { layout: banner('Borrador') },
    })
    await tick()
    await env.payload.update({ collection: 'pages', id: page.id, locale: 'es', data: { _status: 'draft' } })
    const unpublished = new Date()
    await tick()
    await env.payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      data: { layout: banner('Tercera'), _status: 'published' },
    })

    const record = await rows(pageSubject(page.id, page.createdAt), 'es')
    expect(record.map(headingOf)).toEqual(['Primera', 'Segunda', 'Tercera'])
    expect(record.map((r) => r.path)).toEqual(['/registro', '/registro', '/registro'])
    // Each row names the version its publish wrote (found by the main row's updatedAt).
    expect(
      record.every((r) => /^\d+$/.test(r.version)),
      JSON.stringify(record.map((r) => r.version)),
    ).toBe(true)
    expect(record[0]!.liveUntil).toBe(record[1]!.liveFrom)
    // The gap: the second publication ended at the unpublish, the third began later.
    expect(record[1]!.liveUntil).not.toBeNull()
    expect(Date.parse(record[1]!.liveUntil!)).toBeLessThan(Date.parse(record[2]!.liveFrom))
    expect(record[2]!.liveUntil ?? null).toBeNull()
    expect(liveAt(record, unpublished)).toBeNull()
    expect(headingOf(liveAt(record, new Date(Date.parse(record[1]!.liveFrom) + 1)))).toBe('Segunda')
    expect(headingOf(liveAt(record, new Date()))).toBe('Tercera')
    // A Spanish-only page is public in no other language.
    expect(await rows(pageSubject(page.id, page.createdAt), 'en')).toEqual([])
  })

  it('keeps each language apart, follows a restore, and keeps a deleted page’s words', async () => {
    const page = await env.payload.create({
      collection: 'pages',
      locale: 'es',
      data: { title: 'Otoño', path: 'otono', layout: banner('Otoño'), _status: 'published' },
    })
    await tick()
    await env.payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Fall', path: 'fall', layout: banner('Fall'), _status: 'published' },
    })
    const english = await rows(pageSubject(page.id, page.createdAt), 'en')
    expect(english.map((r) => [headingOf(r), r.path, r.liveUntil ?? null])).toEqual([['Fall', '/en/fall', null]])
    // Publishing English wrote a new version, so Spanish moved to it too (the same words).
    expect((await rows(pageSubject(page.id, page.createdAt), 'es')).map(headingOf)).toEqual(['Otoño', 'Otoño'])

    await tick()
    const { docs: versions } = await env.payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: page.id }, 'version._status': { equals: 'published' } },
      sort: 'createdAt',
      limit: 1,
    })
    await env.payload.restoreVersion({ collection: 'pages', id: String(versions[0]!.id) })
    // The first version had no English path: English is no longer public; Spanish is, at the restored version.
    const afterRestore = await rows(pageSubject(page.id, page.createdAt))
    const open = afterRestore.filter((r) => !r.liveUntil)
    expect(open.map((r) => [r.locale, headingOf(r)])).toEqual([['es', 'Otoño']])

    await tick()
    await env.payload.delete({ collection: 'pages', id: page.id })
    const afterDelete = await rows(pageSubject(page.id, page.createdAt))
    expect(afterDelete.every((r) => r.liveUntil)).toBe(true)
    expect(afterDelete.map(headingOf)).toContain('Fall')
    // A page created next (which must not inherit the deleted page's record) starts its own record.
    const next = await env.payload.create({
      collection: 'pages',
      locale: 'es',
      data: { title: 'Invierno', path: 'invierno', layout: banner('Invierno'), _status: 'published' },
    })
    expect((await rows(pageSubject(next.id, next.createdAt))).map(headingOf)).toEqual(['Invierno'])
  })

  it('starts with what the migration found live, and dates a text group’s unpublish, republish and restore', async () => {
    // The migration recorded every text group, in both languages, as live.
    for (const { slug } of TEXT_NAMESPACES) {
      const record = await rows(slug)
      expect(record.map((r) => r.locale).sort(), slug).toEqual(['en', 'es'])
      expect(record.every((r) => !r.liveUntil)).toBe(true)
    }
    const slug = 'texts-contact'
    const title = (row: Publication | null) => (row?.content as { metaTitle?: string })?.metaTitle ?? null
    const original = (await env.payload.findGlobal({ slug, locale: 'es', depth: 0 })) as unknown as { metaTitle: string }

    await tick()
    await env.payload.updateGlobal({
      slug,
      locale: 'es',
      data: { metaTitle: 'Contacto nuevo', _status: 'published' } as never,
    })
    await tick()
    await env.payload.updateGlobal({ slug, locale: 'es', draft: true, data: { metaTitle: 'Borrador' } as never })
    await tick()
    await env.payload.updateGlobal({ slug, data: { _status: 'draft' } as never })
    const gap = new Date()
    await tick()
    await env.payload.updateGlobal({ slug, locale: 'es', data: { _status: 'published' } as never })

    const record = await rows(slug, 'es')
    expect(record.length).toBe(3)
    expect(title(record[0]!)).toBe(original.metaTitle)
    expect(title(record[1]!)).toBe('Contacto nuevo')
    expect(liveAt(record, gap)).toBeNull()
    expect(Date.parse(record[1]!.liveUntil!)).toBeLessThan(Date.parse(record[2]!.liveFrom))
    expect((await rows(slug, 'en')).length).toBe(3)

    await tick()
    const { docs } = await env.payload.findGlobalVersions({
      slug: slug as never,
      where: { 'version._status': { equals: 'published' } },
      sort: 'createdAt',
      limit: 1,
    })
    await env.payload.restoreGlobalVersion({ slug: slug as never, id: String(docs[0]!.id) })
    const restored = await rows(slug, 'es')
    expect(restored.length).toBe(4)
    expect(title(liveAt(restored, new Date()))).toBe(original.metaTitle)
  })

  it('queues the capture of the pages a change shows on, in the save itself: none for a draft, none for a failed save', async () => {
    const page = await env.payload.create({
      collection: 'pages',
      locale: 'es',
      data: { title: 'Captura', path: 'captura', layout: banner('Uno'), _status: 'published' },
    })
    const subject = pageSubject(page.id, page.createdAt)
    expect(await captures(subject)).toEqual([[{ path: '/captura', locale: 'es' }]])
    await env.payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      draft: true,
      data: { layout: banner('Borrador') },
    })
    expect(await captures(subject)).toHaveLength(1)
    // Moved: the old address (now a redirect) and the new one.
    await env.payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      data: { path: 'captura-nueva', _status: 'published' },
    })
    expect((await captures(subject))[1]).toEqual([
      { path: '/captura', locale: 'es' },
      { path: '/captura-nueva', locale: 'es' },
    ])

    // A save that fails after the record was written leaves neither the row nor the job.
    const req = await createLocalReq({}, env.payload)
    await initTransaction(req)
    await env.payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      data: { layout: banner('Dos'), _status: 'published' },
      req,
    })
    await killTransaction(req)
    expect(await captures(subject)).toHaveLength(2)

    // A text group: every route-table page of the language whose words changed; the same words
    // again, nothing.
    const group = TEXT_NAMESPACES.find((n) => n.namespace === 'legal')!
    const slug = group.slug as 'texts-legal'
    const before = (await captures(slug)).length
    await env.payload.updateGlobal({ slug, locale: 'es', data: { terms: { intro: 'Lea esto primero.' }, _status: 'published' } })
    await env.payload.updateGlobal({ slug, locale: 'es', data: { _status: 'published' } })
    const queued = (await captures(slug)).slice(before)
    expect(queued).toEqual([routeTablePages('es')])
  })
})
