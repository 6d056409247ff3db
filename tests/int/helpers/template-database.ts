import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { startEmbeddedPostgres } from '../../../scripts/lib/embedded-postgres.mjs'
import { databaseUrl, listDatabases, onServer, quoteName } from '../../../scripts/lib/postgres-databases.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database each test file copies. */
    intTemplateDatabase: string
  }
}

/**
 * Vitest global setup of the `int` project: migrates a template database once with the committed
 * migrations, the way `npm start` migrates (`payload migrate`), for every test file to copy with
 * CREATE DATABASE … TEMPLATE (tests/int/helpers/lead-env.ts). Running every migration per file
 * took 13–40 s per file.
 *
 * The server: LEAD_INT_DATABASE_URL's (`npm test` passes one, on its embedded server), else an
 * embedded PostgreSQL of this run's own (scripts/lib/embedded-postgres.mjs), whose URL the test
 * files read from the same variable.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let stopServer = async () => {}
  if (!process.env.LEAD_INT_DATABASE_URL?.startsWith('postgres')) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lead-int-postgres-'))
    const cluster = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), database: 'site_int', fast: true })
    process.env.LEAD_INT_DATABASE_URL = cluster.url
    stopServer = async () => {
      await cluster.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  }
  const url = process.env.LEAD_INT_DATABASE_URL!
  const template = `${new URL(url).pathname.slice(1)}_template`
  const dropTemplate = `drop database if exists ${quoteName(template)} with (force)`
  const fresh = () => onServer(url, dropTemplate, `create database ${quoteName(template)}`)
  await fresh()
  await migrate(databaseUrl(url, template), fresh)
  project.provide('intTemplateDatabase', template)
  return async () => {
    // The template and every file's copy of it (named after it), when no test file is left running.
    const copies = await listDatabases(url, `${template}_%`)
    await onServer(url, ...copies.map((name) => `drop database if exists ${quoteName(name)} with (force)`), dropTemplate)
    await stopServer()
  }
}

async function migrate(templateUrl: string, fresh: () => Promise<unknown>): Promise<void> {
  // Once more, on a fresh database, if the first run was killed or failed: CI runs this beside
  // `next build`, whose memory peak can take a process down, and once (of about ten CI runs) the
  // first start found no tables after a migrate that ended with 0. Both outcomes are printed, with
  // what the database then held, so a real fault still shows.
  const first = await prepare(templateUrl)
  if (first === null) return
  console.error(`${first}; once more, on a fresh database`)
  await fresh()
  const second = await prepare(templateUrl)
  if (second !== null) throw new Error(second)
}

/** Migrates the template and starts the site on it once; null when both went well, else what failed. */
async function prepare(templateUrl: string): Promise<string | null> {
  const migrated = runMigrate(templateUrl)
  if (migrated.status !== 0) return `payload migrate of the template database ended with ${describe(migrated)}`
  const started = startOnce(templateUrl)
  if (started.status !== 0)
    return `the first start on the template database ended with ${describe(started)} (${await whatItHolds(templateUrl)})`
  return null
}

/** The site's first start on the template (./first-start.ts): the texts every copy then has. */
const startOnce = (templateUrl: string) => onTemplate(templateUrl, ['tsx', path.join(import.meta.dirname, 'first-start.ts')])

/** The committed migrations, as `npm start` runs them. */
const runMigrate = (templateUrl: string) => onTemplate(templateUrl, ['payload', 'migrate'])

/** An npx command of the site's on the template database, its output printed with the stage's. */
function onTemplate(templateUrl: string, args: string[]) {
  return spawnSync('npx', args, {
    env: { ...process.env, DATABASE_URL: templateUrl, PAYLOAD_SECRET: 'integration-test-secret', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  })
}

/** The migrations the database records and how many tables it has: what a failed first start found. */
async function whatItHolds(templateUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: templateUrl })
  try {
    await client.connect()
    // Two queries: PostgreSQL plans a whole statement, so one naming a missing table fails outright.
    const { rows } = await client.query<{ tables: number; recorded: boolean }>(
      `select (select count(*)::int from information_schema.tables where table_schema = 'public') as tables,
              to_regclass('public.payload_migrations') is not null as recorded`,
    )
    const { tables, recorded } = rows[0]!
    if (!recorded) return `${tables} tables; no migrations table`
    const { rows: migrations } = await client.query<{ list: string | null }>(
      `select string_agg(name || ' (batch ' || batch || ')', ', ') as list from payload_migrations`,
    )
    return `${tables} tables; migrations recorded: ${migrations[0]?.list ?? 'none'}`
  } catch (error) {
    return `could not look: ${String(error)}`
  } finally {
    await client.end().catch(() => {})
  }
}

const describe = (r: ReturnType<typeof spawnSync>) => (r.signal ? `signal ${r.signal}` : `exit code ${r.status}`)
