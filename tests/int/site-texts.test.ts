import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TypedUser } from 'payload'
import { startLeadEnv, type LeadEnv } from './helpers/lead-env'
import { messages } from '@/messages'
import { locales } from '@/i18n/locales'
import { overlayTexts } from '@/features/site-texts/overlay'
import { contentOf, type MessageValue } from '@/features/site-texts/fields'
import { TEXT_NAMESPACES } from '@/features/site-texts/namespaces'

/**
 * The pages' texts on a real PostgreSQL database (a copy of the run's template), migrated
 * with the committed migrations, whose seed puts the files' texts in the CMS, published: no text is
 * lost in the move, an edit stays in its language, a draft stays out of the published texts until
 * published, old versions can be restored, and only admins write.
 */
let env: LeadEnv

beforeAll(async () => {
  env = await startLeadEnv()
})
afterAll(async () => {
  await env?.close()
})

const read = <S extends (typeof TEXT_NAMESPACES)[number]['slug']>(slug: S, locale: 'es' | 'en') =>
  env.payload.findGlobal({ slug, locale, fallbackLocale: false, depth: 0 })

const accounts = new Map<string, Promise<TypedUser>>()
/** One account per role for the whole file. */
const staff = (role: 'admin' | 'agent'): Promise<TypedUser> => {
  if (!accounts.has(role)) accounts.set(role, createStaff(role))
  return accounts.get(role)!
}

async function createStaff(role: 'admin' | 'agent'): Promise<TypedUser> {
  const user = await env.payload.create({
    collection: 'users',
    data: {
      email: `${role}-texts@salazarimmigration.example`,
      password: 'correct horse battery staple',
      name: role,
      roles: [role],
    },
    overrideAccess: true,
  })
  return { ...user, collection: 'users' } as TypedUser
}

