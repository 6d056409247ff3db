import 'server-only'
import type { Payload, PayloadRequest } from 'payload'

export type FirstContact = { by: number | string; at: string }

/**
 * Records who first contacted a lead and when (the first call, text or WhatsApp an agent opens from
 * the intake view), once: one conditional UPDATE that only writes a lead whose `firstContact.at`
 * is still empty, so of two agents tapping at once only the first is recorded, on SQLite as on
 * PostgreSQL. Returns true when this call recorded it, false when it was already recorded (or the
 * lead does not exist). The caller checks that `user` may work leads.
 */
export async function recordFirstContact(
  payload: Payload,
  leadId: number | string,
  user: { id: number | string },
  options: { now?: Date; req?: Partial<PayloadRequest> } = {},
): Promise<boolean> {
  const at = (options.now ?? new Date()).toISOString()
  const updated = await payload.db.updateOne({
    collection: 'leads',
    where: { and: [{ id: { equals: leadId } }, { 'firstContact.at': { exists: false } }] },
    data: { firstContact: { by: user.id, at } },
    options: { atomic: true },
    returning: false,
    req: options.req ?? {},
  })
  return updated !== null
}
