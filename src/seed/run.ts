/**
 * Demo content for an empty database: `payload run src/seed/run.ts` (npm start runs it after the
 * migrations). Idempotent: staff accounts are created only when there are none, and content only
 * when the site settings have never been filled in. Prints the staff logins it creates, once.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'
import config from '@payload-config'
import type { Locale } from '@/i18n/locales'
import { doc, h2, p, ul, link, type Block } from './lexical'
import { avatarImage, giveawayImage, liveImage, portraitImage, postImage, posterImage } from './images'
import { seedPosts } from './content/posts'
import { categories, firm } from './content/firm'
import { attorneys } from './content/people'
import { attorneyTestimonials, giveawayAlts, lives, reviews } from './content/voices'

const context = { disableRevalidate: true }
const DAY = 86_400_000
const now = Date.now()

function randomPassword(): string {
  return randomBytes(15).toString('base64url').slice(0, 20)
}

async function ensureStaff(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  const accounts = [
    {
      name: 'Administrador',
      email: process.env.SEED_ADMIN_EMAIL || 'admin@salazarimmigration.example',
      password: process.env.SEED_ADMIN_PASSWORD || randomPassword(),
      roles: ['admin' as const],
    },
    {
      name: 'Agente de admisión',
      email: 'agente@salazarimmigration.example',
      password: process.env.SEED_AGENT_PASSWORD || randomPassword(),
      roles: ['agent' as const],
    },
  ]
  for (const account of accounts) await payload.create({ collection: 'users', data: account, context })
  const lines = accounts.map((a) => `  ${a.roles[0] === 'admin' ? 'Staff admin' : 'Staff agent'}:  ${a.email}   password: ${a.password}`)
  const width = Math.max(...lines.map((l) => l.length))
  const box = '═'.repeat(width + 2)
  console.log(`\n╔${box}╗\n${lines.map((l) => `║ ${l.padEnd(width)} ║`).join('\n')}\n╚${box}╝`)
  console.log('  Sign in at /admin. These passwords are shown only now; they are also in data/admin-credentials.txt.\n')
  mkdirSync('data', { recursive: true })
  writeFileSync(path.join('data', 'admin-credentials.txt'), `${lines.join('\n')}\n`, { mode: 0o600 })
}

type Localized = Record<Locale, string>

async function upload(payload: Payload, data: Buffer, name: string, mimetype: string, alt?: Localized): Promise<number> {
  const created = await payload.create({
    collection: 'media',
    data: { alt: alt?.es },
    file: { data, mimetype, name, size: data.length },
    locale: 'es',
    context,
  })
  if (alt) await payload.update({ collection: 'media', id: created.id, data: { alt: alt.en }, locale: 'en', context })
  return created.id as number
}

function postBody(post: (typeof seedPosts)[number], locale: Locale) {
  const blocks: Block[] = [p(post.intro[locale])]
  for (const section of post.sections) {
    blocks.push(h2(section.title[locale]))
    for (const paragraph of section.body[locale]) blocks.push(p(paragraph))
    if (section.list) blocks.push(ul(...section.list[locale]))
  }
  blocks.push(
    p(
      locale === 'es' ? 'Cada caso es único. ' : 'Every case is unique. ',
      link(locale === 'es' ? 'Pida su evaluación gratuita' : 'Ask for your free evaluation', locale === 'es' ? '/contacto' : '/en/contact'),
      locale === 'es' ? ' y le diremos qué opciones tiene.' : ' and we will tell you what options you have.',
    ),
  )
  return doc(...blocks)
}

async function seedContent(payload: Payload): Promise<void> {
  const started = Date.now()
  // Settings first: other content may be read by hooks; and it marks the database as seeded last
  // only once everything else exists (see the final update below).
  const categoryIds = new Map<string, number>()
  for (const [index, category] of categories.entries()) {
    const created = await payload.create({
      collection: 'categories',
      data: { name: category.name.es, sortOrder: index },
      locale: 'es',
      context,
    })
    await payload.update({ collection: 'categories', id: created.id, data: { name: category.name.en, slug: '' }, locale: 'en', context })
    categoryIds.set(category.key, created.id as number)
  }

  const attorneyIds: number[] = []
  for (const [index, attorney] of attorneys.entries()) {
    const photo = await upload(payload, await portraitImage(index, attorney.tone), `${attorney.name.toLowerCase().replace(/\s+/g, '-')}.jpg`, 'image/jpeg', {
      es: `Retrato de ${attorney.name}`,
      en: `Portrait of ${attorney.name}`,
    })
    const localized = (locale: Locale) => ({
      role: attorney.role[locale],
      summary: attorney.summary[locale],
      biography: doc(...attorney.biography[locale].map((paragraph) => p(paragraph))),
      languages: attorney.languages[locale],
      practiceAreas: attorney.practiceAreas[locale],
      associations: attorney.associations[locale],
    })
    const created = await payload.create({
      collection: 'attorneys',
      data: { name: attorney.name, isFounder: attorney.isFounder, sortOrder: index, photo, socials: attorney.socials, ...localized('es') },
      locale: 'es',
      context,
    })
    await payload.update({ collection: 'attorneys', id: created.id, data: localized('en'), locale: 'en', context })
    attorneyIds.push(created.id as number)
  }

  for (const [index, post] of seedPosts.entries()) {
    const mainImage = await upload(payload, await postImage(index), `blog-${index + 1}.jpg`, 'image/jpeg', post.alt)
    const created = await payload.create({
      collection: 'posts',
      data: {
        title: post.title.es,
        publishedAt: post.publishedAt,
        category: categoryIds.get(post.category),
        featured: post.featured,
        mainImage,
        mainImageAlt: post.alt.es,
        sections: post.sections.map((s) => ({ title: s.title.es, anchor: s.anchor })),
        body: postBody(post, 'es'),
        _status: 'published',
      },
      locale: 'es',
      draft: false,
      context,
    })
    await payload.update({
      collection: 'posts',
      id: created.id,
      data: {
        title: post.title.en,
        slug: '',
        mainImageAlt: post.alt.en,
        sections: (created.sections ?? []).map((row, i) => ({ id: row.id, anchor: row.anchor, title: post.sections[i]!.title.en })),
        body: postBody(post, 'en'),
        _status: 'published',
      },
      locale: 'en',
      draft: false,
      context,
    })
  }

  const videoDir = path.join(process.cwd(), 'src', 'seed', 'assets', 'videos')
  for (let i = 0; i < 8; i++) {
    const video = readFileSync(path.join(videoDir, `travel-${i + 1}.mp4`))
    const media = await upload(payload, video, `travel-${i + 1}.mp4`, 'video/mp4', {
      es: `Testimonio en video de un cliente, número ${i + 1}`,
      en: `Client video testimonial number ${i + 1}`,
    })
    const poster = await upload(payload, await posterImage(i), `travel-poster-${i + 1}.jpg`, 'image/jpeg', {
      es: 'Portada del testimonio en video',
      en: 'Cover of the video testimonial',
    })
    await payload.create({
      collection: 'testimonials',
      data: { title: `Travel ${i + 1}`, kind: 'travel', media, poster, sortOrder: i },
      locale: 'es',
      context,
    })
  }
  for (const [i, alt] of giveawayAlts.entries()) {
    const media = await upload(payload, await giveawayImage(i), `giveaway-${i + 1}.jpg`, 'image/jpeg', alt)
    const created = await payload.create({
      collection: 'testimonials',
      data: { title: `Giveaway ${i + 1}`, kind: 'giveaway', media, alt: alt.es, sortOrder: i },
      locale: 'es',
      context,
    })
    await payload.update({ collection: 'testimonials', id: created.id, data: { alt: alt.en }, locale: 'en', context })
  }

  for (const [i, review] of reviews.entries()) {
    const reviewerImage = await upload(payload, await avatarImage(i), `reviewer-${i + 1}.png`, 'image/png', {
      es: `Foto de ${review.name}`,
      en: `Photo of ${review.name}`,
    })
    const created = await payload.create({
      collection: 'reviews',
      data: {
        reviewerName: review.name,
        reviewerImage,
        publishedAt: new Date(now - review.daysAgo * DAY).toISOString(),
        relativeDate: review.relative.es,
        body: review.body.es,
      },
      locale: 'es',
      context,
    })
    await payload.update({ collection: 'reviews', id: created.id, data: { relativeDate: review.relative.en, body: review.body.en }, locale: 'en', context })
  }

  for (const [i, testimonial] of attorneyTestimonials.entries()) {
    const created = await payload.create({
      collection: 'attorney-testimonials',
      data: {
        clientName: testimonial.client,
        attorney: testimonial.founder ? attorneyIds[0] : attorneyIds[1],
        body: testimonial.body.es,
        sortOrder: i,
      },
      locale: 'es',
      context,
    })
    await payload.update({ collection: 'attorney-testimonials', id: created.id, data: { body: testimonial.body.en }, locale: 'en', context })
  }

  for (const [i, live] of lives.entries()) {
    const imageEs = await upload(payload, await liveImage(i), `live-${i + 1}-es.jpg`, 'image/jpeg', { es: live.name.es, en: live.name.en })
    const imageEn = await upload(payload, await liveImage(i + 3), `live-${i + 1}-en.jpg`, 'image/jpeg', { es: live.name.es, en: live.name.en })
    const created = await payload.create({
      collection: 'lives',
      data: {
        name: live.name.es,
        url: `https://www.youtube.com/watch?v=salazar-live-${i + 1}`,
        image: imageEs,
        streamedAt: new Date(now - live.daysAgo * DAY).toISOString(),
      },
      locale: 'es',
      context,
    })
    await payload.update({ collection: 'lives', id: created.id, data: { name: live.name.en, image: imageEn }, locale: 'en', context })
  }

  // Site settings last: a filled-in firm name is what marks the database as seeded.
  const es = await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'es',
    context,
    data: {
      firmName: firm.firmName,
      tagline: firm.tagline.es,
      email: firm.email,
      intakeEmail: firm.intakeEmail,
      whatsapp: firm.whatsapp,
      phones: {
        immigration: { label: firm.phones.immigration.label.es, number: firm.phones.immigration.number },
        customerService: { label: firm.phones.customerService.label.es, number: firm.phones.customerService.number },
        personalInjury: { label: firm.phones.personalInjury.label.es, number: firm.phones.personalInjury.number },
        truckDrivers: { label: firm.phones.truckDrivers.label.es, number: firm.phones.truckDrivers.number },
      },
      offices: firm.offices.map((o) => ({ ...o, name: o.name.es })),
      mapEmbedUrl: firm.mapEmbedUrl,
      socials: { ...firm.socials },
      externalSites: { ...firm.externalSites },
      show: { ...firm.show },
      socialMediaAgents: firm.agents.map((name) => ({ name })),
    },
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    context,
    data: {
      tagline: firm.tagline.en,
      phones: {
        immigration: { label: firm.phones.immigration.label.en, number: firm.phones.immigration.number },
        customerService: { label: firm.phones.customerService.label.en, number: firm.phones.customerService.number },
        personalInjury: { label: firm.phones.personalInjury.label.en, number: firm.phones.personalInjury.number },
        truckDrivers: { label: firm.phones.truckDrivers.label.en, number: firm.phones.truckDrivers.number },
      },
      offices: (es.offices ?? []).map((row, i) => ({ ...row, name: firm.offices[i]!.name.en })),
    },
  })
  console.log(`Seeded demo content in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}

const payload = await getPayload({ config })
try {
  await ensureStaff(payload)
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (settings.firmName) {
    console.log('Database already has content: seed skipped.')
  } else {
    await seedContent(payload)
  }
} finally {
  await payload.destroy?.()
}
process.exit(0)
