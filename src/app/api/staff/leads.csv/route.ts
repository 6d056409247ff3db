import { requireStaff } from '@/server/staff'
import { leadsCsvStream } from '@/features/lead-inbox/export.server'
import { parseLeadFilters } from '@/features/lead-inbox/filters'
import { handleRoute } from '@/server/route'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/**
 * GET /api/staff/leads.csv?from=YYYY-MM-DD&to=YYYY-MM-DD&section=&situation=&status=&source=&channel=&spam=
 * Staff login required (the admin's cookie). Dates are days in LEADS_TIME_ZONE (America/Denver).
 */
export function GET(request: Request): Promise<Response> {
  return handleRoute(request, 'leads-csv', async () => {
    const payload = await payloadClient()
    const user = await requireStaff(payload, request)
    const filters = parseLeadFilters(new URL(request.url).searchParams)
    const day = new Date().toISOString().slice(0, 10)
    return new Response(leadsCsvStream({ payload, user, filters }), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })
}
