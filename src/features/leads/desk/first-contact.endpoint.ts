import type { Endpoint, PayloadRequest } from 'payload'
import { refuseUnlessStaff, staffAnswer as answer } from '@/server/staff-endpoint'
import { leadAsStaff, leadIdParam, noSuchLead } from './staff-endpoint'

/** Where the contact links post; `:id` is the lead. Served under the CMS API: /cms-api/intake/… */
export const FIRST_CONTACT_PATH = '/intake/leads/:id/first-contact'

export function firstContactUrl(apiRoute: string, leadId: number | string): string {
  return `${apiRoute}${FIRST_CONTACT_PATH.replace(':id', encodeURIComponent(String(leadId)))}`
}

/**
 * POST /cms-api/intake/leads/:id/first-contact: the first tap on a lead's call, text or WhatsApp
 * link records who contacted the lead and when (once; later taps change nothing). Staff only, same
 * origin (./staff-endpoint.ts).
 *
 * payload.config.ts imports this module and the Payload CLI loads that outside Next.js, so the
 * 'server-only' modules are loaded when a request comes.
 */
export const firstContactEndpoint: Endpoint = {
  path: FIRST_CONTACT_PATH,
  method: 'post',
  handler: async (req: PayloadRequest) => {
    const refused = await refuseUnlessStaff(req)
    if (refused) return refused
    const id = leadIdParam(req)
    if (id === null) return noSuchLead()
    const { recordFirstContact } = await import('@/features/leads/inbox/first-contact.server')
    const recorded = await recordFirstContact(req.payload, id, req.user!, { req })
    // Already recorded, or no such lead: the lead (read with this user's access) tells which.
    const lead = await leadAsStaff(req, id)
    if (!lead) return noSuchLead()
    const firstContact = (lead as { firstContact?: unknown }).firstContact ?? null
    return answer(200, { recorded, firstContact })
  },
}
