import { staffRoles } from '@/access'
import { publicPagePath } from '@/collections/Pages/path'
import { isLocale } from '@/i18n/locales'
import { startOfDayIn } from '@/features/lead-inbox/filters'
import { leadsTimeZone } from '@/features/lead-inbox/time-zone'
import { liveAt, publicationsOf } from '@/features/pages/publications'
import { snapshotHtml } from '@/features/pages/snapshot.server'
import { siteUrl } from '@/lib/site-url'
import { AppError } from '@/server/errors'
import { payloadClient } from '@/server/payload'
import { handleRoute, json } from '@/server/route'
import { requireStaff } from '@/server/staff'
import type { Page } from '@/payload-types'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ id: string }> }

/** `date` (a day in LEADS_TIME_ZONE: its last moment) or `at` (an instant), else null. */
function asOf(params: URLSearchParams): Date | null {
  const day = params.get('date')
  if (day) {
    const start = startOfDayIn(day, leadsTimeZone())
    if (!start) throw new AppError('bad_request')
    const [y, m, d] = day.split('-').map(Number) as [number, number, number]
    const next = startOfDayIn(new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10), leadsTimeZone())
    return new Date((next ?? new Date(start.getTime() + 86_400_000)).getTime() - 1)
  }
  const at = params.get('at')
  if (!at) return null
  const instant = new Date(at)
  if (Number.isNaN(instant.getTime())) throw new AppError('bad_request')
  return instant
}

/**
 * GET /api/pages/{id}/record — admins only. The page's dated record: every published version with
 * when it went live and when it was replaced (JSON). With `?date=YYYY-MM-DD` (a day in
 * LEADS_TIME_ZONE, as the page stood at its end) or `?at=<ISO instant>`, and `lang=es|en`: a download
 * of the page as it was published then, as one HTML file; 404 if it was not public then.
 */
export function GET(request: Request, { params }: Params): Promise<Response> {
  return handleRoute(request, 'page-record', async () => {
    const payload = await payloadClient()
    const user = await requireStaff(payload, request)
    if (!staffRoles({ user } as Parameters<typeof staffRoles>[0]).includes('admin')) throw new AppError('forbidden')
    const id = Number((await params).id)
    if (!Number.isInteger(id) || id <= 0) throw new AppError('not_found')
    const search = new URL(request.url).searchParams
    const lang = search.get('lang') ?? 'es'
    if (!isLocale(lang)) throw new AppError('bad_request')
    const when = asOf(search)

    const main = await payload.findByID({
      collection: 'pages',
      id,
      depth: 0,
      draft: false,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!main) throw new AppError('not_found')
    const { docs } = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: id } },
      sort: 'createdAt',
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const publications = publicationsOf(
      docs.map((v) => ({ id: v.id, createdAt: v.createdAt, published: v.version?._status === 'published' })),
      { published: main._status === 'published', updatedAt: main.updatedAt },
    )
    if (!when) return json({ page: id, title: main.title, publications })

    const live = liveAt(publications, when)
    if (!live) throw new AppError('not_found')
    const version = await payload.findVersionByID({
      collection: 'pages',
      id: String(live.versionId),
      locale: lang,
      depth: 1,
      overrideAccess: true,
    })
    const page = version.version as Page
    if (!page.path) throw new AppError('not_found')
    const html = snapshotHtml({
      page,
      path: publicPagePath(page.path, lang),
      locale: lang,
      publication: live,
      asOf: when,
      origin: siteUrl(),
    })
    const day = when.toISOString().slice(0, 10)
    return new Response(html, {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Disposition': `attachment; filename="pagina-${id}-${lang}-${day}.html"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })
}
