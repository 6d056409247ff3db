import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { AfterErrorHook, Payload } from 'payload'
import { coalescedPer } from './coalesce'
import { payloadDrizzle } from './payload-tables'

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
 * only once another statement ran on the connection: the release runs `select 1` first. `gc` is
 * exposed at run time (V8's `--expose-gc`, which a new context picks up), so no start command
 * changes. Payload loads this module from its config (the CLI in plain Node too), so it is not
 * marked server-only. A collection is one pause of tens of milliseconds and only ever follows a
 * failed write; failures at the same moment share one, and a refused commit
 * asks at most three times per batch of leads.
 */
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
 * One collection on Payload's SQLite connection: `select 1` first, so the failed statement is no
 * longer the connection's last, then V8's collection, then a turn for the finalizers to run.
 */
const collectOn = coalescedPer<Payload, void, boolean>(async (payload, callers) => {
  const gc = gcFunction()
  if (!gc) return callers.map(() => false)
  await payloadDrizzle<{ run: (query: SQL) => Promise<unknown> }>(payload)
    .run(sql`select 1`)
    .catch(() => undefined)
  gc()
  await new Promise<void>((resolve) => setImmediate(() => setTimeout(resolve, 1)))
  return callers.map(() => true)
})

/**
 * Finalizes the statements a busy failure left in progress on Payload's SQLite connection (above):
 * resolves once a collection that began after this call has run, so the caller's own failed
 * statement is among those taken. Calls made while one runs share the next (src/server/coalesce.ts),
 * so a burst of failures costs two collections. False if `gc` could not be had.
 */
export function releaseAbandonedStatements(payload: Payload): Promise<boolean> {
  return collectOn(payload, undefined)
}

/**
 * Payload's `afterError` hook (payload.config.ts): a write Payload makes itself, such as a staff
 * edit through the REST API, that failed busy is released before its error is answered, so the
 * next save on the connection is not refused for it.
 */
export const releaseAfterBusyError: AfterErrorHook = async ({ error, req }) => {
  if (isSqliteBusy(error)) await releaseAbandonedStatements(req.payload)
}
