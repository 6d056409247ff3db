import 'server-only'
import type { Payload, PayloadRequest } from 'payload'

export type FirstContact = { by: number | string; at: string }

/**
 * STAND-IN with the signature of branch intake-data's module (it owns this file and the lead's
 * `firstContact` group, and records it with one conditional UPDATE): on merge, take intake-data's
 * version. Returns true when this call recorded the first contact, false when it was already
 * recorded or the lead does not exist. Without the `firstContact` field there is nothing to store.
 */
export async function recordFirstContact(
  payload: Payload,
  leadId: number | string,
  user: { id: number | string },
  options: { now?: Date; req?: Partial<PayloadRequest> } = {},
): Promise<boolean> {
  const lead = (await payload.findByID({
    collection: 'leads',
    id: leadId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as (Record<string, unknown> & { firstContact?: { at?: string | null } | null }) | null
  if (!lead || lead.firstContact?.at) return false
  if (!('firstContact' in lead)) return true
  await payload.update({
    collection: 'leads',
    id: leadId,
    data: { firstContact: { by: user.id, at: (options.now ?? new Date()).toISOString() } } as Record<string, unknown>,
    overrideAccess: true,
  })
  return true
}
