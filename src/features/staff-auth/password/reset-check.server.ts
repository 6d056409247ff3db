import 'server-only'
import type { Payload } from 'payload'
import { readAuthBody } from '../login.server'
import { passwordMessageBoth, passwordProblem } from './rules'

/**
 * POST users/reset-password: Payload's operation stores the new hash without running the
 * collection's hooks, so the password rules are applied here, before it runs. The answer names
 * the problem in both languages (the reset page is reached from an e-mail, signed out: the
 * reader's admin language is not known). Null: let Payload go ahead (it answers a bad token or a
 * missing field itself).
 */
export async function weakResetPassword(payload: Payload, request: Request): Promise<Response | null> {
  const body = await readAuthBody(request)
  if (!body || typeof body.password !== 'string' || typeof body.token !== 'string') return null
  const user = await payload.db.findOne<{ id: number; email?: string; name?: string }>({
    collection: 'users',
    where: { resetPasswordToken: { equals: body.token } },
  })
  const problem = passwordProblem(body.password, { email: user?.email, name: user?.name })
  if (!problem) return null
  return Response.json(
    {
      errors: [
        {
          name: 'ValidationError',
          message: passwordMessageBoth(problem),
          data: { errors: [{ path: 'password', message: passwordMessageBoth(problem) }] },
        },
      ],
    },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  )
}
