import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type DefaultDocumentIDType,
  type Payload,
  type PayloadRequest,
} from 'payload'
import type { Locale } from '@/i18n/locales'
import { prose } from './lexical'
import { postBody } from './documents'
import {
  IMAGE_EXTENSION,
  IMAGE_MIMETYPE,
  avatarImage,
  giveawayImage,
  liveImage,
  portraitImage,
  postImage,
  posterImage,
} from './images'
import { categories, firm } from './content/firm'
import { attorneys } from './content/people'
import { seedPosts } from './content/posts'
import { attorneyTestimonials, giveawayAlts, lives, reviews, travelTestimonials } from './content/voices'
import { credentialsBox, credentialsPath, saveCredentials, staffAccounts, type StaffAccount } from './staff'

/**
 * Fills an empty database with the demo firm's content, in both languages, in one transaction:
 * either everything is there afterwards or nothing is, so a failed run can simply be run again.
 * On a database that has content already it adds nothing.
 *
 * Localized fields are written the way Payload fills them: create in Spanish (the default
 * locale), then update the same document with locale 'en'.
 */

type L = Record<Locale, string>
type ID = DefaultDocumentIDType

export type SeedOptions = {
  /** One line per message; console.log by default. */
  log?: (line: string) => void
  env?: Record<string, string | undefined>
  /** Folder of the committed travel videos (src/seed/assets/videos). */
  videoDir?: string
}

export type SeedResult =
  | { seeded: false; reason: string }
  | { seeded: true; seconds: number; counts: Record<string, number>; staff: StaffAccount[]; credentialsFile: string | null }

// Hooks see this and skip cache revalidation: there is no Next.js cache outside a request.
const context = { disableRevalidate: true } as const
const DAY = 86_400_000
const defaultVideoDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets', 'videos')

/** Why the database counts as already seeded, or null when it is empty. */
export async function existingContent(payload: Payload): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (typeof settings.firmName === 'string' && settings.firmName.trim()) return 'site settings are filled in'
  for (const collection of ['posts', 'attorneys', 'categories'] as const) {
    const { totalDocs } = await payload.count({ collection })
    if (totalDocs > 0) return `${totalDocs} ${collection} exist`
  }
  return null
}

function idOf(doc: { id: ID }): ID {
  return doc.id
}

/** The row ids of an array field as Payload returned it, so a later update keeps the same rows. */
function rowIds(rows: unknown): Array<string | undefined> {
  if (!Array.isArray(rows)) return []
  return rows.map((row: unknown) =>
    row && typeof row === 'object' && 'id' in row && typeof row.id === 'string' ? row.id : undefined,
  )
}

/**
 * Starts drawing every picture at once, two at a time, so rendering overlaps with the database and
 * Payload's own resizing; each upload then awaits only its own picture.
 */
function renderQueue(jobs: Array<[string, () => Promise<Buffer>]>, concurrency = 2): Map<string, Promise<Buffer>> {
  const results = new Map<string, Promise<Buffer>>()
  let next = 0
  const starters: Array<() => void> = []
  const run = (job: () => Promise<Buffer>): Promise<Buffer> =>
    job().finally(() => {
      const start = starters[next++]
      start?.()
    })
  for (const [key, job] of jobs) {
    const promise = new Promise<Buffer>((resolve, reject) => {
      starters.push(() => run(job).then(resolve, reject))
    })
    // A failed picture is reported where it is awaited; this keeps Node from calling it unhandled first.
    promise.catch(() => undefined)
    results.set(key, promise)
  }
  for (let i = 0; i < Math.min(concurrency, starters.length); i++) starters[next++]?.()
  return results
}

class Seeder {
  readonly counts: Record<string, number> = {}
  constructor(
    private readonly payload: Payload,
    private readonly req: PayloadRequest,
  ) {}

  private count(what: string): void {
    this.counts[what] = (this.counts[what] ?? 0) + 1
  }

  async upload(data: Buffer, name: string, mimetype: string, alt: L): Promise<ID> {
    const { payload, req } = this
    const created = await payload.create({
      collection: 'media',
      data: { alt: alt.es },
      file: { data, mimetype, name, size: data.length },
      locale: 'es',
      req,
      context,
    })
    await payload.update({ collection: 'media', id: created.id, data: { alt: alt.en }, locale: 'en', req, context })
    this.count('media')
    return idOf(created)
  }

  async image(pictures: Map<string, Promise<Buffer>>, key: string, alt: L): Promise<ID> {
    const data = await pictures.get(key)
    if (!data) throw new Error(`No picture was queued for ${key}`)
    return this.upload(data, `${key}.${IMAGE_EXTENSION}`, IMAGE_MIMETYPE, alt)
  }

  async staff(accounts: StaffAccount[]): Promise<void> {
    for (const account of accounts) {
      await this.payload.create({
        collection: 'users',
        data: { name: account.name, email: account.email, password: account.password, roles: [account.role] },
        req: this.req,
        context,
      })
      this.count('users')
    }
  }

