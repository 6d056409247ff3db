import { TEXT_NAMESPACES } from '@/features/site-texts/namespaces'
import { matchSitePath } from '@/features/pages/preview-path'
import { liveAt } from '@/features/pages/publications'
import { loopbackOrigin } from '@/features/pages/jobs'
import { snapshotHtml } from '@/features/pages/snapshot.server'
import {
  adminLanguage,
  askedInstant,
  downloadHeaders,
  recordRows,
  requireAdmin,
} from '@/features/publication-record/admin.server'
import { recordHtml, routeTablePage, stylesheetPaths } from '@/features/publication-record/page-snapshot'
import {
  escapeHtml as escape,
  SNAPSHOT_COOKIE,
  snapshotCookieValue,
  snapshotWords,
  staffTime,
} from '@/features/publication-record/snapshot-request'
import { closeSnapshotRender, openSnapshotRender } from '@/features/publication-record/snapshot-render.server'
import type { StaffLanguage } from '@/features/leads/inbox/vocabulary'
import type { Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site-url'
import { AppError } from '@/server/errors'
import { logger } from '@/server/logger'
import { payloadClient } from '@/server/payload'
import { handleRoute } from '@/server/route'
import type { Page, Publication } from '@/payload-types'
import type { Payload } from 'payload'
import { randomBytes } from 'node:crypto'

export const dynamic = 'force-dynamic'

const LOOPBACK_TIMEOUT_MS = 30_000
const DAY_MS = 86_400_000

/** The file's name: the path's words and the day. */
const fileName = (path: string, at: Date) =>
  `snapshot${path === '/' ? '-inicio' : path.replace(/\//g, '-')}-${at.toISOString().slice(0, 10)}.html`

/**
 * Signs this server into draft mode as the admin asking, through the preview route (the same
 * staff check; the admin's own browser gets no cookie), and returns Next's draft-mode cookie.
 */
async function draftModeCookie(request: Request, path: string): Promise<string> {
  const headers: Record<string, string> = {}
  // What Payload's auth reads: with the admin's session cookie it also wants Origin or Sec-Fetch-Site
  // (its CSRF check), so the loopback request is judged exactly as the admin's own was.
  for (const name of ['cookie', 'authorization', 'origin', 'sec-fetch-site']) {
    const value = request.headers.get(name)
    if (value) headers[name] = value
  }
  const response = await fetch(`${loopbackOrigin()}/api/preview?${new URLSearchParams({ path })}`, {
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(LOOPBACK_TIMEOUT_MS),
  })
  await response.arrayBuffer()
  const bypass = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('__prerender_bypass='))
  if (!bypass) throw new AppError('unavailable', { message: `preview answered ${response.status}` })
  return bypass
}

/** The note at the top: when, which page, each text group it shows with the version live then, and what else is of that day (in the admin's language). */
function note(ui: StaffLanguage, path: string, at: Date, groups: { label: string; row: Publication | null }[]): string {
  const w = snapshotWords(ui)
  const items = groups
    .map(
      ({ label, row }) =>
        `<li>${escape(label)}: ${row ? `${escape(w.version)} ${escape(row.version)}, ${escape(staffTime(row.liveFrom, ui))}` : escape(w.filesTexts)}</li>`,
    )
    .join('')
  return `<aside style="font:14px/1.4 sans-serif;background:#fff8e1;color:#222;border-bottom:2px solid #b38600;padding:12px 16px">
<p style="margin:0 0 4px"><strong>${escape(w.asOf)} ${escape(staffTime(at, ui))}</strong> — ${escape(siteUrl() + path)}</p>
<p style="margin:0 0 4px">${escape(w.note)} ${escape(w.others)}</p>
${items ? `<details><summary>${escape(w.texts)}</summary><ul>${items}</ul></details>` : `<p style="margin:0">${escape(w.noTexts)}</p>`}
</aside>`
}

