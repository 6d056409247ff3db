import 'server-only'
import type { Payload, TypedUser } from 'payload'

/**
 * Suspected spam on the intake desk (status `spam`, see docs/ARCHITECTURE.md "Leads"): how many
 * wait for review, and the one-click return of a false positive to the `new` queue. The return is
 * an ordinary status change made with the user's own access, so the Leads hooks run: the lead is
 * notified then, exactly once (notifyReturnedSpam in src/features/leads/collection/hooks.ts). Only an admin
 * may (guardSpamStatus in src/features/audit/lead-hooks.ts): for anyone else it throws.
 */
export async function countSuspectedSpam(payload: Payload, user: TypedUser): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'leads',
    where: { status: { equals: 'spam' } },
    user,
    overrideAccess: false,
  })
  return totalDocs
}

/** True when this call moved the lead from `spam` to `new`; false when it was not suspected spam (any more). */
export async function returnSpamToQueue(payload: Payload, leadId: number | string, user: TypedUser): Promise<boolean> {
  const { docs } = await payload.update({
    collection: 'leads',
    where: { and: [{ id: { equals: leadId } }, { status: { equals: 'spam' } }] },
    data: { status: 'new' },
    user,
    overrideAccess: false,
    depth: 0,
  })
  return docs.length === 1
}
