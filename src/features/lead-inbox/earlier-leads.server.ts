import 'server-only'
import { and, desc, eq, gt, inArray, lte, or, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { coalescedPer } from '@/server/coalesce'
import { drizzleTable, preparedRead } from '@/server/prepared-query'
import { REPEAT_WINDOW_DAYS } from './repeat'
import type { SearchKeys } from './search-keys'
/** More than this many earlier enquiries adds nothing an agent needs on one card. */
const MAX_LINKED = 20
/** Rows one shared read brings back at most (several people's earlier leads). */
const MAX_ROWS_PER_READ = 2_000

type Wanted = { phone: string | null; email: string | null; since: number; now: number }
type Row = { id: number | string; searchPhone: string | null; searchEmail: string | null; createdAt: string }

/**
 * Read for every lead stored, so under a burst the posts that arrive while one read is in flight
 * share the next (src/server/coalesce.ts): one statement for all their phones and e-mails, split
 * here by person. On PostgreSQL a round trip costs both processes CPU (sharing this read and the
 * admission count took 3,000 enquiries at 50 connections from about 280 to 300 leads/s, and
 * PostgreSQL's CPU from 2.5 to 1.7 s).
 */
const sharedRead = coalescedPer<Payload, Wanted, Array<number | string>>(async (payload, wanted) => {
  if (wanted.length === 1) return [await readOne(payload, wanted[0]!)]
  const { db, table: leads } = drizzleTable(payload, 'leads')
  const phones = [...new Set(wanted.flatMap((w) => (w.phone ? [w.phone] : [])))]
  const emails = [...new Set(wanted.flatMap((w) => (w.email ? [w.email] : [])))]
  const rows = (await db
    .select({
      id: leads.col('id'),
      searchPhone: leads.col('searchPhone'),
      searchEmail: leads.col('searchEmail'),
      createdAt: leads.col('createdAt'),
    })
    .from(leads.table)
    .where(
      and(
        or(
          ...(phones.length > 0 ? [inArray(leads.col('searchPhone'), phones)] : []),
          ...(emails.length > 0 ? [inArray(leads.col('searchEmail'), emails)] : []),
        ),
        gt(leads.col('createdAt'), new Date(Math.min(...wanted.map((w) => w.since))).toISOString()),
        lte(leads.col('createdAt'), new Date(Math.max(...wanted.map((w) => w.now))).toISOString()),
      ),
    )
    // Newest first, and bounded: a phone posted thousands of times (a bot's) must not make every
    // read carry its whole history. Past the bound, the oldest links are the ones left out.
    .orderBy(desc(leads.col('createdAt')))
    .limit(MAX_ROWS_PER_READ)) as Row[]
  const dated = rows.map((row) => ({ ...row, at: Date.parse(row.createdAt) }))
  return wanted.map((w) =>
    dated
      .filter(
        (row) =>
          ((w.phone !== null && row.searchPhone === w.phone) || (w.email !== null && row.searchEmail === w.email)) &&
          row.at > w.since &&
          row.at <= w.now,
      )
      .sort((a, b) => b.at - a.at)
      .slice(0, MAX_LINKED)
      .map((row) => row.id),
  )
})

// A lone read (a quiet site): a prepared statement
// (src/server/prepared-query.ts). A missing key is bound as NULL, which equals nothing.
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

async function readOne(payload: Payload, wanted: Wanted): Promise<Array<number | string>> {
  const rows = await earlierLeads(payload, {
    phone: wanted.phone,
    email: wanted.email,
    since: new Date(wanted.since).toISOString(),
    now: new Date(wanted.now).toISOString(),
  })
  return rows.map((row) => row.id)
}

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
  return sharedRead(payload, {
    phone: keys.searchPhone || null,
    email: keys.searchEmail || null,
    since: now.getTime() - REPEAT_WINDOW_DAYS * 86_400_000,
    now: now.getTime(),
  })
}
