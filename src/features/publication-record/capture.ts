import type { PayloadRequest, TaskConfig } from 'payload'
import type { Locale } from '@/i18n/locales'
import { isRouteAvailable, localizedPath, staticPathnames } from '@/i18n/routes'

/**
 * The capture of what was published: when the publication record opens or closes a row (a CMS page
 * or a text group went live or came down in a language, ./record.ts), it queues this job in the
 * save's own transaction, so the job exists exactly when the change does. Payload's cron runs it
 * after the save (src/features/pages/jobs.ts): it asks this server for each public page the change
 * shows on, as a visitor does (a plain GET: no cookie, no draft mode, redirects not followed), and
 * stores the answer unchanged in the `snapshots` collection. A dated snapshot then reads it back
 * (src/app/api/snapshot); nothing re-renders the past.
 *
 * The pages: a CMS page's path in that language (before and after a move); for a text group, every
 * route-table page of that language, since a group's words show on several pages.
 *
 * Imported by payload.config.ts (the Payload CLI loads it outside Next): no 'server-only'.
 */
export const CAPTURE_TASK = 'capture-snapshot'
export const CAPTURE_QUEUE = 'snapshots'

export type CapturePage = { path: string; locale: Locale }
type CaptureInput = { subject: string; pages: CapturePage[]; refreshedByTime: boolean }

/**
 * Where this server answers: SNAPSHOT_ORIGIN, else PORT (3000) on HOST when it names one address,
 * else loopback. The server itself, not the front cache: nginx's micro-cache may still hold the page
 * as it was a few seconds before the publish.
 */
export function ownOrigin(env: Record<string, string | undefined> = process.env): string {
  const host = env.HOST && !['0.0.0.0', '::', '[::]'].includes(env.HOST) ? env.HOST : '127.0.0.1'
  return env.SNAPSHOT_ORIGIN?.replace(/\/$/, '') || `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT || 3000}`
}

/** Every route-table page of a language, by its public path. */
export const routeTablePages = (locale: Locale): CapturePage[] =>
  staticPathnames
    .filter((route) => isRouteAvailable(route, locale))
    .map((route) => ({ path: localizedPath(route, locale), locale }))

/**
 * Queues the capture of these pages in the save's transaction. `refreshedByTime`: the change was
 * made outside a request (a scheduled publish), so the pages' cached reads change only when their
 * time runs out (src/features/pages/jobs.ts): the capture waits for that.
 */
export async function queueCapture(req: PayloadRequest, input: CaptureInput, refreshAfterS: number): Promise<void> {
  if (input.pages.length === 0) return
  await req.payload.jobs.queue({
    task: CAPTURE_TASK,
    queue: CAPTURE_QUEUE,
    input,
    ...(input.refreshedByTime ? { waitUntil: new Date(Date.now() + (refreshAfterS + 1) * 1000) } : {}),
    req,
  })
}

const TIMEOUT_MS = 30_000

async function visit(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) })
  return { status: response.status, html: await response.text() }
}

/** The pages a newer capture, still waiting, will take anyway: one capture each is enough. */
async function takenLater(req: PayloadRequest, after: string | undefined): Promise<Set<string>> {
  if (!after) return new Set()
  const { docs } = await req.payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: CAPTURE_TASK } },
        { createdAt: { greater_than: after } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    limit: 50,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const later = new Set<string>()
  for (const job of docs) for (const page of (job.input as CaptureInput).pages ?? []) later.add(`${page.locale}:${page.path}`)
  return later
}

export const captureSnapshotTask: TaskConfig<typeof CAPTURE_TASK> = {
  slug: CAPTURE_TASK,
  label: 'Capture the pages a publication shows on',
  inputSchema: [
    { name: 'subject', type: 'text', required: true },
    { name: 'pages', type: 'json', required: true },
    { name: 'refreshedByTime', type: 'checkbox' },
  ],
  outputSchema: [{ name: 'captured', type: 'number' }],
  retries: 3,
  handler: async ({ input, job, req }) => {
    const { subject, pages, refreshedByTime } = input as CaptureInput
    const later = await takenLater(req, job.createdAt)
    const origin = ownOrigin()
    let captured = 0
    for (const { path, locale } of pages) {
      if (later.has(`${locale}:${path}`)) continue
      const url = `${origin}${encodeURI(path)}`
      // A read refreshed by time is served stale once while it is read again (stale-while-
      // revalidate): the first visit starts that, the second gets the new page.
      if (refreshedByTime) {
        await visit(url)
        await new Promise((resolve) => setTimeout(resolve, 2_000))
      }
      const { status, html } = await visit(url)
      // A server error is no record of what was published: the job fails and is tried again.
      if (status >= 500) throw new Error(`${path} answered ${status}`)
      // Through the adapter, as the record's rows are: a page is longer than a text field's limit.
      await req.payload.db.create({
        collection: 'snapshots',
        data: { path, locale, status, subject, html, capturedAt: new Date().toISOString() },
        req,
      })
      captured += 1
    }
    return { output: { captured } }
  },
}
