import type { PayloadRequest } from 'payload'
import { staffAnswer } from '@/server/staff-endpoint'

/*
 * What the desk's own endpoints under /cms-api/intake/leads/:id/… share besides the staff check and
 * answer of src/server/staff-endpoint.ts: the lead id of the path, and the lead as the staff member
 * may read it.
 */

/** The `:id` of the path as a lead id, or null: lead ids are integers on both databases, anything else is no lead. */
export function leadIdParam(req: PayloadRequest): number | null {
  const raw = req.routeParams?.id
  const id = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : ''
  return /^\d{1,15}$/.test(id) ? Number(id) : null
}

export const noSuchLead = (): Response => staffAnswer(404, { errors: [{ message: 'No such lead.' }] })

/** The lead as the signed-in staff member may read it, or null when there is none (or they may not). */
export function leadAsStaff(req: PayloadRequest, id: number) {
  return req.payload.findByID({ collection: 'leads', id, depth: 0, user: req.user, overrideAccess: false, disableErrors: true })
}
