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
  /** With an error, the pool closes the connection instead of taking it back. */
  release: (error?: Error) => void
  on: (event: 'error', listener: (error: Error) => void) => void
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

const kept = new Map<string, PoolClient>()
const nextTry = new Map<string, number>()

/**
 * Whether this process holds the lock `name` for good: taken on a connection kept for the life of
 * the process (or of that connection: a database restart or a killed session lets it go, and
 * another process takes it), tried again at most every `retryMs` while another holds it. For work
 * that one instance at a time must run, such as the job queues (src/features/leads/notifications/jobs.ts).
 * Asked every second by each queue's cron, so a held lock answers without a query: the kept
 * connection's `error` event (pg emits it when the server ends the session) is what lets it go.
 */
export async function keepsAdvisoryLock(payload: Payload, name: string, retryMs = 5_000): Promise<boolean> {
  if (kept.has(name)) return true
  if (Date.now() < (nextTry.get(name) ?? 0)) return false
  nextTry.set(name, Date.now() + retryMs)
  let connection: PoolClient
  try {
    connection = await ownConnection(payload)
  } catch {
    // The database is away: nobody runs the work until it is back.
    return false
  }
  // A kept connection is not the pool's idle one, so its errors (the server gone) are this module's
  // to hear: unheard, they would end the process. Heard, the lock is gone with the session.
  connection.on('error', (error) => {
    if (kept.get(name) !== connection) return
    kept.delete(name)
    connection.release(error)
  })
  try {
    const { rows } = await connection.query<{ taken: boolean }>('select pg_try_advisory_lock(hashtext($1)) as taken', [name])
    if (rows[0]?.taken) {
      kept.set(name, connection)
      return true
    }
    connection.release()
  } catch (error) {
    connection.release(error instanceof Error ? error : new Error(String(error)))
  }
  return false
}
