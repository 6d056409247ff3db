import type { PayloadRequest } from 'payload'
import { staffRoles } from '@/access'

/*
 * The staff's own endpoints under the CMS API (erase a person, a device's push subscription, the
 * desk's first contact and texting opt-out).
 * payload.config.ts imports them and the Payload CLI loads that outside Next.js, so this module
 * loads the 'server-only' ones when a request comes.
 */

/** A staff endpoint's JSON answer: never cached (it is about one person's session or data). */
export function staffAnswer(status: number, body: Record<string, unknown>): Response {
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

/**
 * Refuses a request that is not from a signed-in staff member (401), not from an admin when
 * `adminsOnly` (403), or not from our own pages (403: the same-origin check besides Payload's csrf
 * list). Null lets it through.
 */
export async function refuseUnlessStaff(req: PayloadRequest, { adminsOnly = false } = {}): Promise<Response | null> {
  const roles = staffRoles(req)
  if (!req.user || roles.length === 0) return staffAnswer(401, { errors: [{ message: 'Staff login required.' }] })
  if (adminsOnly && !roles.includes('admin')) return staffAnswer(403, { errors: [{ message: 'Admins only.' }] })
  const { verifySameOrigin } = await import('@/server/csrf')
  try {
    verifySameOrigin(req as unknown as Request)
  } catch {
    return staffAnswer(403, { errors: [{ message: 'Cross-site request refused.' }] })
  }
  return null
}
