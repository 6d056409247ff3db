import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { databaseUrl, listDatabases, onServer, quoteName } from './pg-databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template each test file copies: a database name on PostgreSQL, a file on SQLite. */
    intTemplateDatabase: string
  }
}

/**
 * Vitest global setup of the `int` project: migrates a template database once with the committed
 * migrations, the way `npm start` migrates (`payload migrate`), for every test file to copy
 * (tests/int/helpers/lead-env.ts). On PostgreSQL a template database, which a file copies with
 * CREATE DATABASE … TEMPLATE; on SQLite a file, which a file copies as a file. Running every
 * migration per file took 13–40 s on PostgreSQL and about 4 s of CPU on SQLite, for 20 files.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.LEAD_INT_DATABASE_URL
  if (url?.startsWith('postgres')) {
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
    }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lead-int-template-'))
  const file = path.join(dir, 'template.db')
  await migrate(`file:${file}`, async () => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
  })
  // Payload's CLI on Node 20 can exit 0 before it has run (its loader's worker leaves nothing
  // pending); `npm test` runs on Node 22, where it does not. Say so rather than fail every file.
  if (!existsSync(file)) throw new Error(`payload migrate exited without making ${file}: run the tests on Node 22`)
  project.provide('intTemplateDatabase', file)
  return async () => rmSync(dir, { recursive: true, force: true })
}

async function migrate(databaseUrl: string, fresh: () => Promise<unknown>): Promise<void> {
  // Once more, on a fresh database, if the first run was killed or failed: CI runs this beside
  // `next build`, whose memory peak can take a process down. Both outcomes are printed, so a real
  // fault still shows.
  const first = runMigrate(databaseUrl)
  if (first.status === 0) return
  console.error(`payload migrate of the template database ended with ${describe(first)}; running it once more`)
  await fresh()
  const second = runMigrate(databaseUrl)
  if (second.status !== 0) throw new Error(`payload migrate of the template database ended with ${describe(second)}`)
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
