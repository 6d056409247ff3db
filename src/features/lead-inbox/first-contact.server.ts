import 'server-only'
import type { Payload, TypedUser } from 'payload'

/**
 * STAND-IN until branch intake-data lands (it owns this file and the lead's `firstContact` group):
 * records who first contacted a lead and when, once. On merge, take intake-data's version.
 * Returns the lead's first contact after the call, or null when the lead does not exist.
 */
export async function recordFirstContact(
  payload: Payload,
  leadId: number | string,
  user: TypedUser,
): Promise<{ by: unknown; at: string } | null> {
  const lead = (await payload.findByID({
    collection: 'leads',
    id: leadId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as (Record<string, unknown> & { firstContact?: { by?: unknown; at?: string | null } | null }) | null
  if (!lead) return null
  if (lead.firstContact?.at) return { by: lead.firstContact.by, at: lead.firstContact.at }
  const at = new Date().toISOString()
  if (!('firstContact' in lead)) return { by: user.id, at }
  await payload.update({
    collection: 'leads',
    id: leadId,
    data: { firstContact: { by: user.id, at } } as Record<string, unknown>,
    overrideAccess: true,
  })
  return { by: user.id, at }
}
