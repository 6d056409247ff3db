import type { PayloadRequest } from 'payload'
import { staffRoles } from '@/access'

/**
 * What the desk's own endpoints under /cms-api/intake/leads/:id/… share: a JSON answer never
 * cached, the staff-and-same-origin check, and the lead id of the path. Payload resolves the staff
 * member from the admin's cookie, which it takes only from our own origins (the `csrf` list) and
 * the browser sends only from our own site (SameSite=Lax); the same-origin check refuses what
 * another site made a browser send even so.
 */
export function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

/** The JSON body, or null when there is none or it is not JSON (the caller says what it wanted). */
export async function jsonBody(req: PayloadRequest): Promise<unknown> {
  try {
    return await (req as unknown as Request).json()
  } catch {
    return null
  }
}

/** 401 without a staff session, 403 from another site; null when the request may go on. */
export async function refuseUnlessStaffHere(req: PayloadRequest): Promise<Response | null> {
  if (!req.user || staffRoles(req).length === 0) return answer(401, { errors: [{ message: 'Staff login required.' }] })
  // Loaded when a request comes: payload.config.ts imports the endpoints, and the Payload CLI
  // loads that outside Next.js, where 'server-only' modules throw.
  const { verifySameOrigin } = await import('@/server/csrf')
  try {
    verifySameOrigin(req as unknown as Request)
  } catch {
    return answer(403, { errors: [{ message: 'Cross-site request refused.' }] })
  }
  return null
}

/** The `:id` of the path as a lead id, or null: lead ids are integers on both databases, anything else is no lead. */
export function leadIdParam(req: PayloadRequest): number | null {
  const raw = req.routeParams?.id
  const id = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : ''
  return /^\d{1,15}$/.test(id) ? Number(id) : null
}

export const noSuchLead = (): Response => answer(404, { errors: [{ message: 'No such lead.' }] })

/** The lead as the signed-in staff member may read it, or null when there is none (or they may not). */
export function leadAsStaff(req: PayloadRequest, id: number) {
  return req.payload.findByID({ collection: 'leads', id, depth: 0, user: req.user, overrideAccess: false, disableErrors: true })
}
