import 'server-only'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/**
 * Recovery from a known defect of libsql's Node binding (libsql 0.4, under `@libsql/client` and
 * Payload's SQLite adapter; tursodatabase/libsql-client-ts#352, fix proposed in libsql-js#237):
 * a statement that fails with SQLITE_BUSY is left in progress, and only the garbage collector's
 * finalizer resets it. Until then, on that connection, every COMMIT fails ("cannot commit
 * transaction - SQL statements in progress") and an autocommit write is never committed, although
 * nobody holds the lock any more. After another process had held the database's write lock for a
 * minute (a backup, a migration, a stuck `sqlite3` shell), lead posts kept failing for 41 s in the
 * dbgone drill, until V8 happened to collect.
 *
 * So a write that failed busy asks V8 for a full collection, which finalizes the abandoned
 * statements at once, and a commit refused for a statement in progress collects and commits once
 * more. The binding keeps the last statement it ran reachable, so a failed one can be collected
 * only once another statement ran on the connection: the lead writer's ROLLBACK and PRAGMA after a
 * failure are that statement. `gc` is exposed at run time (V8's `--expose-gc`, which a new context
 * picks up), so no start command changes. A collection is one pause of tens of milliseconds and
 * only ever follows a failed write: calls at the same moment share one, a busy failure asks at
 * most ten times a second, and a refused commit at most three times per batch of leads.
 */
const MIN_INTERVAL_MS = 100
let lastCollection = 0
let inFlight: Promise<boolean> | null = null
let collect: (() => void) | null | undefined

/** Whether `error` (or a cause of it) is SQLite's SQLITE_BUSY: the lock was held, or a statement left busy blocks a commit. */
export function isSqliteBusy(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown }
    if (code === 'SQLITE_BUSY' || /SQLITE_BUSY|database is locked|statements in progress/i.test(String(message))) return true
  }
  return false
}

/** Whether the commit failed only because a statement abandoned earlier is still in progress (the lock is free). */
export function isAbandonedStatement(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (/statements in progress/i.test(String((e as { message?: unknown }).message))) return true
  }
  return false
}

function gcFunction(): (() => void) | null {
  if (collect !== undefined) return collect
  try {
    setFlagsFromString('--expose-gc')
    const gc: unknown = runInNewContext('gc')
    collect = typeof gc === 'function' ? (gc as () => void) : null
  } catch {
    collect = null
  }
  return collect
}

/**
 * Finalizes the statements a busy failure left in progress (above). Resolves once their
 * finalizers have had their turn (they run after the collection, on a later turn). True if it
 * collected. `force`: a commit was refused for a statement in progress, so one certainly waits.
 */
export function releaseAbandonedStatements({ force = false }: { force?: boolean } = {}): Promise<boolean> {
  if (inFlight) return inFlight
  const gc = gcFunction()
  if (!gc || (!force && Date.now() - lastCollection < MIN_INTERVAL_MS)) return Promise.resolve(false)
  lastCollection = Date.now()
  gc()
  inFlight = new Promise<boolean>((resolve) => setImmediate(() => setTimeout(() => resolve(true), 1))).finally(() => {
    inFlight = null
  })
  return inFlight
}
