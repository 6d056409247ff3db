import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionSlug,
  type DataFromCollectionSlug,
  type RequiredDataFromCollectionSlug,
  type DefaultDocumentIDType,
  type Payload,
  type PayloadRequest,
} from 'payload'
import type { Locale } from '@/i18n/locales'
import { prose } from './lexical'
import { postBody } from './documents'
import { mediaJobs, type MediaJob } from './media'
import { categories, firm } from './content/firm'
import { attorneys } from './content/people'
import { campaignPage } from './content/campaign'
import { seedPosts } from './content/posts'
import { attorneyTestimonials, giveawayAlts, lives, reviews, travelTestimonials } from './content/voices'
import { enrolKnownSecret } from '../features/staff-auth/second-factor/state'
import { credentialsBox, credentialsPath, saveCredentials, staffAccounts, type StaffAccount } from './staff'

/**
 * The first staff accounts of a database without users and, only when asked (SEED_DEMO=1), the
 * demo firm's content: attorneys, posts, Google reviews, testimonials, lives, site settings. A
 * production database thus starts with no made-up reviews, attorneys or posts; `npm start` on a
 * machine without SITE_URL, the tests, drills and benchmarks ask for the demo (see `wantsDemo`).
 *
 * The demo content is written in both languages. Either everything is
 * there afterwards or nothing is, so a failed run can simply be run again: one transaction where
 * the adapter has them (PostgreSQL), else the run deletes what it created before it fails.
 * On a database that has content already it adds nothing.
 *
 * Localized fields are written the way Payload fills them: create in Spanish (the default
 * locale), then update the same document with locale 'en'.
 */

type ID = DefaultDocumentIDType

export type SeedOptions = {
  /** One line per message; console.log by default. */
  log?: (line: string) => void
  env?: Record<string, string | undefined>
  /** Folder of the committed travel videos (src/seed/assets/videos). */
  videoDir?: string
}

export type SeedResult =
  | { seeded: false; reason: string; staff: StaffAccount[] }
  | { seeded: true; seconds: number; counts: Record<string, number>; staff: StaffAccount[]; credentialsFile: string | null }

// Hooks see this and skip cache revalidation: there is no Next.js cache outside a request.
const context = { disableRevalidate: true } as const
const DAY = 86_400_000
const defaultVideoDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets', 'videos')

/** SEED_DEMO=1 (or true/yes): load the demo firm's content, not only the staff accounts. */
export function wantsDemo(env: Record<string, string | undefined> = process.env): boolean {
  return /^(1|true|yes)$/i.test(env.SEED_DEMO?.trim() ?? '')
}

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

class Seeder {
  readonly counts: Record<string, number> = {}
  private readonly mediaIds = new Map<string, ID>()

  constructor(
    private readonly payload: Payload,
    private readonly req: PayloadRequest,
  ) {}

  /** Everything created so far, to undo by hand where the database has no transactions. */
  private readonly created: Array<{ collection: CollectionSlug; id: ID }> = []

  /**
   * Creates a document with its Spanish values, then fills the English ones: Payload fills
   * field-level localization one locale per write. `english` gets the created document, for the
   * row ids of localized array fields.
   */
  private async createBilingual<S extends CollectionSlug>(
    collection: S,
    spanish: RequiredDataFromCollectionSlug<S>,
    english: (created: DataFromCollectionSlug<S>) => Partial<RequiredDataFromCollectionSlug<S>>,
    options: { draft?: boolean } = {},
  ): Promise<DataFromCollectionSlug<S>> {
    const { payload, req } = this
    const created = (await payload.create({ collection, data: spanish, locale: 'es', req, context, ...options } as Parameters<
      Payload['create']
    >[0])) as DataFromCollectionSlug<S>
    this.track(collection, created.id as ID)
    await payload.update({
      collection,
      id: created.id,
      data: english(created),
      locale: 'en',
      req,
      context,
      ...options,
    } as Parameters<Payload['update']>[0])
    return created
  }

  private track(collection: CollectionSlug, id: ID): void {
    this.created.push({ collection, id })
    this.counts[collection] = (this.counts[collection] ?? 0) + 1
  }

  /**
   * Deletes what this run created, newest first, for writes outside the run's transaction, so a
   * failed run still leaves nothing behind, above all no staff account whose password was never shown.
   */
  async undo(): Promise<number> {
    let undone = 0
    for (const { collection, id } of [...this.created].reverse()) {
      try {
        await this.payload.delete({ collection, id, req: this.req, context })
        undone++
      } catch {
        // keep going: leave as little behind as possible
      }
    }
    return undone
  }

  private media(key: string): ID {
    const id = this.mediaIds.get(key)
    if (id === undefined) throw new Error(`Seed media ${key} was not uploaded`)
    return id
  }