/** A route-table page rendered by this server as it was at `at`, as one file. */
async function routeTableSnapshot(payload: Payload, request: Request, path: string, locale: Locale, at: Date, ui: StaffLanguage) {
  const rows = await recordRows(payload, {
    and: [{ subject: { in: TEXT_NAMESPACES.map((n) => n.slug) } }, { locale: { equals: locale } }],
  })
  // Before the record began, what the texts said is not known: no snapshot rather than a wrong one.
  const begins = rows.reduce<number>((first, r) => Math.min(first, Date.parse(r.liveFrom)), Infinity)
  if (!(at.getTime() >= begins)) throw new AppError('not_found', { message: 'No record for that day.' })

  // The page is rendered by this server; the render notes each text group it reads, so the note
  // lists the groups the page shows (src/features/publication-record/snapshot-render.server.ts).
  const id = randomBytes(12).toString('base64url')
  const origin = loopbackOrigin()
  const cookie = `${await draftModeCookie(request, path)}; ${SNAPSHOT_COOKIE}=${snapshotCookieValue(payload.secret, { at, id })}`
  openSnapshotRender(id)
  let html: string
  let shown: Set<string>
  let status: number
  try {
    const page = await fetch(`${origin}${path}`, {
      headers: { cookie },
      redirect: 'manual',
      signal: AbortSignal.timeout(LOOPBACK_TIMEOUT_MS),
    })
    status = page.status
    html = await page.text()
  } finally {
    shown = closeSnapshotRender(id)
  }
  if (status === 404) throw new AppError('not_found')
  if (status !== 200) {
    logger.warn({ event: 'snapshot.render', status, path }, 'the page did not render for a snapshot')
    throw new AppError('unavailable')
  }
  const groups = TEXT_NAMESPACES.filter(({ slug }) => shown.has(slug)).map(({ slug, label }) => ({
    label: label[ui],
    row: liveAt(
      rows.filter((r) => r.subject === slug),
      at,
    ),
  }))
  const styles = new Map<string, string>()
  for (const href of stylesheetPaths(html)) {
    const css = await fetch(`${origin}${href}`, { signal: AbortSignal.timeout(LOOPBACK_TIMEOUT_MS) })
    if (css.ok) styles.set(href, await css.text())
  }
  return recordHtml(html, styles, siteUrl(), note(ui, path, at, groups))
}

/** A CMS page's snapshot by its path: the record's row for that path live then (it keeps the words). */
async function cmsPageSnapshot(payload: Payload, path: string, locale: Locale, at: Date, ui: StaffLanguage) {
  const rows = await recordRows(payload, {
    and: [{ path: { equals: path } }, { locale: { equals: locale } }, { subject: { like: 'pages:' } }],
  })
  const live = liveAt(rows, at)
  if (!live) return null
  return snapshotHtml({
    page: live.content as Pick<Page, 'title' | 'layout'>,
    path,
    locale,
    publication: live,
    asOf: at,
    origin: siteUrl(),
    ui,
  })
}

/**
 * GET /api/snapshot?path=/visa-humanitaria/visa-vawa&date=YYYY-MM-DD (or `at=<ISO instant>`) —
 * admins only. Any public page as it was at the end of that day (LEADS_TIME_ZONE) or at that
 * instant, as one HTML file to download: a route-table page rendered with each text group at the
 * version live then (src/features/publication-record/page-snapshot.ts), a CMS page from the
 * publication record. 400 for a malformed path or date or a day after today; 404 for a path that
 * is no public page then, or a day before the record began. The note at the top is in the admin's
 * language (Payload's language cookie, or `ui=es|en`).
 */
export function GET(request: Request): Promise<Response> {
  return handleRoute(request, 'snapshot', async () => {
    const payload = await payloadClient()
    await requireAdmin(payload, request)
    const search = new URL(request.url).searchParams
    const path = matchSitePath(search.get('path')?.replace(/(.)\/+$/, '$1') ?? null)
    if (!path) throw new AppError('bad_request')
    const asked = askedInstant(search)
    if (!asked) throw new AppError('bad_request')
    const now = Date.now()
    // A day not over yet shows the page as it is now; a later day or instant is not a record of anything.
    const begins = search.get('date') ? asked.getTime() + 1 - DAY_MS : asked.getTime()
    if (begins > now + 60_000) throw new AppError('bad_request')
    const at = new Date(Math.min(asked.getTime(), now))
    const ui = adminLanguage(request)
    const locale: Locale = path === '/en' || path.startsWith('/en/') ? 'en' : 'es'

    const table = routeTablePage(path)
    const html = table
      ? await routeTableSnapshot(payload, request, path, table.locale, at, ui)
      : await cmsPageSnapshot(payload, path, locale, at, ui)
    if (!html) throw new AppError('not_found')
    return new Response(html, { headers: downloadHeaders(fileName(path, at)) })
  })
}
