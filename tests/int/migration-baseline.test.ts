import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
import { databaseUrl, ensureDatabase, onServer, quoteName } from '../../scripts/lib/postgres-databases.mjs'

/**
 * The upgrade path of a PostgreSQL install of release 1.0, whose schema the 23 migrations of that
 * release made: `payload migrate` (as `npm start` and the compose `migrate` service run it)
 * recognises it, records the baseline without running it, and leaves a schema identical to the one
 * the baseline makes on a new database (the int template). The fixture is that release's schema and
 * payload_migrations rows (`pg_dump -s` and `--data-only --inserts -t payload_migrations` of a
 * database migrated by release 1.0, without pg_dump's psql-only `\restrict` lines),
 * tests/fixtures/postgres-v1.0.0-schema.sql.gz.
 */
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/postgres-v1.0.0-schema.sql.gz')

/** What makes two schemas the same: columns, indexes, constraints, functions, triggers and enums. */
const CATALOG = [
  `select table_name||'.'||column_name||' '||data_type||' '||udt_name||' '||is_nullable||' '||coalesce(column_default,'') as line
     from information_schema.columns where table_schema = 'public'`,
  `select indexdef as line from pg_indexes where schemaname = 'public'`,
  `select conrelid::regclass||' '||pg_get_constraintdef(oid) as line from pg_constraint where connamespace = 'public'::regnamespace`,
  `select proname||' '||md5(prosrc) as line from pg_proc where pronamespace = 'public'::regnamespace`,
  `select tgrelid::regclass||' '||pg_get_triggerdef(oid) as line from pg_trigger where not tgisinternal`,
  `select typname||' '||string_agg(enumlabel, ',' order by enumsortorder) as line from pg_enum e join pg_type t on t.oid = e.enumtypid group by typname`,
]

async function catalog(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const lines: string[] = []
    for (const query of CATALOG) lines.push(...(await client.query<{ line: string }>(query)).rows.map((row) => row.line))
    return lines.sort()
  } finally {
    await client.end()
  }
}

describe('the migration baseline', () => {
  it('upgrades a release 1.0 database in place: recorded, not run, the same schema as a new one', async () => {
    const server = process.env.LEAD_INT_DATABASE_URL!
    const url = await ensureDatabase(server, `${inject('intTemplateDatabase')}_v1`, { fresh: true })
    try {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(gunzipSync(readFileSync(FIXTURE)).toString('utf8'))
      } finally {
        await client.end()
      }

      const runMigrate = () =>
        spawnSync('npx', ['payload', 'migrate'], {
          env: { ...process.env, DATABASE_URL: url, PAYLOAD_SECRET: 'integration-test-secret', PAYLOAD_LOG_LEVEL: 'info' },
          encoding: 'utf8',
        })
      let migrate = runMigrate()
      // Payload's CLI sometimes exits 0 having run nothing and said nothing (payloadcms/payload#17757,
      // seen on a busy CI machine); once more then, as `db:move-sqlite` does.
      if (migrate.status === 0 && !(migrate.stdout + migrate.stderr).trim()) migrate = runMigrate()
      expect(migrate.status, migrate.stderr).toBe(0)
      expect(migrate.stdout + migrate.stderr).toContain('migrate.baseline_skipped')

      const upgraded = await catalog(url)
      expect(upgraded.length).toBeGreaterThan(3000)
      expect(upgraded).toEqual(await catalog(databaseUrl(server, inject('intTemplateDatabase'))))
    } finally {
      await onServer(server, `drop database if exists ${quoteName(new URL(url).pathname.slice(1))} with (force)`)
    }
  }, 180_000)
})
