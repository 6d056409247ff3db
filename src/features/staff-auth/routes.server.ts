import 'server-only'
import type { Payload } from 'payload'
import { throttledLogin, type LoginOutcome } from './login.server'
import { weakResetPassword } from './password/reset-check.server'
import { passwordProblem } from './password/rules'
import { throttledForgotPassword } from './reset-throttle.server'
import { recordAuditQuietly } from '@/features/audit/record.server'
import { clearWrongCodes, endSessions } from './account/sessions'
import { sendAccountNotice } from './account/notices'
import { readAuthBody } from './login.server'

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

type ResetUser = { id: number; email: string; language?: string | null; sessions?: Array<{ id: string }> | null }

/**
 * A password set from a reset link is a password change: Payload ends the account's sessions and
 * opens one for the reset; here its push subscriptions go too, the wrong codes typed with the old
 * password stop counting, and the owner is told and the change audited.
 */
async function resetPassword(payload: Payload, request: Request, run: () => Promise<Response>): Promise<Response> {
  const token = (await readAuthBody(request))?.token
  const before =
    typeof token === 'string' && token
      ? await payload.db.findOne<ResetUser>({ collection: 'users', where: { resetPasswordToken: { equals: token } } })
      : null
  const response = await run()
  if (!response.ok || !before) return response
  const after = await payload.db.findOne<ResetUser>({ collection: 'users', where: { id: { equals: before.id } } })
  const ended = await endSessions(payload, before.id, { keep: after?.sessions?.at(-1)?.id })
  await clearWrongCodes(payload, before.email)
  await recordAuditQuietly(payload, {
    action: 'password-changed',
    subject: before.id,
    from: request,
    summary: `Contraseña de ${before.email} cambiada con el enlace de restablecimiento / password reset by link`,
    detail: { byResetLink: true, ...ended },
  })
  await sendAccountNotice(payload, 'password-changed', [before])
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
      return (await weakResetPassword(payload, request)) ?? resetPassword(payload, request, run)
    default:
      return null
  }
}
