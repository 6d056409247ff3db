import { requireStaff } from '@/server/staff'
import { mayReadLeadsInBulk } from '@/access'
import { AppError } from '@/server/errors'
import { recordAudit } from '@/features/audit/record.server'
import { leadsCsvStream } from '@/features/leads/inbox/export.server'
import { parseLeadFilters } from '@/features/leads/inbox/filters'
import { staffLanguage } from '@/features/leads/inbox/vocabulary'
import { handleRoute } from '@/server/route'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/**
 * GET /api/staff/leads.csv?from=YYYY-MM-DD&to=YYYY-MM-DD&section=&situation=&status=&source=&channel=&spam=&lang=es|en
 * Admins and intake leads only (src/access mayReadLeadsInBulk): an agent gets 403. Every export is
 * written to the audit log with its filter before the first row goes out. Dates are days in LEADS_TIME_ZONE (America/Denver),
 * times are shown in it; headers and labels in `lang` (the admin's language; Spanish by default).
 */
const spamInName = { exclude: 'sin-spam', include: 'con-spam', only: 'solo-spam' } as const

export function GET(request: Request): Promise<Response> {
  return handleRoute(request, 'leads-csv', async () => {
    const payload = await payloadClient()
    const user = await requireStaff(payload, request)
    if (!mayReadLeadsInBulk({ user })) throw new AppError('forbidden')
    const params = new URL(request.url).searchParams
    const filters = parseLeadFilters(params)
    const lang = staffLanguage(params.get('lang'))
    await recordAudit(payload, {
      action: 'lead-export',
      actor: user,
      summary: `Exportó prospectos (CSV) / exported leads (CSV)`,
      detail: {
        format: 'csv',
        lang,
        filters: {
          ...filters,
          from: filters.from?.toISOString() ?? null,
          to: filters.to?.toISOString() ?? null,
        },
      },
    })
    const day = new Date().toISOString().slice(0, 10)
    return new Response(leadsCsvStream({ payload, user, filters, lang }), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${day}-${spamInName[filters.spam]}.csv"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })
}
