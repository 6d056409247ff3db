import type { Payload } from 'payload'

/**
 * PostgreSQL advisory locks, for work that one instance at a time must do (the first start's texts,
 * the ceiling alert, the ceiling's last places). Held on a pool connection of their own: a session
 * lock outlives the transactions the work commits, so the next holder sees what this one wrote.
 * The adapter's `pool` is the `pg` Pool that @payloadcms/db-postgres documents as `pool` in its
 * options. No server-only import: the first start runs in Payload's `onInit`, also under its CLI.
 */
type PoolClient = {
  query: <Row = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<{ rows: Row[] }>
  release: () => void
}
type PostgresAdapter = { pool: { connect: () => Promise<PoolClient> } }

/** A pool connection of its own, for session settings and locks. */
export function ownConnection(payload: Payload): Promise<PoolClient> {
  return (payload.db as unknown as PostgresAdapter).pool.connect()
}

/**
 * Runs `work` holding the lock named `name`: waiting for it, or with `{ wait: false }` giving up at
 * once (then `undefined`, the holder doing the work).
 */
export async function withAdvisoryLock<T>(
  payload: Payload,
  name: string,
  work: () => Promise<T>,
  { wait = true }: { wait?: boolean } = {},
): Promise<T | undefined> {
  const connection = await ownConnection(payload)
  try {
    if (wait) await connection.query('select pg_advisory_lock(hashtext($1))', [name])
    else {
      const { rows } = await connection.query<{ taken: boolean }>('select pg_try_advisory_lock(hashtext($1)) as taken', [name])
      if (!rows[0]?.taken) return undefined
    }
    try {
      return await work()
    } finally {
      await connection.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined)
    }
  } finally {
    connection.release()
  }
}
