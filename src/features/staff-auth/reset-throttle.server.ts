import 'server-only'
import type { Payload } from 'payload'
import { logger } from '@/server/logger'
import { clientIp, clientKey } from '@/server/request'
import { accountKey, previousAttempts, readAuthBody, sweepAttempts } from './login.server'
import { resetLimits } from './throttle'

const ATTEMPTS = 'login-attempts'
export const RESET_THROTTLED_MESSAGE =
  'Demasiadas solicitudes para restablecer la contraseña. Inténtelo más tarde. / Too many password reset requests. Please try again later.'

/** Seconds until the oldest of `times` leaves the window (when the limit frees a slot). */
function retryAfter(times: Date[], now: number): number {
  const oldest = Math.min(...times.map((at) => at.getTime()))
  return Math.max(1, Math.ceil((oldest + resetLimits.windowMs - now) / 1000))
}

/**
 * POST users/forgot-password around Payload's handler. Each request may send a mail through the
 * SMTP server the lead notifications share, so: a few per hour for one typed address, a few more
 * for one client, and a ceiling on reset mails per hour for the whole site. Only requests for real
 * accounts (the ones that send a mail) count toward the ceiling, but once it is reached every
 * request gets the same 429, so the answer never tells a known address from an unknown one.
 */
export async function throttledForgotPassword(
  payload: Payload,
  request: Request,
  run: () => Promise<Response>,
): Promise<Response> {
  const body = await readAuthBody(request)
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
  if (!email || email.length > 320) return run()
  const account = accountKey(email)
  const client = clientKey(clientIp(request))
  const now = Date.now()
  await sweepAttempts(payload, now)
  const since = new Date(now - resetLimits.windowMs)
  const [byAccount, byClient, mails] = await Promise.all([
    previousAttempts(payload, [{ account: { equals: account } }, { kind: { in: ['reset', 'reset-mail'] } }], since),
    client
      ? previousAttempts(payload, [{ ip: { equals: client } }, { kind: { in: ['reset', 'reset-mail'] } }], since)
      : Promise.resolve([]),
    previousAttempts(payload, [{ kind: { equals: 'reset-mail' } }], since),
  ])
  const over = [
    byAccount.length >= resetLimits.perAccount ? byAccount : null,
    byClient.length >= resetLimits.perClient ? byClient : null,
    mails.length >= resetLimits.mailsPerHour ? mails : null,
  ].filter((times): times is Date[] => times !== null)
  if (over.length > 0) {
    const seconds = Math.max(...over.map((times) => retryAfter(times, now)))
    logger.warn(
      { event: 'staff.reset.throttled', ip: client, account: account.slice(0, 12), seconds },
      'password reset throttled',
    )
    return Response.json(
      { errors: [{ message: RESET_THROTTLED_MESSAGE }] },
      { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(seconds) } },
    )
  }
  const known = await payload.db.findOne({ collection: 'users', where: { email: { equals: email } } })
  await payload.create({
    collection: ATTEMPTS,
    data: { account, ip: client, kind: known ? 'reset-mail' : 'reset' },
    overrideAccess: true,
  })
  return run()
}
