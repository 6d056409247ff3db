import 'server-only'
import type { Payload } from 'payload'
import { throttledLogin, type LoginOutcome } from './login.server'
import { weakResetPassword } from './password/reset-check.server'
import { passwordProblem } from './password/rules'
import { throttledForgotPassword } from './reset-throttle.server'

/**
 * A password that today's rules refuse still signs in (it was chosen before them), and the
 * account must then pick a new one before anything else (the sign-in steps ask for it).
 */
async function flagWeakPassword(payload: Payload, { response, user, password }: LoginOutcome): Promise<Response> {
  if (user && passwordProblem(password, user)) {
    await payload.db.updateOne({ collection: 'users', id: user.id, data: { mustChangePassword: true } })
  }
  return response
}

/**
 * The staff sign-in requests the CMS REST wrapper (src/features/cms-api/handler.server.ts) hands
 * here before Payload's own handler: login (throttled), forgot-password (throttled, mail ceiling),
 * reset-password (password rules). Null: not one of them.
 */
export async function staffAuthRoute(
  payload: Payload,
  request: Request,
  segments: readonly string[],
  run: () => Promise<Response>,
): Promise<Response | null> {
  if (request.method !== 'POST' || segments.length !== 2 || segments[0] !== 'users') return null
  switch (segments[1]) {
    case 'login':
      return throttledLogin(payload, request, run, (outcome) => flagWeakPassword(payload, outcome))
    case 'forgot-password':
      return throttledForgotPassword(payload, request, run)
    case 'reset-password':
      return (await weakResetPassword(payload, request)) ?? run()
    default:
      return null
  }
}
