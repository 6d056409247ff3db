import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { findEarlierLeads } from './earlier-leads.server'
import { searchKeys, type SearchKeys } from './search-keys'

export type DerivedLeadFields = SearchKeys & { earlierLeads: Array<number | string>; status: string }

/**
 * What a lead is stored with beside what was sent, derived in this one place, by the Leads create
 * hook (src/features/leads/collection/hooks.ts) through which every lead is written: its search keys, the same person's enquiries of the last 90 days, and the status `spam`
 * when it arrives flagged (suspected spam waits out of the `new` queue, unnotified).
 */
export async function derivedLeadFields(
  payload: Payload,
  lead: {
    name?: string | null
    phone?: string | null
    email?: string | null
    status?: string | null
    spam?: { flagged?: boolean | null } | null
  },
  now: Date,
  // The create's own req: the read runs in its transaction, on its connection. Without it each
  // post in flight would hold one pooled connection and wait for a second: past the pool's size
  // (DATABASE_POOL_MAX) every post waited for ever (the lead-throughput drill, 50 at once).
  req?: PayloadRequest,
): Promise<DerivedLeadFields> {
  const keys = searchKeys(lead)
  const flagged = lead.spam?.flagged === true
  return {
    ...keys,
    earlierLeads: await findEarlierLeads(payload, keys, now, req),
    status: flagged && (!lead.status || lead.status === 'new') ? 'spam' : (lead.status ?? 'new'),
  }
}
