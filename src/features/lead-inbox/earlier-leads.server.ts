import 'server-only'
import { and, desc, eq, gt, lte, or, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { preparedRead } from '@/server/prepared-query'
import { REPEAT_WINDOW_DAYS } from './repeat'
import type { SearchKeys } from './search-keys'
/** More than this many earlier enquiries adds nothing an agent needs on one card. */
const MAX_LINKED = 20

// Read for every lead stored: a prepared statement (src/server/prepared-query.ts). A missing key
// is bound as NULL, which equals nothing.
const earlierLeads = preparedRead<{ id: number | string }>('leads', (db, leads) =>
  db
    .select({ id: leads.col('id') })
    .from(leads.table)
    .where(
      and(
        or(eq(leads.col('searchPhone'), sql.placeholder('phone')), eq(leads.col('searchEmail'), sql.placeholder('email'))),
        gt(leads.col('createdAt'), sql.placeholder('since')),
        lte(leads.col('createdAt'), sql.placeholder('now')),
      ),
    )
    .orderBy(desc(leads.col('createdAt')))
    .limit(MAX_LINKED),
)

/**
 * The earlier leads of the same person (same phone digits or same e-mail, any case) in the last
 * REPEAT_WINDOW_DAYS before `now`, newest first. Read at creation and stored with the new lead
 * (`earlierLeads`): the card says what the desk knew when the enquiry arrived.
 */
export async function findEarlierLeads(
  payload: Payload,
  keys: Pick<SearchKeys, 'searchPhone' | 'searchEmail'>,
  now: Date = new Date(),
): Promise<Array<number | string>> {
  if (!keys.searchPhone && !keys.searchEmail) return []
  const rows = await earlierLeads(payload, {
    phone: keys.searchPhone || null,
    email: keys.searchEmail || null,
    since: new Date(now.getTime() - REPEAT_WINDOW_DAYS * 86_400_000).toISOString(),
    now: now.toISOString(),
  })
  return rows.map((row) => row.id)
}
