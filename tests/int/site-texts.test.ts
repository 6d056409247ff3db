import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TypedUser } from 'payload'
import { startLeadEnv, type LeadEnv } from './helpers/lead-env'
import { messages } from '@/messages'
import { locales } from '@/i18n/locales'
import { overlayTexts } from '@/features/site-texts/overlay'
import { contentOf, type MessageValue } from '@/features/site-texts/fields'
import { TEXT_NAMESPACES } from '@/features/site-texts/namespaces'

/**
 * The pages' texts on a real database (SQLite; PostgreSQL with LEAD_INT_DATABASE_URL), migrated
 * with the committed migrations, whose seed puts the files' texts in the CMS: no text is lost in
 * the move, an edit stays in its language, and only admins write.
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

async function staff(role: 'admin' | 'agent'): Promise<TypedUser> {
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