  private async upload(req: PayloadRequest, job: MediaJob): Promise<void> {
    const { payload } = this
    const file = await job.file()
    const created = await payload.create({
      collection: 'media',
      data: { alt: job.alt.es },
      file: { ...file, size: file.data.length },
      locale: 'es',
      req,
      context,
    })
    this.track('media', created.id)
    await payload.update({ collection: 'media', id: created.id, data: { alt: job.alt.en }, locale: 'en', req, context })
    this.mediaIds.set(job.key, idOf(created))
  }

  /**
   * Uploads two files at a time: most of the seed's time is sharp drawing and resizing pictures,
   * and one upload at a time leaves a core idle. Each worker has its own request (Payload keeps
   * the current file on it) sharing the seed's transaction.
   */
  async mediaLibrary(jobs: MediaJob[], concurrency = 2): Promise<void> {
    let next = 0
    // The first failure stops every worker before the transaction is rolled back under them.
    let failure: { error: unknown } | undefined
    const worker = async (): Promise<void> => {
      const req = await createLocalReq({ context: { ...context }, req: { transactionID: this.req.transactionID } }, this.payload)
      for (let job = jobs[next++]; job && !failure; job = jobs[next++]) {
        try {
          await this.upload(req, job)
        } catch (error) {
          failure ??= { error }
        }
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
    if (failure) throw failure.error
  }

  async staff(accounts: StaffAccount[]): Promise<void> {
    for (const account of accounts) {
      const created = await this.payload.create({
        collection: 'users',
        data: { name: account.name, email: account.email, password: account.password, roles: [account.role] },
        req: this.req,
        context,
      })
      this.track('users', created.id)
      // A second factor known in advance (tests): enrolled now, so the first sign-in asks for a code.
      if (account.totpSecret) await enrolKnownSecret(this.payload, created.id, account.totpSecret, this.req)
    }
  }

  async content(): Promise<void> {
    const { payload, req } = this
    const now = Date.now()

    const categoryIds = new Map<string, ID>()
    for (const [index, category] of categories.entries()) {
      const created = await this.createBilingual(
        'categories',
        { name: category.name.es, slug: category.slug.es, sortOrder: index },
        () => ({ name: category.name.en, slug: category.slug.en }),
      )
      categoryIds.set(category.key, idOf(created))
    }

    const attorneyIds = new Map<string, ID>()
    for (const [index, attorney] of attorneys.entries()) {
      const localized = (locale: Locale) => ({
        role: attorney.role[locale],
        summary: attorney.summary[locale],
        biography: prose(attorney.biography[locale]),
        languages: attorney.languages[locale],
        practiceAreas: attorney.practiceAreas[locale],
        associations: attorney.associations[locale],
      })
      const created = await this.createBilingual(
        'attorneys',
        {
          name: attorney.name,
          slug: attorney.slug,
          isFounder: attorney.isFounder,
          sortOrder: index,
          photo: this.media(`attorney-${attorney.slug}`),
          socials: attorney.socials,
          ...localized('es'),
        },
        () => localized('en'),
      )
      attorneyIds.set(attorney.slug, idOf(created))
    }

    for (const post of seedPosts) {
      await this.createBilingual(
        'posts',
        {
          title: post.title.es,
          slug: post.slug.es,
          publishedAt: post.publishedAt,
          category: categoryIds.get(post.category),
          featured: post.featured,
          mainImage: this.media(`blog-${post.slug.es}`),
          mainImageAlt: post.alt.es,
          sections: post.sections.map((section) => ({ title: section.title.es, anchor: section.anchor })),
          body: postBody(post, 'es'),
          _status: 'published' as const,
        },
        (created) => {
          const rows = rowIds(created.sections)
          return {
            title: post.title.en,
            slug: post.slug.en,
            mainImageAlt: post.alt.en,
            sections: post.sections.map((section, i) => ({ id: rows[i], anchor: section.anchor, title: section.title.en })),
            body: postBody(post, 'en'),
            _status: 'published' as const,
          }
        },
        { draft: false },
      )
    }

    const testimonials = [
      ...travelTestimonials.map((travel, i) => ({
        data: {
          title: travel.title,
          kind: 'travel' as const,
          media: this.media(`travel-${i + 1}-video`),
          poster: this.media(`travel-${i + 1}-poster`),
        },
        alt: travel.alt,
        sortOrder: i,
      })),
      ...giveawayAlts.map((alt, i) => ({
        data: {
          title: `Rifa pro bono — ganadores ${i + 1}`,
          kind: 'giveaway' as const,
          media: this.media(`giveaway-${i + 1}-photo`),
        },
        alt,
        sortOrder: i,
      })),
    ]
    for (const testimonial of testimonials) {
      await this.createBilingual(
        'testimonials',
        { ...testimonial.data, alt: testimonial.alt.es, sortOrder: testimonial.sortOrder },
        () => ({ alt: testimonial.alt.en }),
      )
    }

    for (const [i, review] of reviews.entries()) {
      await this.createBilingual(
        'reviews',
        {
          reviewerName: review.name,
          reviewerImage: this.media(`reviewer-${i + 1}-avatar`),
          publishedAt: new Date(now - review.daysAgo * DAY).toISOString(),
          relativeDate: review.relative.es,
          body: review.body.es,
        },
        () => ({ relativeDate: review.relative.en, body: review.body.en }),
      )
    }

    const [founder, consultant] = attorneys
    for (const [i, testimonial] of attorneyTestimonials.entries()) {
      const attorney = testimonial.founder ? founder : consultant
      await this.createBilingual(
        'attorney-testimonials',
        {
          clientName: testimonial.client,
          attorney: attorney ? attorneyIds.get(attorney.slug) : undefined,
          photo: testimonial.photo ? this.media(`client-${i + 1}-photo`) : undefined,
          body: testimonial.body.es,
          sortOrder: i,
        },
        () => ({ body: testimonial.body.en }),
      )
    }

    for (const [i, live] of lives.entries()) {
      await this.createBilingual(
        'lives',
        {
          name: live.name.es,
          url: live.url,
          image: this.media(`live-${i + 1}-es`),
          streamedAt: new Date(now - live.daysAgo * DAY).toISOString(),
        },
        () => ({ name: live.name.en, image: this.media(`live-${i + 1}-en`) }),
      )
    }

    // A campaign landing built from the CMS's blocks, published in both languages.
    await this.createBilingual('pages', { ...campaignPage.es, _status: 'published' as const }, () => ({
      ...campaignPage.en,
      _status: 'published' as const,
    }))

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
        ...seedNotificationCeiling(),
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

/** SEED_NOTIFICATION_CEILING: `off` (load tests, drills), a number, or unset (the setting's default). */
function seedNotificationCeiling(value = process.env.SEED_NOTIFICATION_CEILING): { notificationCeilingPerHour?: number | null } {
  if (!value) return {}
  if (value === 'off') return { notificationCeilingPerHour: null }
  const perHour = Number.parseInt(value, 10)
  return Number.isFinite(perHour) && perHour > 0 ? { notificationCeilingPerHour: perHour } : {}
}

export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? ((line: string) => console.log(line))
  const env = options.env ?? process.env
  const started = performance.now()
  const cpuAtStart = process.cpuUsage()
  const demo = wantsDemo(env)

  const { totalDocs: users } = await payload.count({ collection: 'users' })
  // The demo agent (a made-up address) comes only with the demo firm.
  const staff = users === 0 ? staffAccounts(env).filter((account) => demo || account.role === 'admin') : []
  const reason = demo ? await existingContent(payload) : 'SEED_DEMO is not set: no demo content'
  if (staff.length === 0 && reason) {
    log(
      `Seed skipped: ${demo ? `the database already has content (${reason})` : `${reason}, and staff accounts exist`}; nothing was added.`,
    )
    return { seeded: false, reason, staff }
  }

  const req = await createLocalReq({ context: { ...context } }, payload)
  const ownsTransaction = await initTransaction(req)
  const seeder = new Seeder(payload, req)
  try {
    await seeder.staff(staff)
    if (!reason) {
      await seeder.mediaLibrary(mediaJobs(options.videoDir ?? defaultVideoDir))
      await seeder.content()
    }
    if (ownsTransaction) await commitTransaction(req)
  } catch (error) {
    if (ownsTransaction) {
      await killTransaction(req)
    } else {
      const undone = await seeder.undo()
      log(`Seed failed; removed the ${undone} documents it had created.`)
    }
    throw error
  }

  let credentialsFile: string | null = null
  if (staff.length > 0) {
    const file = credentialsPath(env)
    credentialsFile = saveCredentials(staff, file) ? file : null
    log(credentialsBox(staff, credentialsFile ?? undefined))
  }
  if (reason) {
    log(`Seeded the staff accounts only (${reason}).`)
    return { seeded: false, reason, staff }
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10
  const cpu = process.cpuUsage(cpuAtStart)
  const cpuSeconds = Math.round((cpu.user + cpu.system) / 100_000) / 10
  const summary = Object.entries(seeder.counts)
    .map(([what, n]) => `${n} ${what}`)
    .join(', ')
  log(`Seeded demo content in ${seconds} s (${cpuSeconds} s of CPU): ${summary}, site settings.`)
  return { seeded: true, seconds, counts: seeder.counts, staff, credentialsFile }
}
