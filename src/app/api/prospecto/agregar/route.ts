import { submitEnquiry } from '@/features/leads/enquiry/submit.server'
import { handleRoute } from '@/server/route'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** POST /api/prospecto/agregar: every public enquiry form (the wire contract, docs/ARCHITECTURE.md). */
export function POST(request: Request): Promise<Response> {
  return handleRoute(request, 'prospecto-agregar', () =>
    submitEnquiry({ request, endpoint: '/api/prospecto/agregar', payload: payloadClient }),
  )
}
