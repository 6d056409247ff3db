import 'server-only'
import type { Payload } from 'payload'
import { ownConnection } from '@/server/advisory-lock'
import { waitForNoOpenSnapshot } from './open-snapshots.mjs'

/**
 * After an erasure, the erased words leave the database's files too, not only its rows: a deleted
 * row stays readable on disk (in PostgreSQL's dead tuples) until something overwrites it.
 *
 * `VACUUM FULL` of the tables touched, outside any transaction: each is written anew from its live
 * rows (a plain VACUUM frees the dead tuples' space but leaves their bytes in the pages until
 * overwritten). It locks the table while it copies, so it waits at most LOCK_WAIT for a reader to
 * finish, then falls back to a plain VACUUM rather than hold the new leads back behind it. (Its
 * write-ahead log keeps the old pages until PostgreSQL recycles the segments, as every PostgreSQL
 * change does.)
 *
 * The same steps follow a restore's re-applied erasures (scripts/lib/backup/erasures.mjs).
 */
export const ERASED_TABLES = [
  'leads',
  'leads_notes',
  'leads_rels',
  'call_clicks',
  'texting_opt_outs',
  // The leads' jobs and their logs (deleted with each lead: src/features/leads/notifications/lead-jobs.server.ts).
  'payload_jobs',
  'payload_jobs_log',
] as const

const LOCK_WAIT = '5s'

export async function wipeErasedRows(payload: Payload): Promise<void> {
  // A connection of its own: the lock timeout is a session setting.
  const client = await ownConnection(payload)
  try {
    // Requests' snapshots last milliseconds; past 5 s the wipe goes ahead and the next one catches up.
    await waitForNoOpenSnapshot((text) => client.query<{ n: number }>(text), 5_000)
    await client.query(`SET lock_timeout = '${LOCK_WAIT}'`)
    for (const table of ERASED_TABLES) {
      await client.query(`VACUUM FULL "${table}"`).catch(async (error: unknown) => {
        payload.logger.warn({ event: 'erasure.vacuum_full_waited', table, reason: String(error) }, 'plain VACUUM instead')
        await client.query(`VACUUM "${table}"`)
      })
    }
    await client.query('RESET lock_timeout')
  } finally {
    client.release()
  }
}
