import 'server-only'
import type { Payload, Where } from 'payload'
import { recordAuditQuietly } from '@/features/audit/record.server'
import { accountKey, previousAttempts, sweepAttempts } from '../login.server'
import { sendAccountNotice } from '../account/notices'
import { GUESSING_ALERTS, longestWindowMs, secondFactorRule, throttleWaitMs, trustedSecondFactorRule } from '../throttle'
import { trustedDeviceId } from '../trusted-device'
import { adminAccounts } from '@/server/admins'

/**
 * The count of second-factor codes (at sign-in, and when a change of the account asks for the
 * password and a code again): each attempt is written before it is judged, like a login, so
 * parallel guesses see each other. From one of the account's trusted devices only that device's
 * attempts count (the owner's typos, src/features/staff-auth/throttle trustedSecondFactorRule);
 * from anywhere else the account's (secondFactorRule: at most 50 a day). Wrong codes are audited,
 * and the owner and the admins are mailed when they reach GUESSING_ALERTS.
 */
const ATTEMPTS = 'login-attempts'
const KIND = 'second-factor'

type Person = { id: number; email: string; name?: string | null }
export type CodeAttempt = { id: number | string; account: string; device: string | null; waitMs: number }

function scope(account: string, device: string | null): Where[] {
  return [
    { account: { equals: account } },
    { kind: { equals: KIND } },
    device ? { device: { equals: device } } : { device: { exists: false } },
  ]
}

export async function openCodeAttempt(payload: Payload, request: Request, user: Person): Promise<CodeAttempt> {
  const account = accountKey(user.email)
  const device = trustedDeviceId(request, payload.secret, account)
  const now = Date.now()
  await sweepAttempts(payload, now)
  const own = await payload.create({ collection: ATTEMPTS, data: { account, kind: KIND, device }, overrideAccess: true })
  const rule = device ? trustedSecondFactorRule : secondFactorRule
  const earlier = await previousAttempts(payload, scope(account, device), new Date(now - longestWindowMs), own.id)
  const waitMs = throttleWaitMs(earlier, rule, Date.now())
  // A refused attempt is not a guess: it was never checked.
  if (waitMs > 0) await forget(payload, own.id)
  return { id: own.id, account, device, waitMs }
}

/** Takes back an attempt that was no guess (a code already used: it was right a moment ago). */
export async function forget(payload: Payload, id: number | string): Promise<void> {
  // By a query: a right code of the same account may have cleared this row meanwhile.
  await payload.db.deleteMany({ collection: ATTEMPTS, where: { id: { equals: id } } })
}

/** A right code: the failures counted where it came from stop counting. */
export async function codeWasRight(payload: Payload, attempt: CodeAttempt): Promise<void> {
  await payload.db.deleteMany({ collection: ATTEMPTS, where: { and: scope(attempt.account, attempt.device) } })
}

/** A wrong code: audited; at the 10th and 50th of 24 hours, the owner and the admins are told. */
export async function codeWasWrong(
  payload: Payload,
  attempt: CodeAttempt,
  user: Person,
  from: { headers: Headers },
  during: string,
): Promise<void> {
  await recordAuditQuietly(payload, {
    action: 'second-factor-wrong',
    actor: { ...user, collection: 'users' },
    subject: user.id,
    from,
    summary:
      during === 'sign-in'
        ? 'Código de verificación incorrecto al entrar / wrong code at sign-in'
        : `Contraseña o código incorrecto para confirmar un cambio (${during}) / wrong password or code confirming a change`,
    detail: { during, trustedDevice: Boolean(attempt.device) },
  })
  if (attempt.device) return
  const failures = (
    await previousAttempts(payload, scope(attempt.account, null), new Date(Date.now() - secondFactorRule.windowMs))
  ).length
  if (!GUESSING_ALERTS.includes(failures)) return
  await recordAuditQuietly(payload, {
    action: 'second-factor-guessing',
    subject: user.id,
    from,
    summary: `${failures} códigos incorrectos en 24 h para ${user.email} / ${failures} wrong codes in 24 h for ${user.email}`,
    detail: { failures },
  })
  const admins = await adminAccounts(payload)
  const owner = await payload.db.findOne<{ id: number; email: string; language?: string | null }>({
    collection: 'users',
    where: { id: { equals: user.id } },
  })
  await sendAccountNotice(payload, 'second-factor-guessing', [owner ?? user, ...admins], { failures, account: user.email })
}
