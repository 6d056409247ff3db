import 'server-only'
import type { Payload, PayloadRequest, Where } from 'payload'
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
  req: Partial<PayloadRequest> = {},
): Promise<Array<number | string>> {
  const same: Where[] = []
  if (keys.searchPhone) same.push({ searchPhone: { equals: keys.searchPhone } })
  if (keys.searchEmail) same.push({ searchEmail: { equals: keys.searchEmail } })
  if (same.length === 0) return []
  const since = new Date(now.getTime() - REPEAT_WINDOW_DAYS * 86_400_000).toISOString()
  const { docs } = await payload.db.find({
    collection: 'leads',
    where: { and: [{ or: same }, { createdAt: { greater_than: since } }, { createdAt: { less_than_equal: now.toISOString() } }] },
    sort: '-createdAt',
    limit: MAX_LINKED,
    pagination: false,
    select: { id: true },
    req,
  })
  return docs.map((doc) => doc.id as number | string)
}
