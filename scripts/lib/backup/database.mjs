import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { startEmbeddedPostgres } from '../embedded-postgres.mjs'

/**
 * The database half of a backup: PostgreSQL (the only database) by `pg_dump --format=custom`, put
 * back with `pg_restore` and `psql`. DATABASE_URL as the site reads it (src/server/database-url.ts);
 * unset, the embedded server of `npm start` in data/postgres.
 */

export function isPostgres(url) {
  return /^postgres(ql)?:\/\//i.test(url)
}

/** Said wherever a SQLite database or archive of an earlier release turns up. */
export const MOVE_SQLITE =
  'PostgreSQL is the only database: move a SQLite file of an earlier release over with `npm run db:move-sqlite -- FILE`'

/**
 * The database to back up or restore into, and `stop()`: DATABASE_URL's server, or the embedded one
 * of `npm start` (data/postgres), joined while `npm start` runs it, else started for the command and
 * stopped by `stop()`.
 */
export async function openDatabase(env = process.env, cwd = process.cwd()) {
  const url = env.DATABASE_URL?.trim()
  if (url) {
    if (!isPostgres(url)) throw new Error(`DATABASE_URL must be a postgres:// URL. ${MOVE_SQLITE}.`)
    return { url, embedded: false, stop: async () => {} }
  }
  const server = await startEmbeddedPostgres({ dir: path.resolve(cwd, 'data', 'postgres') })
  return { url: server.url, embedded: true, started: server.started, stop: server.stop }
}

/** Where a URL points, for messages: its password is never printed. */
export function describeDatabase(url) {
  const parsed = new URL(url)
  return `PostgreSQL ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`
}

/**
 * pg_dump / pg_restore / psql: the system's PostgreSQL client tools. PG_BIN's, else the newest of
 * Debian's /usr/lib/postgresql/N/bin holding the tool (pg_dump must be at least the server's
 * version; a client-only install has no initdb there, so not system-packages' postgresBin), else
 * whatever PATH finds.
 */
export function pgTool(name, env = process.env) {
  if (env.PG_BIN?.trim()) return path.join(env.PG_BIN.trim(), name)
  const root = '/usr/lib/postgresql'
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+$/.test(v) && existsSync(path.join(root, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a))
    if (versions[0]) return path.join(root, versions[0], 'bin', name)
  }
  return name
}

function run(command, args, what) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.error) {
    throw new Error(
      result.error.code === 'ENOENT'
        ? `${command} not found: install PostgreSQL's client tools (Debian: postgresql-client) or set PG_BIN`
        : `${what}: ${result.error.message}`,
    )
  }
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status}): ${result.stderr.trim()}`)
  return result
}

async function pgClient(url) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return client
}

/** Writes the database's backup to `file`: a pg_dump custom-format archive. */
export async function dumpDatabase(url, file) {
  run(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`], 'pg_dump')
  return { kind: 'postgres', file }
}

/** How many tables the target database holds (0: empty, safe to restore into). */
export async function tableCount(url) {
  const client = await pgClient(url)
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
    )
    return rows[0].n
  } finally {
    await client.end()
  }
}

/**
 * Refuses a backup whose database is not a pg_dump (an archive of a SQLite install of an earlier
 * release), before anything is touched.
 */
export function checkBackupKind(kind) {
  if (kind === 'postgres') return
  if (kind === 'sqlite')
    throw new Error(
      `this backup holds a SQLite database (an earlier release). ${MOVE_SQLITE} (after unpacking database/site.db from the archive).`,
    )
  throw new Error(`this backup holds a database of an unknown kind (${kind})`)
}

/**
 * Puts a dump back. The target must be empty unless `force`. pg_restore turns the dump into SQL,
 * and psql runs it with the drop of the schema in ONE transaction, so a site left running waits a
 * moment on the locks and then reads the restored database, never a half-made one (and a failed
 * restore changes nothing).
 */
export async function restoreDatabase(url, kind, file, { force = false } = {}) {
  checkBackupKind(kind)
  const tables = await tableCount(url)
  if (tables > 0 && !force) {
    throw new Error(`${describeDatabase(url)} is not empty (${tables} tables): restoring would replace it. Add --force to do so.`)
  }
  const client = await pgClient(url)
  let schema
  try {
    const { rows } = await client.query('select current_schema() as schema')
    schema = `"${String(rows[0].schema).replaceAll('"', '""')}"`
  } finally {
    await client.end()
  }
  const sql = `${file}.sql`
  run(pgTool('pg_restore'), ['--no-owner', '--no-privileges', `--file=${sql}`, file], 'pg_restore')
  try {
    run(
      pgTool('psql'),
      [
        '--no-psqlrc',
        '--quiet',
        '--set=ON_ERROR_STOP=1',
        '--single-transaction',
        `--dbname=${url}`,
        `--command=drop schema if exists ${schema} cascade; create schema ${schema}`,
        `--file=${sql}`,
      ],
      'psql (the restore)',
    )
  } finally {
    rmSync(sql, { force: true })
  }
  return { replaced: tables > 0 }
}
