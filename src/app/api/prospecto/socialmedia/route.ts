import { submitEnquiry } from '@/features/leads/enquiry/submit.server'
import { handleRoute } from '@/server/route'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** POST /api/prospecto/socialmedia: the staff social-media form; a staff login is required (401). */
export function POST(request: Request): Promise<Response> {
  return handleRoute(request, 'prospecto-socialmedia', () =>
    submitEnquiry({ request, endpoint: '/api/prospecto/socialmedia', payload: payloadClient }),
  )
}
