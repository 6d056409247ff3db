import { isLocale } from '@/i18n/locales'
import {
  adminLanguage,
  askedInstant,
  capturedAt,
  capturedResponse,
  downloadHeaders,
  recordRows,
  requireAdmin,
} from '@/features/publication-record/admin.server'
import { pageSubject, pageSubjectsOf } from '@/features/publication-record/record'
import { liveAt } from '@/features/pages/publications'
import { snapshotHtml } from '@/features/pages/snapshot.server'
import { siteUrl } from '@/lib/site-url'
import { AppError } from '@/server/errors'
import { payloadClient } from '@/server/payload'
import { handleRoute, json } from '@/server/route'
import type { Page } from '@/payload-types'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ id: string }> }

/**
 * GET /api/pages/{id}/record — admins only. The page's dated record (src/features/publication-
 * record): each time it went live in a language, with when it was replaced or taken down (JSON).
 * With `?date=YYYY-MM-DD` (a day in LEADS_TIME_ZONE, as the page stood at its end) or `?at=<ISO
 * instant>`, and `lang=es|en`: a download of the page as it was published then: its capture made
 * for that publication (src/features/publication-record/capture.ts), as stored, or, for one
 * published before captures began, its words from the record as one HTML file; 404 if it was not public then (before its first publish, or between an unpublish and the next
 * publish). The record keeps the words, so a deleted page's history still answers.
 */
export function GET(request: Request, { params }: Params): Promise<Response> {
  return handleRoute(request, 'page-record', async () => {
    const payload = await payloadClient()
    await requireAdmin(payload, request)
    const id = Number((await params).id)
    if (!Number.isInteger(id) || id <= 0) throw new AppError('not_found')
    const search = new URL(request.url).searchParams
    const lang = search.get('lang') ?? 'es'
    if (!isLocale(lang)) throw new AppError('bad_request')
    const when = askedInstant(search)

    // The page with this id now, or, once deleted, every page that had it.
    const page = await payload.findByID({ collection: 'pages', id, depth: 0, overrideAccess: true, disableErrors: true })
    const rows = await recordRows(
      payload,
      page ? { subject: { equals: pageSubject(id, page.createdAt) } } : { subject: { like: pageSubjectsOf(id) } },
    )
    if (!page && rows.length === 0) throw new AppError('not_found')
    if (!when) {
      return json({
        page: id,
        publications: rows.map((r) => ({
          locale: r.locale,
          versionId: r.version,
          title: r.title,
          path: r.path,
          liveFrom: r.liveFrom,
          liveUntil: r.liveUntil ?? null,
        })),
      })
    }

    const live = liveAt(
      rows.filter((r) => r.locale === lang),
      when,
    )
    if (!live) throw new AppError('not_found')
    const file = `pagina-${id}-${lang}-${when.toISOString().slice(0, 10)}.html`
    const capture = live.path ? await capturedAt(payload, live.path, when) : null
    if (capture && Date.parse(capture.capturedAt) >= Date.parse(live.liveFrom)) return capturedResponse(capture, file)
    const html = snapshotHtml({
      page: live.content as Pick<Page, 'title' | 'layout'>,
      path: live.path ?? '',
      locale: lang,
      publication: live,
      asOf: when,
      origin: siteUrl(),
      ui: adminLanguage(request),
    })
    return new Response(html, { headers: downloadHeaders(file) })
  })
}
