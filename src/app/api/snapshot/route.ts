import { matchSitePath } from '@/features/pages/preview-path'
import { liveAt } from '@/features/pages/publications'
import { snapshotHtml } from '@/features/pages/snapshot.server'
import {
  adminLanguage,
  askedInstant,
  capturedAt,
  capturedResponse,
  downloadHeaders,
  recordRows,
  requireAdmin,
} from '@/features/publication-record/admin.server'
import { routeTablePages } from '@/features/publication-record/capture'
import type { Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site-url'
import { AppError } from '@/server/errors'
import { payloadClient } from '@/server/payload'
import { handleRoute } from '@/server/route'
import type { Page } from '@/payload-types'

export const dynamic = 'force-dynamic'

const DAY_MS = 86_400_000

/** The file's name: the path's words and the day. */
const fileName = (path: string, at: Date) =>
  `snapshot${path === '/' ? '-inicio' : path.replace(/\//g, '-')}-${at.toISOString().slice(0, 10)}.html`

/**
 * GET /api/snapshot?path=/visa-humanitaria/visa-vawa&date=YYYY-MM-DD (or `at=<ISO instant>`) —
 * admins only. Any public page as it was at the end of that day (LEADS_TIME_ZONE) or at that
 * instant, as stored, to download: for a route-table page, its latest capture made at or before
 * then (src/features/publication-record/capture.ts), 404 without one; for a CMS page, the
 * publication record's row live then (404 without one) and the capture made for it, or, until the
 * job made it or for a publication older than captures, the row's words as one file. 400 for a
 * malformed path or date or a day after today.
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
    const locale: Locale = path === '/en' || path.startsWith('/en/') ? 'en' : 'es'

    if (routeTablePages(locale).some((page) => page.path === path)) {
      const capture = await capturedAt(payload, path, at)
      if (!capture) throw new AppError('not_found', { message: 'No capture of that page by then.' })
      return capturedResponse(capture, fileName(path, at))
    }
    // A CMS page: public then only if the record says so (written with the save itself), as its
    // capture for that publication once the job made it.
    const rows = await recordRows(payload, {
      and: [{ path: { equals: path } }, { locale: { equals: locale } }, { subject: { like: 'pages:' } }],
    })
    const live = liveAt(rows, at)
    if (!live) throw new AppError('not_found')
    const capture = await capturedAt(payload, path, at)
    if (capture && Date.parse(capture.capturedAt) >= Date.parse(live.liveFrom))
      return capturedResponse(capture, fileName(path, at))
    const html = snapshotHtml({
      page: live.content as Pick<Page, 'title' | 'layout'>,
      path,
      locale,
      publication: live,
      asOf: at,
      origin: siteUrl(),
      ui: adminLanguage(request),
    })
    return new Response(html, { headers: downloadHeaders(fileName(path, at)) })
  })
}
