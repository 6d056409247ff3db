import { campaignSourceFromCookieHeader } from '@/features/leads/campaign/cookie'
import { handleRoute, json } from '@/server/route'

export const dynamic = 'force-dynamic'

/** GET /api/campaign-source → { source } (first-touch source from the cookie; '' when none). */
export function GET(request: Request): Promise<Response> {
  return handleRoute(request, 'campaign-source', async () => {
    const source = campaignSourceFromCookieHeader(request.headers.get('cookie'))
    return json({ source: source ?? '' })
  })
}
