import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
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

async function migrate(databaseUrl: string, fresh: () => Promise<unknown>): Promise<void> {
  // Once more, on a fresh database, if the first run was killed or failed: CI runs this beside
  // `next build`, whose memory peak can take a process down. Both outcomes are printed, so a real
  // fault still shows.
  const first = runMigrate(databaseUrl)
  if (first.status === 0) return startOnce(databaseUrl)
  console.error(`payload migrate of the template database ended with ${describe(first)}; running it once more`)
  await fresh()
  const second = runMigrate(databaseUrl)
  if (second.status !== 0) throw new Error(`payload migrate of the template database ended with ${describe(second)}`)
  startOnce(databaseUrl)
}

/** The site's first start on the template (./first-start.ts): the texts every copy then has. */
function startOnce(databaseUrl: string): void {
  const result = spawnSync('npx', ['tsx', path.join(import.meta.dirname, 'first-start.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: 'integration-test-secret', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`the first start on the template database ended with ${describe(result)}`)
}

const describe = (r: ReturnType<typeof spawnSync>) => (r.signal ? `signal ${r.signal}` : `exit code ${r.status}`)

function runMigrate(databaseUrl: string) {
  return spawnSync('npx', ['payload', 'migrate'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: 'integration-test-secret',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  })
}
