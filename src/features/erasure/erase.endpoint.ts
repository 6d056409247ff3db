import type { Endpoint, PayloadRequest } from 'payload'
import { refuseUnlessStaff, staffAnswer as answer } from '@/server/staff-endpoint'

/** Served under the CMS API: POST /cms-api/privacy/erase-person. */
export const ERASE_PERSON_PATH = '/privacy/erase-person'

/**
 * POST /cms-api/privacy/erase-person {"phone": "…"} or {"email": "…"}, with "preview": true to see
 * what would go first. Admins only, from our own pages (same-origin check besides Payload's csrf
 * list). The admin's "Erase a person" view (ErasePersonView) is its form.
 */
export const erasePersonEndpoint: Endpoint = {
  path: ERASE_PERSON_PATH,
  method: 'post',
  handler: async (req: PayloadRequest) => {
    const refused = await refuseUnlessStaff(req, { adminsOnly: true })
    if (refused) return refused
    const [{ erasePerson, erasureKey, planErasure }, { isAppError }] = await Promise.all([
      import('./erase.server'),
      import('@/server/errors'),
    ])
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      return answer(400, { errors: [{ message: 'The body must be JSON: {"phone": "…"} or {"email": "…"}.' }] })
    }
    try {
      const key = erasureKey(body)
      if ((body as { preview?: unknown }).preview === true) {
        const plan = await planErasure(req.payload, key)
        return answer(200, {
          preview: true,
          leads: plan.leads.length,
          callClicks: plan.callClicks.length,
          notifications: plan.unsent,
          optOuts: plan.optOuts.length,
          leadIds: plan.leads.map((lead) => lead.id),
        })
      }
      const result = await erasePerson(req.payload, key, req.user!)
      return answer(200, { erased: true, ...result })
    } catch (error) {
      if (isAppError(error) && error.status < 500) return answer(error.status, { errors: [{ message: error.message }] })
      throw error
    }
  },
}
