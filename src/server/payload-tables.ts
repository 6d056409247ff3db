import type { Column } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

/**
 * One of Payload's tables as its Drizzle adapter holds it (`payload.db.tables`, beside
 * `payload.db.drizzle`: the adapter's documented way down to the database), for the lead path's
 * own statements: the prepared reads (`src/server/prepared-query.ts`), the lead writer's INSERT and the worker's UPDATE. The one place
 * that looks a table up, so a table or column missing from the schema fails the same way
 * everywhere (a programming error: it throws), and the column names are collected once.
 */
export type PayloadTable = {
  /** The table itself, for `from`, `insert` and `update`. */
  table: Record<string, Column>
  /** A column by its Drizzle key (`spam.flagged` is `col('spam_flagged')`). */
  col: (key: string) => Column
  /** Every column key, to check a row's keys against. */
  columns: ReadonlySet<string>
}

type Adapter = { drizzle: unknown; tables: Record<string, Record<string, Column> | undefined> }

const looked = new WeakMap<Payload, Map<string, PayloadTable>>()

export function payloadTable(payload: Payload, name: string): PayloadTable {
  let tables = looked.get(payload)
  if (!tables) looked.set(payload, (tables = new Map()))
  let found = tables.get(name)
  if (!found) {
    const table = (payload.db as unknown as Adapter).tables[name]
    if (!table) throw new Error(`${name} missing from the Drizzle schema`)
    const col = (key: string) => {
      const column = table[key]
      if (!column) throw new Error(`${name} has no column ${key}`)
      return column
    }
    found = { table, col, columns: new Set(Object.keys(table)) }
    tables.set(name, found)
  }
  return found
}

/**
 * Payload's Drizzle instance, typed by the caller as the builder calls it makes (select, insert or
 * update): the adapter types it loosely, so each caller names the few calls it relies on.
 */
export function payloadDrizzle<Builder>(payload: Payload): Builder {
  return (payload.db as unknown as Adapter).drizzle as Builder
}
