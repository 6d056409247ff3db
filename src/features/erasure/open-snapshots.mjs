/**
 * VACUUM FULL copies a deleted row that an open snapshot in the database may still see (another
 * request's transaction, an autovacuum ANALYZE of rows just restored): the erased words would stay
 * on disk. Both wipes — after an erasure (wipe.server.ts) and after a restore's re-erasure
 * (scripts/lib/backup/erasures.mjs) — wait first, at most `maxMs`, until no other session of this
 * database holds one. Plain JavaScript, shared by the site and `npm run restore`, as ledger.mjs is.
 *
 * @param {(text: string) => Promise<{ rows: Array<{ n: number }> }>} query one connection's query
 * @param {number} maxMs
 * @returns {Promise<boolean>} whether none was open when it stopped waiting
 */
export async function waitForNoOpenSnapshot(query, maxMs) {
  for (let waited = 0; ; waited += 250) {
    const { rows } = await query(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_xmin is not null',
    )
    if (rows[0].n === 0) return true
    if (waited >= maxMs) return false
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
