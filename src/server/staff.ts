import 'server-only'
import type { Payload, TypedUser } from 'payload'
import { staffRoles } from '@/access'
import { AppError } from './errors'

/** Whether the request carries a valid staff session (admin cookie or token), without failing. */
export async function isStaffRequest(payload: Payload, request: Request): Promise<boolean> {
  try {
    const { user } = await payload.auth({ headers: request.headers })
    return staffRoles({ user } as Parameters<typeof staffRoles>[0]).length > 0
  } catch {
    return false
  }
}

/** The logged-in staff user of this request (admin cookie or API key), or a 401 AppError. */
export async function requireStaff(payload: Payload, request: Request): Promise<TypedUser> {
  let user: TypedUser | null = null
  try {
    ;({ user } = await payload.auth({ headers: request.headers }))
  } catch {
    // A malformed or expired token is the same as none.
    user = null
  }
  if (!user || staffRoles({ user } as Parameters<typeof staffRoles>[0]).length === 0) {
    throw new AppError('unauthorized')
  }
  return user
}
