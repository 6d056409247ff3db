import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { REPEAT_WINDOW_DAYS } from './repeat'
import type { SearchKeys } from './search-keys'

/** More than this many earlier enquiries adds nothing an agent needs on one card. */
const MAX_LINKED = 20

/**
 * The earlier leads of the same person (same phone digits or same e-mail, any case) in the last
 * REPEAT_WINDOW_DAYS before `now`, newest first. Read at creation and stored with the new lead
 * (`earlierLeads`): the card says what the desk knew when the enquiry arrived.
 */
export async function findEarlierLeads(
  payload: Payload,
  keys: Pick<SearchKeys, 'searchPhone' | 'searchEmail'>,
  now: Date = new Date(),
  req?: PayloadRequest,
): Promise<Array<number | string>> {
  if (!keys.searchPhone && !keys.searchEmail) return []
  const { docs } = await payload.find({
    collection: 'leads',
    where: {
      and: [
        {
          or: [
            ...(keys.searchPhone ? [{ searchPhone: { equals: keys.searchPhone } }] : []),
            ...(keys.searchEmail ? [{ searchEmail: { equals: keys.searchEmail } }] : []),
          ],
        },
        { createdAt: { greater_than: new Date(now.getTime() - REPEAT_WINDOW_DAYS * 86_400_000).toISOString() } },
        { createdAt: { less_than_equal: now.toISOString() } },
      ],
    },
    sort: '-createdAt',
    limit: MAX_LINKED,
    pagination: false,
    depth: 0,
    select: { createdAt: true },
    overrideAccess: true,
    req,
  })
  return docs.map((lead) => lead.id)
}
