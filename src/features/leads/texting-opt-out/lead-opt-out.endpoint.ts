import type { Endpoint, PayloadRequest } from 'payload'
import { leadAsStaff, leadIdParam, noSuchLead } from '@/features/leads/desk/staff-endpoint'
import { jsonBody, refuseUnlessStaff, staffAnswer as answer } from '@/server/staff-endpoint'
import { optOutPhone } from './register'

/** Where the lead page's "asked to stop" buttons post; `:id` is the lead. Under the CMS API: /cms-api/intake/… */
export const LEAD_OPT_OUT_PATH = '/intake/leads/:id/texting-opt-out'

export function leadOptOutUrl(apiRoute: string, leadId: number | string): string {
  return `${apiRoute}${LEAD_OPT_OUT_PATH.replace(':id', encodeURIComponent(String(leadId)))}`
}

/** What a staff member may say about how the person asked (the webhook is the provider's own). */
const STAFF_SOURCES = ['reply-stop', 'call'] as const

/**
 * POST /cms-api/intake/leads/:id/texting-opt-out `{ "source": "reply-stop" | "call" }`: the lead's
 * number goes into the texting opt-out register, recorded by the signed-in staff member. Staff
 * only, same origin (src/server/staff-endpoint.ts); a number already there answers 200
 * with its first entry, a new one 201.
 */
export const leadOptOutEndpoint: Endpoint = {
  path: LEAD_OPT_OUT_PATH,
  method: 'post',
  handler: async (req: PayloadRequest) => {
    const refused = await refuseUnlessStaff(req)
    if (refused) return refused
    const source = ((await jsonBody(req)) as { source?: unknown } | null)?.source
    const staffSource = STAFF_SOURCES.find((known) => known === source)
    if (!staffSource)
      return answer(400, { errors: [{ message: 'Say how the person asked: "source" is "reply-stop" or "call".' }] })
    const id = leadIdParam(req)
    if (id === null) return noSuchLead()
    const lead = await leadAsStaff(req, id)
    if (!lead) return noSuchLead()
    const phone = optOutPhone(lead.phone)
    if (!phone) return answer(422, { errors: [{ message: 'This lead has no usable phone number.' }] })
    // Loaded when a request comes, like the rest of the server side (payload.config.ts imports this).
    const { recordTextingOptOut } = await import('./register.server')
    const { entry, created } = await recordTextingOptOut(req.payload, { phone, source: staffSource, user: req.user })
    return answer(created ? 201 : 200, { recorded: created, entry })
  },
}
