import { trackCall } from '@/features/leads/campaign/track-call.server'
import { handleRoute, json } from '@/server/route'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** POST /en/api/track-call (JSON {}, header X-CSRF-TOKEN) → { status: 'success' }. */
export function POST(request: Request): Promise<Response> {
  return handleRoute(request, 'track-call', async () => {
    await trackCall({ payload: await payloadClient(), request })
    return json({ status: 'success' })
  })
}
