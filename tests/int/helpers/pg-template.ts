import { spawnSync } from 'node:child_process'
import type { TestProject } from 'vitest/node'
import { databaseUrl, listDatabases, onServer, quoteName } from './pg-databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template each test file copies (PostgreSQL runs only). */
    intTemplateDatabase: string
  }
}

/**
 * Vitest global setup of the `int` project: on PostgreSQL, migrates a template database once with
 * the committed migrations, the way `npm start` migrates (`payload migrate`), for every test file
 * to copy (tests/int/helpers/lead-env.ts). Nothing to do on SQLite, where each file migrates its
 * own file in a few seconds.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.LEAD_INT_DATABASE_URL
  if (!url?.startsWith('postgres')) return undefined
  const template = `${new URL(url).pathname.slice(1)}_template`
  const dropTemplate = `drop database if exists ${quoteName(template)} with (force)`
  await onServer(url, dropTemplate, `create database ${quoteName(template)}`)
  const migrated = spawnSync('npx', ['payload', 'migrate'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(url, template),
      PAYLOAD_SECRET: 'integration-test-secret',
      PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  })
  if (migrated.status !== 0) throw new Error(`payload migrate of the template database exited with ${migrated.status}`)
  project.provide('intTemplateDatabase', template)
  return async () => {
    // The template and every file's copy of it (named after it), when no test file is left running.
    const copies = await listDatabases(url, `${template}_%`)
    await onServer(url, ...copies.map((name) => `drop database if exists ${quoteName(name)} with (force)`), dropTemplate)
  }
}
