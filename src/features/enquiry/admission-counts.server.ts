import 'server-only'
import { and, count, eq, gt, isNull, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { preparedRead, type Table } from '@/server/prepared-query'
import { HELD_REASON } from './admission'

/**
 * The counts admission decides on (admission.ts), read from the database so every instance decides
 * alike. Every enquiry post reads one of them: prepared statements (src/server/prepared-query.ts).
 */
type Count = { n: number }

/** A prepared count of the leads that match `where`: named, its plan is the same for any values. */
const countOf = (name: string, where: (leads: Table) => unknown) =>
  preparedRead<Count>('leads', (db, leads) => db.select({ n: count() }).from(leads.table).where(where(leads)), name)

const recent = ({ col }: Table) => gt(col('createdAt'), sql.placeholder('since'))
const ofClient = ({ col }: Table) => eq(col('clientKey'), sql.placeholder('key'))

const admittedForClient = countOf('lead_admitted_for_client', (leads) =>
  and(ofClient(leads), recent(leads), eq(leads.col('spam_flagged'), false)),
)
const admittedShared = countOf('lead_admitted_shared', (leads) =>
  and(isNull(leads.col('clientKey')), recent(leads), eq(leads.col('spam_flagged'), false)),
)
const heldForClient = countOf('lead_held_for_client', (leads) =>
  and(ofClient(leads), recent(leads), eq(leads.col('spam_reason'), HELD_REASON)),
)
const storedSubmissions = countOf('lead_submission_stored', (leads) => eq(leads.col('submissionId'), sql.placeholder('id')))

const first = (rows: Count[]): number => Number(rows[0]?.n ?? 0)

/** Leads admitted (not flagged) since `since` for this client, or for the shared bucket (`null`). */
export async function admittedSince(payload: Payload, clientKey: string | null, since: string): Promise<number> {
  return first(clientKey ? await admittedForClient(payload, { key: clientKey, since }) : await admittedShared(payload, { since }))
}

/** Leads of this client held for being over its limit since `since`. */
export async function heldSince(payload: Payload, clientKey: string, since: string): Promise<number> {
  return first(await heldForClient(payload, { key: clientKey, since }))
}

/** Whether a lead of this submission id is stored (a retry of a stored post). */
export async function submissionStored(payload: Payload, submissionId: string): Promise<boolean> {
  return first(await storedSubmissions(payload, { id: submissionId })) > 0
}
