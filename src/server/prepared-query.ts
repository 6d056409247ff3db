import 'server-only'
import type { Payload } from 'payload'
import { payloadDrizzle, payloadTable, type PayloadTable } from './payload-tables'

/**
 * A read on the lead path, built once per Payload instance and run with placeholders: Drizzle's
 * prepared query on Payload's own Drizzle instance (`payload.db.drizzle`, `payload.db.tables`, the
 * adapters' documented way down to the database).
 *
 * Why not `payload.db.find`/`count`: they turn a `Where` into SQL on every call, about 0.6 ms of
 * CPU each, against 0.1 ms for the prepared statement (PostgreSQL, 2,000 calls of each). Every
 * enquiry makes two such reads, and one process's CPU is what caps the leads it stores a second.
 * The reads see committed rows only, outside any transaction a caller holds: what they read
 * (earlier leads, a client's recent leads) is always committed before.
 */

/** One of Payload's tables (src/server/payload-tables.ts). */
export type Table = Pick<PayloadTable, 'table' | 'col'>
/** What a statement is built from; typed loosely because the dialect is chosen at run time. */
export type QueryBuilder = {
  select: (columns: Record<string, unknown>) => {
    from: (table: unknown) => {
      where: (condition: unknown) => PreparableQuery &
        PromiseLike<unknown[]> & {
          orderBy: (...order: unknown[]) => { limit: (n: number) => PreparableQuery & PromiseLike<unknown[]> }
          groupBy: (...columns: unknown[]) => PromiseLike<unknown[]>
        }
    }
  }
}
type PreparableQuery = { prepare: (name?: string) => PreparedQuery }
type PreparedQuery = { execute: (values: Record<string, unknown>) => Promise<unknown> }

export type PreparedRead<Row> = (payload: Payload, values: Record<string, unknown>) => Promise<Row[]>

/** Payload's Drizzle instance and one of its tables (by slug), for a read built here. */
export function drizzleTable(payload: Payload, tableName: string): { db: QueryBuilder; table: Table } {
  return { db: payloadDrizzle<QueryBuilder>(payload), table: payloadTable(payload, tableName) }
}

/**
 * `build` gets the query builder and the table (by its slug). A table missing from the schema is a
 * programming error.
 *
 * `name` makes it a named statement on PostgreSQL: parsed once per connection, and after five runs
 * planned once (a generic plan). Only for a read whose best plan is the same whatever the values:
 * the admission counts (an equality and a range on the (client_key, created_at) index) cost
 * PostgreSQL a quarter less CPU named, 3,000 enquiries at 50 connections. Without a name the
 * statement is unnamed and planned for its values on every run: the earlier-leads read must be,
 * because its generic plan walks the created_at index through every lead of 90 days (2.7 ms on
 * 3,600 leads, growing with the table) where the plan for the values uses the phone and e-mail
 * indexes (0.1 ms).
 */
export function preparedRead<Row>(
  tableName: string,
  build: (db: QueryBuilder, table: Table) => PreparableQuery,
  name?: string,
): PreparedRead<Row> {
  const statements = new WeakMap<Payload, PreparedQuery>()
  return async (payload, values) => {
    let statement = statements.get(payload)
    if (!statement) {
      const { db, table } = drizzleTable(payload, tableName)
      statement = build(db, table).prepare(name)
      statements.set(payload, statement)
    }
    // A select's prepared query answers its rows, mapped to the selected keys.
    return (await statement.execute(values)) as Row[]
  }
}
