import type { Endpoint, PayloadRequest } from 'payload'
import { staffRoles } from '@/access'

/** Where the contact links post; `:id` is the lead. Served under the CMS API: /cms-api/intake/… */
export const FIRST_CONTACT_PATH = '/intake/leads/:id/first-contact'

export function firstContactUrl(apiRoute: string, leadId: number | string): string {
  return `${apiRoute}${FIRST_CONTACT_PATH.replace(':id', encodeURIComponent(String(leadId)))}`
}

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * POST /cms-api/intake/leads/:id/first-contact: the first tap on a lead's call, text or WhatsApp
 * link records who contacted the lead and when (once; later taps change nothing). Payload resolves
 * the staff member from the admin's cookie, which it takes only from our own origins (the `csrf`
 * list) and the browser sends only from our own site (SameSite=Lax); the same-origin check below
 * refuses what another site made a browser send even so.
 *
 * payload.config.ts imports this module and the Payload CLI loads that outside Next.js, so the
 * 'server-only' modules are loaded when a request comes.
 */
export const firstContactEndpoint: Endpoint = {
  path: FIRST_CONTACT_PATH,
  method: 'post',
  handler: async (req: PayloadRequest) => {
    const [{ recordFirstContact }, { verifySameOrigin }] = await Promise.all([
      import('@/features/lead-inbox/first-contact.server'),
      import('@/server/csrf'),
    ])
    if (!req.user || staffRoles(req).length === 0) return answer(401, { errors: [{ message: 'Staff login required.' }] })
    try {
      verifySameOrigin(req as unknown as Request)
    } catch {
      return answer(403, { errors: [{ message: 'Cross-site request refused.' }] })
    }
    const raw = req.routeParams?.id
    const id = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : ''
    // Lead ids are integers on both databases: anything else is no lead, not a database error.
    if (!/^\d{1,15}$/.test(id)) return answer(404, { errors: [{ message: 'No such lead.' }] })
    const recorded = await recordFirstContact(req.payload, Number(id), req.user, { req })
    // Already recorded, or no such lead: the lead (read with this user's access) tells which.
    const lead = await req.payload.findByID({
      collection: 'leads',
      id: Number(id),
      depth: 0,
      user: req.user,
      overrideAccess: false,
      disableErrors: true,
    })
    if (!lead) return answer(404, { errors: [{ message: 'No such lead.' }] })
    const firstContact = (lead as { firstContact?: unknown }).firstContact ?? null
    return answer(200, { recorded, firstContact })
  },
}
