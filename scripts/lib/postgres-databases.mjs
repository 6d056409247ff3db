/**
 * Databases on a PostgreSQL server, by name: the test runner's (one per stage) and the integration
 * tests' (one migrated template per run, one copy of it per test file; copying a template takes
 * well under a second, running every migration again took 13–40 s per file).
 */
import pg from 'pg'

/** The same server and credentials, another database. */
export function databaseUrl(url, database) {
  const next = new URL(url)
  next.pathname = `/${database}`
  return next.toString()
}

export const quoteName = (name) => `"${name.replace(/"/g, '""')}"`

/** Runs statements that cannot run inside a transaction (CREATE/DROP DATABASE) on the server. */
export async function onServer(url, ...statements) {
  const client = new pg.Client({ connectionString: databaseUrl(url, 'postgres') })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}

/** The server's databases whose names match a LIKE pattern. */
export async function listDatabases(url, pattern) {
  const client = new pg.Client({ connectionString: databaseUrl(url, 'postgres') })
  await client.connect()
  try {
    const { rows } = await client.query('select datname from pg_database where datname like $1', [pattern])
    return rows.map((row) => row.datname)
  } finally {
    await client.end()
  }
}

/** The URL of database `name` beside `url`'s, created if missing (dropped first when `fresh`). */
export async function ensureDatabase(url, name, { fresh = false } = {}) {
  const exists = (await listDatabases(url, name)).length > 0
  if (fresh && exists) await onServer(url, `drop database ${quoteName(name)} with (force)`)
  if (fresh || !exists) await onServer(url, `create database ${quoteName(name)}`)
  return databaseUrl(url, name)
}
