#!/usr/bin/env node
/**
 * `npm start`: build if there is no build, migrate the database, seed the first staff accounts and
 * (see below) demo content on an empty database (idempotent), then serve on PORT (3000). The
 * database is DATABASE_URL's PostgreSQL; without it, an embedded PostgreSQL server with its files
 * in data/postgres (scripts/lib/embedded-postgres.mjs), started here and stopped with the site.
 *
 * Demo content (made-up attorneys, posts, reviews) is for trying the site out: it is loaded when
 * SEED_DEMO=1, or by default when SITE_URL is unset (a machine that is not the public site).
 * A start with SITE_URL set, as production has, loads none unless SEED_DEMO=1 is given.
 */
import { spawn } from 'node:child_process'
import { clearRuntimeCache } from './lib/runtime-cache.mjs'
import { runOnSiteNode } from './lib/node-runtime.mjs'
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs'
import { nextStartArgs } from './lib/next-server.mjs'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
process.chdir(root)
// The site runs on Node 22 LTS, as in the image: an older Node (Debian 12's is 18) gets it from the
// npm registry (scripts/lib/node-runtime.mjs), and the start runs again on it.
runOnSiteNode('the site')
mkdirSync('data', { recursive: true })

/** A stable secret for staff sessions and CSRF tokens, made once per installation. */
function payloadSecret() {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const file = path.join('data', 'payload-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  return readFileSync(file, 'utf8').trim()
}

let database
if (!process.env.DATABASE_URL?.trim()) {
  console.log('› Starting the embedded PostgreSQL (data/postgres; set DATABASE_URL to use your own server)')
  database = await startEmbeddedPostgres({ dir: path.join('data', 'postgres') })
}

const env = {
  ...process.env,
  ...(database ? { DATABASE_URL: database.url } : {}),
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  PAYLOAD_SECRET: payloadSecret(),
  SEED_DEMO: process.env.SEED_DEMO ?? (process.env.SITE_URL?.trim() ? '0' : '1'),
}

/** Stops the embedded server (a fast shutdown: committed data is on disk), if this start began it. */
async function stopDatabase() {
  await database?.stop().catch((error) => console.error(`The embedded PostgreSQL did not stop cleanly: ${error.message}`))
}

async function run(label, cmd, args) {
  console.log(`\n› ${label}`)
  // Not spawnSync: the embedded server's log is read by this process, which must keep running.
  const status = await new Promise((resolve) =>
    spawn(cmd, args, { stdio: 'inherit', env }).on('exit', (code) => resolve(code ?? 1)),
  )
  if (status !== 0) {
    console.error(`✗ ${label} failed (exit ${status})`)
    await stopDatabase()
    process.exit(status)
  }
}

if (!existsSync(path.join('.next', 'BUILD_ID')) || process.env.FORCE_BUILD === '1') {
  await run('Building the site (first start only)', process.execPath, ['scripts/build.mjs'])
}
await run('Migrating the database', 'npx', ['payload', 'migrate'])
if (process.env.SKIP_SEED !== '1') {
  const what = env.SEED_DEMO === '1' ? 'staff accounts and demo content' : 'staff accounts, no demo content (SEED_DEMO=1 adds it)'
  await run(`Seeding the ${what}, only on an empty database`, 'npx', ['tsx', 'src/seed/run.ts'])
}

clearRuntimeCache()
const port = process.env.PORT ?? '3000'
console.log(`\n› Serving on http://localhost:${port} (staff: http://localhost:${port}/admin)`)
// Next's own server. No proxy in front here, so every visitor shares one rate-limit bucket unless
// CLIENT_IP_HEADER names the header a proxy in front overwrites (docs/configuration.md).
const server = spawn(process.execPath, nextStartArgs(port, { host: process.env.HOST }), {
  stdio: 'inherit',
  env: { ...env, PORT: port },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => stopDatabase().finally(() => process.exit(code ?? 0)))