describe('site texts in the CMS', () => {
  it('holds every text of every content namespace, in both languages, as the files have it', async () => {
    for (const entry of TEXT_NAMESPACES)
      for (const locale of locales) {
        const file = messages[locale][entry.namespace] as MessageValue
        const content = contentOf(messages[locale][entry.namespace], 'omit' in entry ? entry.omit : [])
        const doc = await read(entry.slug, locale)
        // From the CMS alone (no file to fall back on): every content text is there.
        expect(overlayTexts(undefined, doc, content), `${entry.slug} (${locale}) from the CMS alone`).toEqual(content)
        // What the pages get: the namespace exactly as before the move.
        expect(overlayTexts(file, doc), `${entry.slug} (${locale}) as the pages see it`).toEqual(file)
      }
  })

  it('an edit in Spanish changes Spanish only; a blank English text shows the English file', async () => {
    const admin = await staff('admin')
    await env.payload.updateGlobal({
      slug: 'texts-home',
      locale: 'es',
      data: { hero: { experience: { eyebrow: 'Más de 16 años de experiencia' } } },
      user: admin,
      overrideAccess: false,
    })
    await env.payload.updateGlobal({
      slug: 'texts-home',
      locale: 'en',
      data: { hero: { experience: { title: '' } } },
      user: admin,
      overrideAccess: false,
    })
    // The edit changed that one field: its neighbours keep their stored texts.
    expect((await read('texts-home', 'es')).hero?.experience?.title).toBe(messages.es.home.hero.experience.title)
    expect((await read('texts-home', 'en')).hero?.experience?.eyebrow).toBe(messages.en.home.hero.experience.eyebrow)
    const es = overlayTexts(messages.es.home, await read('texts-home', 'es')) as typeof messages.es.home
    const en = overlayTexts(messages.en.home, await read('texts-home', 'en')) as typeof messages.en.home
    expect(es.hero.experience.eyebrow).toBe('Más de 16 años de experiencia')
    expect(es.hero.experience.title).toBe(messages.es.home.hero.experience.title)
    expect(en.hero.experience.eyebrow).toBe(messages.en.home.hero.experience.eyebrow)
    expect(en.hero.experience.title).toBe(messages.en.home.hero.experience.title)
  })

  it('after the migration every group is published, its first published version holding the seeded texts of both languages', async () => {
    for (const entry of TEXT_NAMESPACES) {
      expect((await env.payload.findGlobal({ slug: entry.slug, depth: 0 }))._status, entry.slug).toBe('published')
      for (const locale of locales) {
        const { docs } = await env.payload.findGlobalVersions({
          slug: entry.slug,
          locale,
          fallbackLocale: false,
          where: { 'version._status': { equals: 'published' } },
          sort: 'createdAt',
          depth: 0,
          limit: 1,
        })
        const content = contentOf(messages[locale][entry.namespace], 'omit' in entry ? entry.omit : [])
        expect(overlayTexts(undefined, docs[0]?.version, content), `${entry.slug} (${locale})`).toEqual(content)
      }
    }
  })

  it('a draft stays out of the published texts until published; an old version can be restored, with who saved each', async () => {
    const admin = await staff('admin')
    const slug = 'texts-contact'
    const published = messages.es.contact.bannerTitle
    const draftTitle = `Hable con nosotros hoy ${Date.now()}`
    await env.payload.updateGlobal({
      slug,
      locale: 'es',
      draft: true,
      data: { bannerTitle: draftTitle },
      user: admin,
      overrideAccess: false,
    })
    // What the public site reads (texts.server.ts: the published row) is unchanged; preview reads the draft.
    const live = await read(slug, 'es')
    expect(live.bannerTitle).toBe(published)
    expect(live._status).toBe('published')
    const draft = await env.payload.findGlobal({ slug, locale: 'es', fallbackLocale: false, depth: 0, draft: true })
    expect(draft.bannerTitle).toBe(draftTitle)
    expect(draft.editedBy).toBe('admin <admin-texts@salazarimmigration.example>')

    await env.payload.updateGlobal({
      slug,
      locale: 'es',
      data: { _status: 'published' },
      draft: false,
      user: admin,
      overrideAccess: false,
    })
    expect((await read(slug, 'es')).bannerTitle).toBe(draftTitle)
    // English kept its own text through the Spanish draft and publish.
    expect((await read(slug, 'en')).bannerTitle).toBe(messages.en.contact.bannerTitle)

    const history = await env.payload.findGlobalVersions({
      slug,
      where: { 'version._status': { equals: 'published' } },
      sort: 'createdAt',
      depth: 0,
    })
    expect(history.docs.at(-1)?.version.editedBy).toBe('admin <admin-texts@salazarimmigration.example>')
    const before = history.docs.at(-2)!
    expect(before.version.bannerTitle).toBe(published)
    await env.payload.restoreGlobalVersion({ slug, id: String(before.id), user: admin, overrideAccess: false })
    expect((await read(slug, 'es')).bannerTitle).toBe(published)
    expect((await read(slug, 'en')).bannerTitle).toBe(messages.en.contact.bannerTitle)
  })

  it('agents read the texts and their history but cannot change or restore them', async () => {
    const agent = await staff('agent')
    const versions = await env.payload.findGlobalVersions({ slug: 'texts-contact', user: agent, overrideAccess: false, depth: 0 })
    expect(versions.docs.length).toBeGreaterThan(0)
    await expect(
      env.payload.restoreGlobalVersion({
        slug: 'texts-contact',
        id: String(versions.docs[0]!.id),
        user: agent,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      env.payload.updateGlobal({
        slug: 'texts-contact',
        locale: 'es',
        draft: true,
        data: { bannerTitle: 'x' },
        user: agent,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })

  it('agents read the texts but cannot change them; the public cannot read them through the API', async () => {
    const agent = await staff('agent')
    const doc = await env.payload.findGlobal({ slug: 'texts-legal', locale: 'es', user: agent, overrideAccess: false, depth: 0 })
    expect(doc.terms?.title).toBe(messages.es.legal.terms.title)
    await expect(
      env.payload.updateGlobal({
        slug: 'texts-legal',
        locale: 'es',
        data: { terms: { title: 'Otro' } },
        user: agent,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(env.payload.findGlobal({ slug: 'texts-legal', locale: 'es', overrideAccess: false, depth: 0 })).rejects.toThrow()
    expect((await read('texts-legal', 'es')).terms?.title).toBe(messages.es.legal.terms.title)
  })
})
