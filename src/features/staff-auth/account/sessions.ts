import type { Payload, PayloadRequest } from 'payload'
import { accountKey } from '../throttle'

/**
 * Ends a staff member's sessions with Payload's own session support (`auth.useSessions`: each
 * token names a session id that must still be in the user's `sessions`; Payload's JWT check
 * refuses any other), forgets which of them gave the second factor, and removes their push
 * subscriptions, so a device signed in by someone else stops getting lead alerts too. Used after a
 * second-factor reset, a password or e-mail change, and "sign out everywhere". `keep`: the one
 * session that made the change and proved the password and a code for it (its owner stays in).
 * Imported by the Users collection (loaded by Payload's CLI): no server-only code here.
 */
export async function endSessions(
  payload: Payload,
  userId: number | string,
  options: { keep?: string; req?: Partial<PayloadRequest> } = {},
): Promise<{ ended: number; devices: number }> {
  const { keep, req } = options
  const user = await payload.db.findOne<{
    id: number
    sessions?: Array<{ id: string; createdAt?: string; expiresAt: string }> | null
  }>({ collection: 'users', where: { id: { equals: userId } }, req })
  if (!user) return { ended: 0, devices: 0 }
  const sessions = user.sessions ?? []
  const kept = keep ? sessions.filter((session) => session.id === keep) : []
  await payload.db.updateOne({ collection: 'users', id: user.id, data: { sessions: kept }, req, returning: false })
  await payload.db.deleteMany({
    collection: 'second-factor-sessions',
    where: { and: [{ user: { equals: user.id } }, ...(keep ? [{ sid: { not_equals: keep } }] : [])] },
    req,
  })
  const { totalDocs: devices } = await payload.count({
    collection: 'push-subscriptions',
    where: { user: { equals: user.id } },
    overrideAccess: true,
    req,
  })
  if (devices > 0) await payload.db.deleteMany({ collection: 'push-subscriptions', where: { user: { equals: user.id } }, req })
  return { ended: sessions.length - kept.length, devices }
}

/** After a password change or reset: the wrong codes typed with the old password stop counting. */
export async function clearWrongCodes(payload: Payload, email: string, req?: Partial<PayloadRequest>): Promise<void> {
  await payload.db.deleteMany({
    collection: 'login-attempts',
    where: { and: [{ account: { equals: accountKey(email) } }, { kind: { equals: 'second-factor' } }] },
    req,
  })
}
