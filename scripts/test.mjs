#!/usr/bin/env node
/**
 * `npm test`: the whole suite, as CI runs it.
 *   1. type check (tsc) and unit tests (vitest, project unit)
 *   2. integration tests with the Local API on throwaway databases (vitest, project int)
 *   3. production build, a throwaway database (SQLite file, or DATABASE_URL when it is PostgreSQL)
 *      migrated and seeded, a local SMTP sink, the site served on a free port
 *   4. HTTP tests against it (vitest, project api) and browser tests in headless Chromium (Playwright)
 * Env: SKIP_BUILD=1 reuses an existing build; TEST_STAGES=unit,int,api,e2e picks stages (default
 * all); PLAYWRIGHT_ARGS passes extra arguments to Playwright.
 */
import { spawn } from 'node:child_process'
import { clearRuntimeCache } from './lib/runtime-cache.mjs'
import { freePort, waitForOk } from './lib/net.mjs'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ensureChromium } from './lib/chromium.mjs'
import { startSmtpSink } from './lib/smtp-sink.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
process.chdir(root)
const stages = (process.env.TEST_STAGES ?? 'unit,int,api,e2e').split(',').map((s) => s.trim())
const wants = (stage) => stages.includes(stage)
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const failures = []

/**
 * Runs one stage as a child process. Asynchronous on purpose: the SMTP sink lives in this process
 * and must keep answering the site while the tests run (spawnSync would freeze it).
 */
function run(label, cmd, args, env = baseEnv) {
  console.log(`\n━━ ${label}`)
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env })
    child.on('exit', (code) => {
      if (code !== 0) failures.push(label)
      resolve(code === 0)
    })
  })
}

if (wants('unit')) {
  await run('Type check', 'npx', ['tsc', '--noEmit', '-p', '.'])
  await run('Unit tests', 'npx', ['vitest', 'run', '--project', 'unit'])
}
if (wants('int')) await run('Integration tests (Local API, throwaway databases)', 'npx', ['vitest', 'run', '--project', 'int'])

if (wants('api') || wants('e2e')) {
  const dbDir = mkdtempSync(path.join(tmpdir(), 'site-test-'))
  const usingPostgres = /^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL ?? '')
  const smtp = await startSmtpSink()
  const port = await freePort()
  const serverEnv = {
    ...baseEnv,
    NODE_ENV: 'production',
    PORT: String(port),
    SITE_URL: `http://localhost:${port}`,
    DATABASE_URL: usingPostgres ? process.env.DATABASE_URL : `file:${path.join(dbDir, 'site.db')}`,
    MEDIA_DIR: path.join(dbDir, 'media'),
    PAYLOAD_SECRET: 'test-secret-not-for-production-0123456789abcdef',
    SEED_ADMIN_EMAIL: 'admin@salazarimmigration.example',
    SEED_ADMIN_PASSWORD: 'test-admin-password-1234',
    SEED_AGENT_PASSWORD: 'test-agent-password-1234',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'site@salazarimmigration.example',
    INTAKE_EMAIL: 'intake@salazarimmigration.example',
    LOG_LEVEL: 'warn',
    // Every test posts from 127.0.0.1: one client to the per-client limit. The limit itself is
    // tested in tests/int and drills/flood.
    RATE_LIMIT_LEADS: '100000/600',
    NOTIFY_INTERVAL_MS: '2000',
  }
  let server
  try {
    if (process.env.SKIP_BUILD !== '1' || !existsSync('.next/BUILD_ID')) {
      if (!(await run('Production build', process.execPath, ['scripts/build.mjs']))) throw new Error('build failed')
    }
    if (!(await run('Migrate test database', 'npx', ['payload', 'migrate'], serverEnv))) throw new Error('migrate failed')
    if (!(await run('Seed test database', 'npx', ['tsx', 'src/seed/run.ts'], serverEnv))) throw new Error('seed failed')
    clearRuntimeCache()
    console.log(`\n━━ Serving the built site on http://localhost:${port} (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`)
    server = spawn(process.execPath, ['scripts/serve.mjs'], { stdio: ['ignore', 'inherit', 'inherit'], env: serverEnv, detached: true })
    await waitForOk(`http://localhost:${port}/api/categoria`, 90_000)
    const testEnv = { ...serverEnv, BASE_URL: `http://localhost:${port}`, TEST_BASE_URL: `http://localhost:${port}`, SMTP_SINK_URL: smtp.url }
    if (wants('api')) await run('API tests (HTTP against the built site)', 'npx', ['vitest', 'run', '--project', 'api'], testEnv)
    if (wants('e2e')) {
      const chromium = ensureChromium()
      const extra = (process.env.PLAYWRIGHT_ARGS ?? '').split(' ').filter(Boolean)
      await run('Browser tests (headless Chromium)', 'npx', ['playwright', 'test', ...extra], { ...testEnv, CHROMIUM_PATH: chromium })
    }
  } catch (error) {
    failures.push(String(error instanceof Error ? error.message : error))
  } finally {
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
    await smtp.close()
    rmSync(dbDir, { recursive: true, force: true })
  }
}

if (failures.length) {
  console.error(`\n✗ Failed: ${failures.join('; ')}`)
  process.exit(1)
}
console.log('\n✓ All test stages passed')
