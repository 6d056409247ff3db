import type { Endpoint, PayloadRequest } from 'payload'
import { staffRoles } from '@/access'

export const CAMPAIGNS_CSV_PATH = '/intake/campaigns.csv'

/**
 * GET /cms-api/intake/campaigns.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the campaign dashboard's
 * figures as CSV, for admins. payload.config.ts imports this module (the Payload CLI loads it
 * outside Next.js), so the 'server-only' modules are loaded when a request comes.
 */
export const campaignsCsvEndpoint: Endpoint = {
  path: CAMPAIGNS_CSV_PATH,
  method: 'get',
  handler: async (req: PayloadRequest) => {
    const roles = staffRoles(req)
    if (!roles.includes('admin')) {
      return Response.json(
        { errors: [{ message: roles.length ? 'Admins only.' : 'Staff login required.' }] },
        { status: roles.length ? 403 : 401, headers: { 'Cache-Control': 'no-store' } },
      )
    }
    const [{ campaignFigures, campaignRange }, { campaignsCsv }, { staffLanguage }] = await Promise.all([
      import('./campaign-figures.server'),
      import('./campaigns-csv'),
      import('@/features/leads/inbox/vocabulary'),
    ])
    const params = new URL(req.url ?? 'http://localhost/', 'http://localhost').searchParams
    const figures = await campaignFigures(req.payload, campaignRange(params))
    return new Response(campaignsCsv(figures, staffLanguage(req.i18n.language)), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="campaigns-${figures.from}-${figures.to}.csv"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
}
