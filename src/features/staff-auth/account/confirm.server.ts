import 'server-only'
import type { Payload } from 'payload'
import { recordAuditQuietly } from '@/features/audit/record.server'
import { passwordMatches } from '../password/matches'
import { codeWasRight, codeWasWrong, forget, openCodeAttempt } from '../second-factor/attempts.server'
import { checkCode } from '../second-factor/state'

/**
 * Proof that the person at the keyboard is the account's owner, asked again before a change that
 * would let a stolen session keep the account (a new password, e-mail or recovery codes): the
 * current password AND a fresh second-factor code (TOTP or a recovery code). Wrong answers count
 * with the second-factor attempts (src/features/staff-auth/second-factor/attempts.server.ts), so a
 * stolen session cannot guess the password or the code here either.
 */
export type Confirmation = 'ok' | 'missing-password' | 'missing-code' | 'wrong-password' | 'wrong-code' | 'throttled'
export type Proof = { password?: unknown; code?: unknown }

export async function confirmOwner(
  payload: Payload,
  userId: number | string,
  proof: Proof,
  from: { headers: Headers },
  during: string,
): Promise<{ result: Confirmation; waitMs?: number }> {
  const password = typeof proof.password === 'string' ? proof.password : ''
  const code = typeof proof.code === 'string' ? proof.code.trim().slice(0, 64) : ''
  if (!password) return { result: 'missing-password' }
  if (!code) return { result: 'missing-code' }
  const user = await payload.db.findOne<{ id: number; email: string; name?: string | null; hash?: string; salt?: string }>({
    collection: 'users',
    where: { id: { equals: userId } },
  })
  if (!user) return { result: 'wrong-password' }
  const attempt = await openCodeAttempt(payload, from as Request, user)
  if (attempt.waitMs > 0) return { result: 'throttled', waitMs: attempt.waitMs }
  const passwordRight = await passwordMatches(user, password.slice(0, 1024))
  // The code is checked (and taken) only with the right password: a wrong password spends no code.
  const check = passwordRight ? await checkCode(payload, user.id, null, code) : null
  if (passwordRight && check?.ok) {
    await codeWasRight(payload, attempt)
    if (check.usedRecoveryCode) {
      await recordAuditQuietly(payload, {
        action: 'recovery-code-used',
        actor: { ...user, collection: 'users' },
        subject: user.id,
        from,
        summary: `Código de recuperación usado para confirmar un cambio (${during}) / recovery code used confirming a change`,
        detail: { during, remaining: check.remainingRecoveryCodes },
      })
    }
    return { result: 'ok' }
  }
  if (check && !check.ok && check.reason === 'used') {
    await forget(payload, attempt.id)
    return { result: 'wrong-code' }
  }
  await codeWasWrong(payload, attempt, user, from, during)
  return { result: passwordRight ? 'wrong-code' : 'wrong-password' }
}
