import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Column } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { payloadDrizzle, payloadTable } from '@/server/payload-tables'

/**
 * Writes leads with group commit. A commit is durable only once the database has flushed it to
 * disk (PostgreSQL's WAL), and a flush takes 10–30 ms on
 * ordinary disks: one commit per lead caps a site at a few dozen leads a second however fast the
 * rest is. So the leads that arrive while a commit is under way wait for the next one, and each
 * commit is a single multi-row INSERT — every visitor still gets `success` only after their own
 * row is on disk, and an idle site writes each lead at once.
 *
 * Rows go straight to the `leads` table through Payload's Drizzle instance: they are complete and
 * validated (store.server.ts), and carry what the Leads create hook would add (search keys, status
 * `spam` when flagged, the same person's earlier leads, which go in `leads_rels` in the same
 * transaction).
 */
export type LeadRowData = Record<string, unknown> & { submissionId: string; earlierLeads?: Array<number | string> }
export type Inserted = { id: number | string; submissionId: string }

/** What we use of Payload's Drizzle adapter. */
type InsertBuilder = {
  values: (rows: Record<string, unknown>[]) => {
    onConflictDoNothing: () => { returning: (columns: Record<string, unknown>) => Promise<Inserted[]> }
  }
}
type DrizzleLike = {
  insert: (table: unknown) => InsertBuilder
  transaction: <T>(run: (tx: DrizzleLike & { execute: (query: unknown) => Promise<unknown> }) => Promise<T>) => Promise<T>
}
/** Most rows one commit carries. */
const MAX_ROWS_PER_COMMIT = 200

/**
 * A lead as the table's columns: group fields flattened as Payload's Drizzle schema names them
 * (`consent.ip` → `consent_ip`). Unknown keys are a programming error, so they throw.
 */
export function leadColumns(data: Record<string, unknown>, columns: ReadonlySet<string>): Record<string, unknown> {
  const row: Record<string, unknown> = {}
  const put = (key: string, value: unknown) => {
    if (!columns.has(key)) throw new Error(`leads has no column for ${key}`)
    row[key] = value
  }
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
      for (const [field, inner] of Object.entries(value)) if (inner !== undefined) put(`${key}_${field}`, inner)
    } else put(key, value)
  }
  return row
}

/**
 * PostgreSQL: the rows of one commit as a single JSON parameter, unpacked by the database
 * (`json_populate_recordset` over the table's own row type, so each value is cast to its column's
 * type there). Drizzle's multi-row INSERT binds every value as its own parameter and builds the
 * statement anew each commit — 50 leads are about 2,000 parameters — which cost the lead endpoint
 * about 0.2 ms of this process's CPU per lead, 6% of all it spends on one (measured with
 * `--cpu-prof` in the lead-throughput drill). Rows are grouped by the columns they carry, so a
 * column a row leaves out keeps its default, as in Drizzle's INSERT.
 */
async function insertFromJson(
  tx: { execute: (query: unknown) => Promise<unknown> },
  table: Record<string, Column>,
  rows: Record<string, unknown>[],
): Promise<Inserted[]> {
  const groups = new Map<string, Record<string, unknown>[]>()
  for (const row of rows) {
    // The table's own column names: the JSON keys json_populate_recordset matches.
    const named = Object.fromEntries(Object.entries(row).map(([key, value]) => [table[key]!.name, value]))
    const signature = Object.keys(named).sort().join(',')
    const group = groups.get(signature)
    if (group) group.push(named)
    else groups.set(signature, [named])
  }
  const inserted: Inserted[] = []
  for (const [signature, group] of groups) {
    const list = sql.join(
      signature.split(',').map((name) => sql.identifier(name)),
      sql.raw(', '),
    )
    const result = (await tx.execute(
      sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(group)}::json) ON CONFLICT DO NOTHING RETURNING ${sql.identifier(table.id!.name)} AS "id", ${sql.identifier(table.submissionId!.name)} AS "submissionId"`,
    )) as { rows: Inserted[] }
    inserted.push(...result.rows)
  }
  return inserted
}

type Pending = { rows: LeadRowData[]; resolve: (inserted: Inserted[]) => void; reject: (error: unknown) => void }

export class LeadWriter {
  private queue: Pending[] = []
  private flushing = false

  constructor(private readonly payload: Payload) {}

  /** Resolves with the rows this call inserted (none: every submission id was stored before). */
  write(rows: LeadRowData[]): Promise<Inserted[]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ rows, resolve, reject })
      if (!this.flushing) void this.flush()
    })
  }

  private async insert(rows: LeadRowData[]): Promise<Inserted[]> {
    const drizzle = payloadDrizzle<DrizzleLike>(this.payload)
    const { table, columns } = payloadTable(this.payload, 'leads')
    const rels = payloadTable(this.payload, 'leads_rels').table
    const earlierBySubmission = new Map(rows.map((row) => [row.submissionId, row.earlierLeads ?? []]))
    const values = rows.map(({ earlierLeads: _links, ...row }) => leadColumns(row, columns))
    // The rows, then their `earlierLeads` (hasMany relationship) rows as Payload stores them: path,
    // order from 1, in the same transaction.
    const withLinks = async (db: DrizzleLike, insertRows: () => Promise<Inserted[]>) => {
      const inserted = await insertRows()
      const links = inserted.flatMap(({ id, submissionId }) =>
        (earlierBySubmission.get(submissionId) ?? []).map((earlier, index) => ({
          parent: id,
          path: 'earlierLeads',
          order: index + 1,
          leadsID: earlier,
        })),
      )
      // A plain INSERT (no conflict clause, no RETURNING): the builder is awaited as it is.
      const plain = db as unknown as {
        insert: (table: unknown) => { values: (rows: Record<string, unknown>[]) => Promise<unknown> }
      }
      if (links.length > 0) await plain.insert(rels).values(links)
      return inserted
    }
    // The pool runs with synchronous_commit off (payload.config.ts); a lead waits for its flush.
    return drizzle.transaction(async (tx) => {
      await tx.execute(sql.raw('SET LOCAL synchronous_commit TO ON'))
      return withLinks(tx, () => insertFromJson(tx, table, values))
    })
  }

  private async flush(): Promise<void> {
    this.flushing = true
    try {
      while (this.queue.length > 0) {
        const batch: Pending[] = []
        let count = 0
        while (this.queue.length > 0 && (batch.length === 0 || count + this.queue[0]!.rows.length <= MAX_ROWS_PER_COMMIT)) {
          const next = this.queue.shift()!
          batch.push(next)
          count += next.rows.length
        }
        try {
          const inserted = await this.insert(batch.flatMap((pending) => pending.rows))
          const bySubmission = new Map(inserted.map((row) => [row.submissionId, row]))
          for (const pending of batch) {
            pending.resolve(pending.rows.flatMap((row) => bySubmission.get(row.submissionId) ?? []))
          }
        } catch {
          // One post's bad row must not fail the others: write each post on its own (and a post
          // that fails alone gets its own error).
          for (const pending of batch) {
            await this.insert(pending.rows).then(pending.resolve, pending.reject)
          }
        }
      }
    } finally {
      this.flushing = false
    }
  }
}

const writers = new WeakMap<Payload, LeadWriter>()

/** The one writer per Payload instance, so every post of this process shares its commits. */
export function leadWriter(payload: Payload): LeadWriter {
  let writer = writers.get(payload)
  if (!writer) {
    writer = new LeadWriter(payload)
    writers.set(payload, writer)
  }
  return writer
}
