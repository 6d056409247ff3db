import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * The database half of a backup: SQLite by an online copy (`VACUUM INTO`: a consistent snapshot
 * taken while the site keeps running, in WAL mode), PostgreSQL by `pg_dump --format=custom`, put
 * back with `pg_restore`. DATABASE_URL as the site reads it (src/server/database-url.ts).
 */

export function databaseUrl(env = process.env, cwd = process.cwd()) {
  const url = env.DATABASE_URL?.trim()
  return url || `file:${path.resolve(cwd, 'data', 'site.db')}`
}

export function isPostgres(url) {
  return /^postgres(ql)?:\/\//i.test(url)
}

/** The file of a `file:` URL. */
export function sqliteFile(url, cwd = process.cwd()) {
  return path.resolve(cwd, url.replace(/^file:(\/\/(?=\/))?/, '').replace(/\?.*$/, ''))
}

/** Where a URL's password is, for messages: never printed. */
export function describeDatabase(url) {
  if (!isPostgres(url)) return `SQLite ${sqliteFile(url)}`
  const parsed = new URL(url)
  return `PostgreSQL ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`
}

/**
 * pg_dump / pg_restore: PG_BIN's, else the newest of Debian's /usr/lib/postgresql/N/bin (pg_dump
 * must be at least the server's version), else whatever PATH finds.
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

async function sqliteClient(url) {
  const { createClient } = await import('@libsql/client')
  return createClient({ url: `file:${sqliteFile(url)}` })
}

async function pgClient(url) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return client
}

/** Writes the database's backup to `file`: a SQLite file, or a pg_dump custom-format archive. */
export async function dumpDatabase(url, file) {
  if (isPostgres(url)) {
    run(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`], 'pg_dump')
    return { kind: 'postgres', file }
  }
  const source = sqliteFile(url)
  if (!existsSync(source)) throw new Error(`no SQLite database at ${source} (DATABASE_URL)`)
  const client = await sqliteClient(url)
  try {
    await client.execute({ sql: 'VACUUM INTO ?', args: [file] })
  } finally {
    client.close()
  }
  return { kind: 'sqlite', file }
}

/** How many tables the target database holds (0: empty, safe to restore into). */
export async function tableCount(url) {
  if (isPostgres(url)) {
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
  const file = sqliteFile(url)
  if (!existsSync(file) || statSync(file).size === 0) return 0
  const client = await sqliteClient(url)
  try {
    const result = await client.execute(
      "select count(*) as n from sqlite_master where type = 'table' and name not like 'sqlite_%'",
    )
    return Number(result.rows[0].n)
  } finally {
    client.close()
  }
}

/**
 * Puts a dump back. The target must be empty unless `force`. PostgreSQL: pg_restore turns the dump
 * into SQL, and psql runs it with the drop of the schema in ONE transaction, so a site left running
 * waits a moment on the locks and then reads the restored database, never a half-made one (and a
 * failed restore changes nothing). SQLite: the file is replaced (its -wal and -shm with it), which a
 * running process would not see: stop the site first.
 */
export async function restoreDatabase(url, kind, file, { force = false } = {}) {
  if (kind !== (isPostgres(url) ? 'postgres' : 'sqlite')) {
    throw new Error(
      `the backup holds a ${kind} database but DATABASE_URL is ${describeDatabase(url)}: restore it into a ${kind} database`,
    )
  }
  const tables = await tableCount(url)
  if (tables > 0 && !force) {
    throw new Error(`${describeDatabase(url)} is not empty (${tables} tables): restoring would replace it. Add --force to do so.`)
  }
  if (kind === 'postgres') {
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
  const target = sqliteFile(url)
  mkdirSync(path.dirname(target), { recursive: true })
  const incoming = `${target}.restoring`
  copyFileSync(file, incoming)
  for (const suffix of ['-wal', '-shm']) rmSync(target + suffix, { force: true })
  renameSync(incoming, target)
  return { replaced: tables > 0 }
}
