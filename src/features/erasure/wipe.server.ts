import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { payloadDrizzle } from '@/server/payload-tables'

/**
 * After an erasure, the erased words leave the database's files too, not only its rows: a deleted
 * row stays readable on disk (in SQLite's free pages and its write-ahead log, in PostgreSQL's
 * dead tuples) until something overwrites it.
 *
 * - SQLite, on a connection of its own (Payload's changes with each transaction, libsql opens a
 *   new one): `secure_delete` on, `VACUUM` (the file rebuilt from the live rows only, whichever
 *   connection deleted them), then `wal_checkpoint(TRUNCATE)`, so the log that held the old pages
 *   is emptied. A reader in the middle of a snapshot can hold the checkpoint back: it is tried
 *   again for a few seconds.
 * - PostgreSQL: `VACUUM` of the tables touched, outside any transaction, which removes their dead
 *   tuples.
 *
 * The same steps follow a restore's re-applied erasures (scripts/lib/backup/erasures.mjs).
 */
export const ERASED_TABLES = ['leads', 'leads_notes', 'leads_rels', 'call_clicks', 'texting_opt_outs'] as const

type SqliteAdapter = { clientConfig?: { url?: string } }

export type WipeResult = { database: 'sqlite' | 'postgres' }

export async function wipeErasedRows(payload: Payload): Promise<WipeResult> {
  if (payload.db.name === 'postgres') {
    const drizzle = payloadDrizzle<{ execute: (query: ReturnType<typeof sql.raw>) => Promise<unknown> }>(payload)
    await drizzle.execute(sql.raw(`VACUUM ${ERASED_TABLES.map((table) => `"${table}"`).join(', ')}`))
    return { database: 'postgres' }
  }
  const url = (payload.db as unknown as SqliteAdapter).clientConfig?.url
  if (!url?.startsWith('file:')) return { database: 'sqlite' }
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url })
  try {
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute('PRAGMA secure_delete = ON')
    await client.execute('VACUUM')
    for (let attempt = 0; ; attempt++) {
      const { rows } = await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
      if (Number(rows[0]?.busy ?? 0) === 0 || attempt >= 20) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  } finally {
    client.close()
  }
  return { database: 'sqlite' }
}
