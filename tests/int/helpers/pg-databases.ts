import pg from 'pg'

/**
 * Databases on the throwaway PostgreSQL server the integration tests run on (CI's PostgreSQL pass,
 * LEAD_INT_DATABASE_URL): one migrated template made once per run, and one copy of it per test
 * file. Copying a template takes well under a second; dropping the schema and running every
 * migration again took 13–40 s per file, most of that pass's time.
 */

/** The same server and credentials, another database. */
export function databaseUrl(url: string, database: string): string {
  const next = new URL(url)
  next.pathname = `/${database}`
  return next.toString()
}

/** Runs statements that cannot run inside a transaction (CREATE/DROP DATABASE) on the server. */
export async function onServer(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}

/** The server's databases whose names match a LIKE pattern. */
export async function listDatabases(url: string, pattern: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [pattern])
    return rows.map((row) => row.datname)
  } finally {
    await client.end()
  }
}

export const quoteName = (name: string): string => `"${name.replace(/"/g, '""')}"`
