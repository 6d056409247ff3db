import 'server-only'
import type { Payload, Where } from 'payload'
import { HELD_REASON } from './admission'

/**
 * The counts admission decides on (admission.ts), read from the database through the Local API so
 * every instance decides alike. Indexed: leads by (client_key, created_at), by submission id.
 */
async function countLeads(payload: Payload, where: Where): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'leads', where, overrideAccess: true })
  return totalDocs
}

/** Leads admitted (not flagged) since `since` for this client, or for the shared bucket (`null`). */
export async function admittedSince(payload: Payload, clientKey: string | null, since: string): Promise<number> {
  return countLeads(payload, {
    and: [
      clientKey ? { clientKey: { equals: clientKey } } : { clientKey: { exists: false } },
      { createdAt: { greater_than: since } },
      { 'spam.flagged': { equals: false } },
    ],
  })
}

/** Leads of this client held for being over its limit since `since`. */
export async function heldSince(payload: Payload, clientKey: string, since: string): Promise<number> {
  return countLeads(payload, {
    and: [
      { clientKey: { equals: clientKey } },
      { createdAt: { greater_than: since } },
      { 'spam.reason': { equals: HELD_REASON } },
    ],
  })
}

/** Whether a lead of this submission id is stored (a retry of a stored post). */
export async function submissionStored(payload: Payload, submissionId: string): Promise<boolean> {
  return (await countLeads(payload, { submissionId: { equals: submissionId } })) > 0
}
