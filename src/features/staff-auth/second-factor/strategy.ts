import { JWTAuthentication, type AuthStrategy } from 'payload'
import { pendingStep, type SignInStep } from './state'

/** What the strategy adds to the user of a request (see staffRoles in src/access). */
export type SignInMarks = { _signInPending?: SignInStep | null; _sid?: string }

export const STAFF_SESSION_STRATEGY = 'staff-session'

/**
 * A session's absolute lifetime: 12 hours from its sign-in (a working day), however active; idle
 * sessions end sooner, when their 2-hour token lapses unrenewed (Users auth.tokenExpiration).
 * ASVS 5.0 (V7.3.1, V7.3.2) asks for both, set from the risk: a shared or lost phone holding
 * abuse victims' files.
 */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60_000

type SessionRow = { id: string; createdAt?: string | Date | null }

/** Whether the session `sid` of these sessions began longer ago than SESSION_MAX_AGE_MS (unknown age: too old). */
export function sessionTooOld(
  sessions: readonly SessionRow[] | null | undefined,
  sid: string | undefined,
  now = Date.now(),
): boolean {
  const session = sessions?.find((row) => row.id === sid)
  const started = session?.createdAt ? new Date(session.createdAt).getTime() : NaN
  return !Number.isFinite(started) || now - started > SESSION_MAX_AGE_MS
}

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
    const user = result.user as (typeof result.user & SignInMarks & { sessions?: SessionRow[] | null }) | null
    if (!user || user.collection !== 'users') return result
    if (sessionTooOld(user.sessions, user._sid)) {
      // Removed, not only refused: Payload's own local-jwt, tried next, then finds no session either.
      const left = (user.sessions ?? []).filter((session) => session.id !== user._sid)
      await args.payload.db.updateOne({ collection: 'users', id: user.id, data: { sessions: left }, returning: false })
      return { user: null }
    }
    try {
      user._signInPending = await pendingStep(args.payload, user.id, user._sid)
    } catch {
      // Unknown is pending: never staff by accident.
      user._signInPending = 'second-factor'
    }
    return result
  },
}
