import { JWTAuthentication, type AuthStrategy } from 'payload'
import { pendingStep, type SignInStep } from './state'

/** What the strategy adds to the user of a request (see staffRoles in src/access). */
export type SignInMarks = { _signInPending?: SignInStep | null; _sid?: string }

export const STAFF_SESSION_STRATEGY = 'staff-session'

/**
 * Payload's own JWT check (cookie or `Authorization: JWT …`), then what this session still owes:
 * the second factor (enrolment or a code) and, for a password chosen before the rules, a new one.
 * The answer rides on the user as `_signInPending`; staffRoles (src/access) treats a pending user
 * as no staff at all, so the admin, the REST API and the staff endpoints open nothing until the
 * sign-in is complete. Payload runs collection strategies before its own `local-jwt`; a user that
 * arrives through `local-jwt` anyway (this strategy found nobody) is likewise refused there.
 */
export const staffSessionStrategy: AuthStrategy = {
  name: STAFF_SESSION_STRATEGY,
  authenticate: async (args) => {
    const result = await JWTAuthentication({ ...args, strategyName: STAFF_SESSION_STRATEGY })
    const user = result.user as (typeof result.user & SignInMarks) | null
    if (!user || user.collection !== 'users') return result
    try {
      user._signInPending = await pendingStep(args.payload, user.id, user._sid)
    } catch {
      // Unknown is pending: never staff by accident.
      user._signInPending = 'second-factor'
    }
    return result
  },
}
