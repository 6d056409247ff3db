import type { PayloadRequest } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import { publicPagePath } from '@/collections/Pages/path'
import { TEXT_NAMESPACES } from '@/features/site-texts/namespaces'
import { scheduleIntervalS } from '@/features/pages/jobs'
import { inRequest } from '@/server/revalidate'
import { queueCapture, routeTablePages, type CapturePage } from './capture'

/**
 * Keeps the publication record (the `publications` collection) in step with what the public site
 * shows. Payload's versions cannot say when a page came down (an unpublish writes a draft version,
 * as a draft save does) and its hooks are not told whether a save published, unpublished or
 * restored. So, after any change that touches the public site, this compares the record's open rows
 * (no `liveUntil`) with what is live now, per language: the main row if published, at its latest
 * published version. A row whose version is no longer live is closed now; a live version without
 * an open row gets one, with its words. Idempotent: running it twice changes nothing. Each change
 * queues the capture of the pages it shows on (./capture.ts), in the same transaction.
 *
 * Writes go through the database adapter in the save's transaction (req): no hooks, no access, and
 * the request's locale and context are left as they were. Imported by payload.config.ts (the
 * Payload CLI loads it outside Next): no 'server-only'.
 */
/** `savedAt`: when the version was saved, which is when it went live for a record started after it (the migration's backfill). */
export type Live = { version: string; savedAt: string; title?: string | null; path?: string | null; content: unknown }
export type RecordRow = {
  id: number | string
  subject: string
  locale: Locale
  version: string
  title?: string | null
  path?: string | null
  liveFrom: string
  liveUntil?: string | null
  content: unknown
}

/**
 * A page's subject: its id and when it was created, so a deleted page's rows can never become
 * another page's, whatever ids a restored or moved database hands out.
 */
export const pageSubject = (id: number | string, createdAt: string) => `pages:${id}@${createdAt}`
/** The start of the subjects of every page that had this id. */
export const pageSubjectsOf = (id: number | string) => `pages:${id}@`

const COLLECTION = 'publications'

/** Runs a Local API read without letting it change the save's request (locale, fallback, context). */
async function keepingRequest<T>(req: PayloadRequest, read: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale, context } = req
  try {
    return await read()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
    req.context = context
  }
}

export async function openRows(subject: string, req: PayloadRequest): Promise<RecordRow[]> {
  const { docs } = await req.payload.db.find<RecordRow>({
    collection: COLLECTION,
    where: { and: [{ subject: { equals: subject } }, { liveUntil: { exists: false } }] },
    limit: 0,
    pagination: false,
    req,
  })
  return docs
}

/** What a save changes without changing what a visitor reads. */
const BOOKKEEPING = new Set(['updatedAt', 'createdAt', 'editedBy'])

/** JSON with every object's keys in order (the database's jsonb keeps its own), less the bookkeeping. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([k, v]) => v !== undefined && !BOOKKEEPING.has(k))
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** Whether a row and what is live now show the same words at the same path. */
const sameShown = (row: RecordRow, wanted: Live) =>
  (row.path ?? null) === (wanted.path ?? null) && canonical(row.content) === canonical(wanted.content)

/**
 * Brings a subject's open rows in line with what is live now (`live`: per language, or nothing).
 * Returns the languages whose rows changed, with the paths of the rows closed and opened.
 */
export async function reconcile(
  subject: string,
  live: (locale: Locale) => Promise<Live | null>,
  req: PayloadRequest,
  { backfill = false }: { backfill?: boolean } = {},
): Promise<CapturePage[]> {
  const now = new Date().toISOString()
  const open = await openRows(subject, req)
  const changed: CapturePage[] = []
  for (const locale of locales) {
    const current = open.filter((row) => row.locale === locale)
    const wanted = await live(locale)
    for (const row of current) {
      if (wanted && row.version === wanted.version) continue
      await req.payload.db.updateOne({ collection: COLLECTION, id: row.id, data: { liveUntil: now }, req })
      // A new version with the same words and path in this language (another language was edited)
      // shows the same page: nothing to capture.
      if (!wanted || !sameShown(row, wanted)) {
        changed.push({ path: row.path ?? '', locale })
      }
    }
    if (wanted && !current.some((row) => row.version === wanted.version)) {
      if (!current.some((row) => sameShown(row, wanted))) changed.push({ path: wanted.path ?? '', locale })
      await req.payload.db.create({
        collection: COLLECTION,
        data: {
          subject,
          locale,
          version: wanted.version,
          title: wanted.title ?? null,
          path: wanted.path ?? null,
          liveFrom: backfill ? wanted.savedAt : now,
          content: wanted.content,
        },
        req,
      })
    }
  }
  return changed
}

/**
 * Queues the capture of the pages a change shows on: a CMS page's own paths, or every route-table
 * page of each language a text group changed in. Not for the record's start (a migration: no
 * server to ask yet).
 */
