import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { insideCallWindow, type StoredSafeContact } from '@/features/leads/enquiry/safe-contact'
import { leadsTimeZone } from './time-zone'

export type FirstContact = { by: number | string; at: string; inWindow?: 'yes' | 'no' | null }

/**
 * Records who first contacted a lead and when (the first call, text or WhatsApp an agent opens from
 * the intake view), once: one conditional UPDATE that only writes a lead whose `firstContact.at`
 * is still empty, so of two agents tapping at once only the first is recorded. Returns true when this call recorded it, false when it was already recorded (or the
 * lead does not exist). The caller checks that `user` may work leads. With it, whether the contact
 * fell inside the hours the visitor called safe (src/features/leads/enquiry/safe-contact.ts, hours in
 * LEADS_TIME_ZONE), read from the lead in the same call; empty when they gave no window.
 */
export async function recordFirstContact(
  payload: Payload,
  leadId: number | string,
  user: { id: number | string },
  options: { now?: Date; req?: Partial<PayloadRequest> } = {},
): Promise<boolean> {
  const now = options.now ?? new Date()
  const at = now.toISOString()
  const lead = await payload.db.findOne<{ id: number | string; safeContact?: StoredSafeContact }>({
    collection: 'leads',
    where: { id: { equals: leadId } },
    select: { safeContact: true },
    req: options.req ?? {},
  })
  const inside = lead ? insideCallWindow(lead.safeContact, now, leadsTimeZone()) : null
  const inWindow = inside === null ? null : inside ? 'yes' : 'no'
  const updated = await payload.db.updateOne({
    collection: 'leads',
    where: { and: [{ id: { equals: leadId } }, { 'firstContact.at': { exists: false } }] },
    data: { firstContact: { by: user.id, at, inWindow } },
    options: { atomic: true },
    returning: false,
    req: options.req ?? {},
  })
  return updated !== null
}