  async content(videoDir: string): Promise<void> {
    const { payload, req } = this
    const now = Date.now()

    const pictures = renderQueue([
      ...attorneys.map((a, i): [string, () => Promise<Buffer>] => [`attorney-${a.slug}`, () => portraitImage(i, a.tone)]),
      ...seedPosts.map((p): [string, () => Promise<Buffer>] => [`blog-${p.slug.es}`, () => postImage(p.art)]),
      ...travelTestimonials.map((_, i): [string, () => Promise<Buffer>] => [`travel-poster-${i + 1}`, () => posterImage(i)]),
      ...giveawayAlts.map((_, i): [string, () => Promise<Buffer>] => [`giveaway-${i + 1}`, () => giveawayImage(i)]),
      ...reviews.map((_, i): [string, () => Promise<Buffer>] => [`reviewer-${i + 1}`, () => avatarImage(i)]),
      ...attorneyTestimonials.map((_, i): [string, () => Promise<Buffer>] => [`client-${i + 1}`, () => avatarImage(i + 11)]),
      ...lives.flatMap((_, i): Array<[string, () => Promise<Buffer>]> => [
        [`live-${i + 1}-es`, () => liveImage(i, 'es')],
        [`live-${i + 1}-en`, () => liveImage(i, 'en')],
      ]),
    ])

    const categoryIds = new Map<string, ID>()
    for (const [index, category] of categories.entries()) {
      const created = await payload.create({
        collection: 'categories',
        data: { name: category.name.es, slug: category.slug.es, sortOrder: index },
        locale: 'es',
        req,
        context,
      })
      await payload.update({
        collection: 'categories',
        id: created.id,
        data: { name: category.name.en, slug: category.slug.en },
        locale: 'en',
        req,
        context,
      })
      categoryIds.set(category.key, idOf(created))
      this.count('categories')
    }

    const attorneyIds = new Map<string, ID>()
    for (const [index, attorney] of attorneys.entries()) {
      const photo = await this.image(pictures, `attorney-${attorney.slug}`, {
        es: `Retrato ilustrado de ${attorney.name}`,
        en: `Illustrated portrait of ${attorney.name}`,
      })
      const localized = (locale: Locale) => ({
        role: attorney.role[locale],
        summary: attorney.summary[locale],
        biography: prose(attorney.biography[locale]),
        languages: attorney.languages[locale],
        practiceAreas: attorney.practiceAreas[locale],
        associations: attorney.associations[locale],
      })
      const created = await payload.create({
        collection: 'attorneys',
        data: {
          name: attorney.name,
          slug: attorney.slug,
          isFounder: attorney.isFounder,
          sortOrder: index,
          photo,
          socials: attorney.socials,
          ...localized('es'),
        },
        locale: 'es',
        req,
        context,
      })
      await payload.update({ collection: 'attorneys', id: created.id, data: localized('en'), locale: 'en', req, context })
      attorneyIds.set(attorney.slug, idOf(created))
      this.count('attorneys')
    }

    for (const post of seedPosts) {
      const mainImage = await this.image(pictures, `blog-${post.slug.es}`, post.alt)
      const created = await payload.create({
        collection: 'posts',
        data: {
          title: post.title.es,
          slug: post.slug.es,
          publishedAt: post.publishedAt,
          category: categoryIds.get(post.category),
          featured: post.featured,
          mainImage,
          mainImageAlt: post.alt.es,
          sections: post.sections.map((section) => ({ title: section.title.es, anchor: section.anchor })),
          body: postBody(post, 'es'),
          _status: 'published',
        },
        locale: 'es',
        draft: false,
        req,
        context,
      })
      const rows = rowIds(created.sections)
      await payload.update({
        collection: 'posts',
        id: created.id,
        data: {
          title: post.title.en,
          slug: post.slug.en,
          mainImageAlt: post.alt.en,
          sections: post.sections.map((section, i) => ({ id: rows[i], anchor: section.anchor, title: section.title.en })),
          body: postBody(post, 'en'),
          _status: 'published',
        },
        locale: 'en',
        draft: false,
        req,
        context,
      })
      this.count('posts')
    }

    for (const [i, travel] of travelTestimonials.entries()) {
      const video = readFileSync(path.join(videoDir, `travel-${i + 1}.mp4`))
      const media = await this.upload(video, `travel-${i + 1}.mp4`, 'video/mp4', travel.alt)
      const poster = await this.image(pictures, `travel-poster-${i + 1}`, {
        es: `Portada ilustrada del video: ${travel.alt.es.replace(/^Video de /, '')}`,
        en: `Illustrated cover of the video: ${travel.alt.en.replace(/^Video of /, '')}`,
      })
      const created = await payload.create({
        collection: 'testimonials',
        data: { title: travel.title, kind: 'travel', media, poster, alt: travel.alt.es, sortOrder: i },
        locale: 'es',
        req,
        context,
      })
      await payload.update({ collection: 'testimonials', id: created.id, data: { alt: travel.alt.en }, locale: 'en', req, context })
      this.count('testimonials')
    }

    for (const [i, alt] of giveawayAlts.entries()) {
      const media = await this.image(pictures, `giveaway-${i + 1}`, alt)
      const created = await payload.create({
        collection: 'testimonials',
        data: { title: `Rifa pro bono — ganadores ${i + 1}`, kind: 'giveaway', media, alt: alt.es, sortOrder: i },
        locale: 'es',
        req,
        context,
      })
      await payload.update({ collection: 'testimonials', id: created.id, data: { alt: alt.en }, locale: 'en', req, context })
      this.count('testimonials')
    }

    for (const [i, review] of reviews.entries()) {
      const reviewerImage = await this.image(pictures, `reviewer-${i + 1}`, {
        es: `Foto de perfil de ${review.name}`,
        en: `Profile picture of ${review.name}`,
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
        req,
        context,
      })
      await payload.update({
        collection: 'reviews',
        id: created.id,
        data: { relativeDate: review.relative.en, body: review.body.en },
        locale: 'en',
        req,
        context,
      })
      this.count('reviews')
    }

    const [founder, consultant] = attorneys
    for (const [i, testimonial] of attorneyTestimonials.entries()) {
      const photo = testimonial.photo
        ? await this.image(pictures, `client-${i + 1}`, {
            es: `Foto de ${testimonial.client}`,
            en: `Photo of ${testimonial.client}`,
          })
        : undefined
      const attorney = testimonial.founder ? founder : consultant
      const created = await payload.create({
        collection: 'attorney-testimonials',
        data: {
          clientName: testimonial.client,
          attorney: attorney ? attorneyIds.get(attorney.slug) : undefined,
          photo,
          body: testimonial.body.es,
          sortOrder: i,
        },
        locale: 'es',
        req,
        context,
      })
      await payload.update({
        collection: 'attorney-testimonials',
        id: created.id,
        data: { body: testimonial.body.en },
        locale: 'en',
        req,
        context,
      })
      this.count('attorney-testimonials')
    }

    for (const [i, live] of lives.entries()) {
      const alt: L = {
        es: `Portada ilustrada de la transmisión en vivo: ${live.name.es}`,
        en: `Illustrated cover of the live stream: ${live.name.en}`,
      }
      const imageEs = await this.image(pictures, `live-${i + 1}-es`, alt)
      const imageEn = await this.image(pictures, `live-${i + 1}-en`, alt)
      const created = await payload.create({
        collection: 'lives',
        data: { name: live.name.es, url: live.url, image: imageEs, streamedAt: new Date(now - live.daysAgo * DAY).toISOString() },
        locale: 'es',
        req,
        context,
      })
      await payload.update({ collection: 'lives', id: created.id, data: { name: live.name.en, image: imageEn }, locale: 'en', req, context })
      this.count('lives')
    }

    // Site settings last: a filled-in firm name is what marks the database as seeded.
    const phones = (locale: Locale) =>
      Object.fromEntries(
        Object.entries(firm.phones).map(([key, phone]) => [key, { label: phone.label[locale], number: phone.number }]),
      )
    const es = await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'es',
      req,
      context,
      data: {
        firmName: firm.firmName,
        tagline: firm.tagline.es,
        email: firm.email,
        phones: phones('es'),
        whatsapp: firm.whatsapp,
        offices: firm.offices.map((office) => ({ ...office, name: office.name.es })),
        mapEmbedUrl: firm.mapEmbedUrl,
        socials: { ...firm.socials },
        externalSites: { ...firm.externalSites },
        show: { ...firm.show },
        socialMediaAgents: firm.agents.map((name) => ({ name })),
        intakeEmail: firm.intakeEmail,
      },
    })
    const officeRows = rowIds(es.offices)
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'en',
      req,
      context,
      data: {
        tagline: firm.tagline.en,
        phones: phones('en'),
        offices: firm.offices.map((office, i) => ({ ...office, id: officeRows[i], name: office.name.en })),
      },
    })
  }
}

export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? ((line: string) => console.log(line))
  const env = options.env ?? process.env
  const started = performance.now()

  const reason = await existingContent(payload)
  if (reason) {
    log(`Seed skipped: the database already has content (${reason}); nothing was added.`)
    return { seeded: false, reason }
  }

  const { totalDocs: users } = await payload.count({ collection: 'users' })
  const staff = users === 0 ? staffAccounts(env) : []

  const req = await createLocalReq({ context: { ...context } }, payload)
  const ownsTransaction = await initTransaction(req)
  const seeder = new Seeder(payload, req)
  try {
    await seeder.staff(staff)
    await seeder.content(options.videoDir ?? defaultVideoDir)
    if (ownsTransaction) await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }

  let credentialsFile: string | null = null
  if (staff.length > 0) {
    const file = credentialsPath(env)
    credentialsFile = saveCredentials(staff, file) ? file : null
    log(credentialsBox(staff, credentialsFile ?? undefined))
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10
  const summary = Object.entries(seeder.counts)
    .map(([what, n]) => `${n} ${what}`)
    .join(', ')
  log(`Seeded demo content in ${seconds} s: ${summary}, site settings.`)
  return { seeded: true, seconds, counts: seeder.counts, staff, credentialsFile }
}