async function captureChange(subject: string, changed: CapturePage[], req: PayloadRequest, textGroup: boolean): Promise<void> {
  const seen = new Set<string>()
  const pages = (textGroup ? [...new Set(changed.map((c) => c.locale))].flatMap(routeTablePages) : changed).filter((page) => {
    const key = `${page.locale}:${page.path}`
    if (!page.path || seen.has(key)) return false
    seen.add(key)
    return true
  })
  // Outside a request (a scheduled publish) the pages' reads are refreshed by time, not by tag.
  const refreshedByTime = !(await inRequest())
  await queueCapture(req, { subject, pages, refreshedByTime }, scheduleIntervalS())
}

type MainRow = { id?: number | string; _status?: string | null; updatedAt?: string }

/**
 * Which version the main row is: the one its save wrote, whose copy of the row has the same
 * updatedAt (a publish, unpublish or restore sets it; a draft save leaves the main row alone). Not
 * "the latest published version": a draft saved through the REST API without `_status` is stored
 * as a version marked published while the main row stays as it was.
 */
async function versionOfMain(
  main: MainRow,
  req: PayloadRequest,
  parent?: { collection: 'pages'; id: number | string },
  global?: string,
) {
  const where = { 'version.updatedAt': { equals: main.updatedAt } }
  const found = await keepingRequest(req, () =>
    parent
      ? req.payload.findVersions({
          collection: parent.collection,
          where: { and: [{ parent: { equals: parent.id } }, where] },
          sort: '-updatedAt',
          limit: 1,
          depth: 0,
          overrideAccess: true,
          req,
        })
      : req.payload.findGlobalVersions({
          slug: global as never,
          where,
          sort: '-updatedAt',
          limit: 1,
          depth: 0,
          overrideAccess: true,
          req,
        }),
  )
  const id = found.docs[0]?.id
  return id === undefined ? `main@${main.updatedAt}` : String(id)
}

/** A CMS page: live in a language when its main row is published and has a path there; its words are the main row's. */
export async function recordPage(id: number | string, req: PayloadRequest, options: { backfill?: boolean } = {}): Promise<void> {
  const main = await req.payload.db.findOne<MainRow & { id: number | string; createdAt: string }>({
    collection: 'pages',
    where: { id: { equals: id } },
    req,
  })
  if (!main) return
  const published = main._status === 'published'
  const version = published ? await versionOfMain(main, req, { collection: 'pages', id }) : ''
  const subject = pageSubject(id, main.createdAt)
  const changed = await reconcile(
    subject,
    async (locale) => {
      if (!published) return null
      const page = (await keepingRequest(req, () =>
        req.payload.findByID({
          collection: 'pages',
          id,
          locale,
          fallbackLocale: false,
          draft: false,
          depth: 1,
          overrideAccess: true,
          disableErrors: true,
          req,
        }),
      )) as { title?: string | null; path?: string | null; layout?: unknown } | null
      if (!page?.path) return null
      const { title, path, layout } = page
      return {
        version,
        savedAt: String(main.updatedAt),
        title: title ?? null,
        path: publicPagePath(path, locale),
        content: { title, path, layout },
      }
    },
    req,
    options,
  )
  if (!options.backfill) await captureChange(subject, changed, req, false)
}

/** A deleted page is live nowhere: its open rows close (the rows keep its words; its versions go). */
export async function recordPageGone(id: number | string, createdAt: string, req: PayloadRequest): Promise<void> {
  const subject = pageSubject(id, createdAt)
  await captureChange(subject, await reconcile(subject, async () => null, req), req, false)
}

/** A text group: live in both languages while its main row is published (the site shows the files' texts otherwise). */
export async function recordTextGroup(
  slug: string,
  title: string,
  req: PayloadRequest,
  options: { backfill?: boolean } = {},
): Promise<void> {
  const main = (await req.payload.db.findGlobal({ slug, req })) as MainRow | null
  const published = main?._status === 'published'
  const version = published && main ? await versionOfMain(main, req, undefined, slug) : ''
  const changed = await reconcile(
    slug,
    async (locale) => {
      if (!published || !main) return null
      const texts = await keepingRequest(req, () =>
        req.payload.findGlobal({
          slug: slug as never,
          locale,
          fallbackLocale: false,
          draft: false,
          depth: 0,
          overrideAccess: true,
          req,
        }),
      )
      return { version, savedAt: String(main.updatedAt), title, path: null, content: texts }
    },
    req,
    options,
  )
  if (!options.backfill) await captureChange(slug, changed, req, true)
}

/**
 * Run by the hand-written migration after the latest one that changes the pages' or text groups'
 * fields (now *_texts_seed_and_record, both databases, taken over from the one that added the
 * record; a later schema change must move it after itself, as it needs their tables as the config
 * has them): what is
 * live when it runs gets its open row, dated from when that version was saved; a row already open
 * is kept. Earlier publications are not recovered (the versions cannot tell when an unpublished
 * page came down).
 */
export async function startPublicationRecord(req: PayloadRequest): Promise<void> {
  const { docs } = await req.payload.db.find<{ id: number | string }>({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    limit: 0,
    pagination: false,
    req,
  })
  for (const page of docs) await recordPage(page.id, req, { backfill: true })
  for (const { slug, label } of TEXT_NAMESPACES) await recordTextGroup(slug, label.es, req, { backfill: true })
}
