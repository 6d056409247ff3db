#!/usr/bin/env node
/**
 * `npm test`: the whole suite, as CI runs it, in stages run side by side where they do not depend
 * on each other (at most `os.availableParallelism()` at once; TEST_PARALLEL overrides):
 *
 *   lint       ESLint and Prettier --check (`npm run lint`, `npm run format`)
 *   unit       type check (tsc) and unit tests (vitest, projects unit and unit-mocks)
 *   int        integration tests with the Local API, each file on its own copy of a migrated
 *              template database (vitest, project int)
 *   api, e2e   a production build, and meanwhile a throwaway database migrated and seeded; then the
 *              built site served on a free port with a local SMTP sink, HTTP tests against it
 *              (vitest, project api) and then browser tests in headless Chromium (Playwright),
 *              which include the W3C HTML checker on every page type (tests/e2e/html-valid.spec.ts,
 *              Java). api and e2e run one after the other: the api tests rename content, log in and
 *              trip the login throttle, all of which the browser tests would see.
 *   empty      the same build served on a second, empty database (migrated by the server as it
 *              starts, not seeded; no SMTP), before the seeded site starts (they would share .next's
 *              page cache): every route renders without demo content, the first admin needs the
 *              logged setup token, the missing production settings are logged and the intake desk
 *              shows the red notice (tests/empty, vitest project empty).
 *
 *              The databases (site, site_empty, site_int) are PostgreSQL: an embedded server in a
 *              temporary folder (scripts/lib/embedded-postgres.mjs), started before the stages and
 *              removed after them; or, with TEST_DATABASE_URL=postgres://…, databases beside that
 *              one on your own server (a role that may create databases).
 *   multi      two instances of the build sharing a throwaway PostgreSQL, Redis and S3 test server
 *              (tests/multi, vitest project multi, scripts/lib/topology.mjs); after the api and
 *              browser tests.
 *
 * Each stage's output is printed in one block when it ends, with its duration; a summary closes.
 * Env: TEST_STAGES=lint,unit,int,api,empty,e2e,multi picks stages (default all); LINT=0 leaves the lint stage
 * out; SKIP_BUILD=1 reuses an existing build; PLAYWRIGHT_ARGS passes extra arguments to Playwright,
 * VITEST_ARGS to the api stage's Vitest (e.g. one file: VITEST_ARGS=tests/api/image.test.ts).
 *
 * Set-up, so that `npm test` alone passes on a fresh Debian machine (root or sudo): it runs on Node 22
 * (installed from the npm registry when this Node is older) and installs the Debian packages the
 * chosen stages need (Chromium, Java, nginx, Redis, PostgreSQL 15), saying what and why.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { once } from 'node:events'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { ensureChromium, ensureHeadlessShell } from './lib/chromium.mjs'
import { freePort, waitForOk } from './lib/net.mjs'
import { runOnSiteNode } from './lib/node-runtime.mjs'
import { clearRuntimeCache } from './lib/runtime-cache.mjs'
import { startSmtpSink } from './lib/smtp-sink.mjs'
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs'
import { ensureDatabase } from './lib/postgres-databases.mjs'
import { ensureSystemPackages } from './lib/system-packages.mjs'
import webpush from 'web-push'
import { killGroup, printSummary, runStages } from './lib/stages.mjs'
import { nextStartArgs } from './lib/next-server.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
process.chdir(root)

// The suite runs on the Node the site is made for (22 LTS, as in the image): an older Node gets it
// from the npm registry (scripts/lib/node-runtime.mjs) and the suite starts again on it.
runOnSiteNode('the suite')

const wanted = new Set((process.env.TEST_STAGES ?? 'lint,unit,int,api,empty,e2e,multi').split(',').map((s) => s.trim()))
if (process.env.LINT === '0') wanted.delete('lint')
const wants = (stage) => wanted.has(stage)

// System packages the chosen stages run for real, installed first when missing (and said so):
// nginx and a throwaway PostgreSQL for the HTTP tests (the shipped proxy, the production image),
// Java for the HTML checker and both builds of Chromium for the browser tests, Redis for the multi-instance test.
const systemPackages = new Set()
if (wants('api')) ['nginx', 'postgresql'].forEach((name) => systemPackages.add(name))
if (wants('e2e')) ['chromium', 'chromium-headless-shell', 'java'].forEach((name) => systemPackages.add(name))
if (wants('multi')) ['nginx', 'postgresql', 'redis'].forEach((name) => systemPackages.add(name))
// tests/int/redis-cache.test.ts; tests/int/backup-live-restore.test.ts (a PostgreSQL cluster, the age CLI).
if (wants('int')) ['redis', 'postgresql', 'age'].forEach((name) => systemPackages.add(name))
ensureSystemPackages([...systemPackages])
const cores = availableParallelism()
const parallel = Math.max(1, Number(process.env.TEST_PARALLEL) || cores)
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const npx = (ctx, args, env = baseEnv) => ctx.exec('npx', args, env)

const stages = []
const cleanups = []

/**
 * The run's PostgreSQL: TEST_DATABASE_URL's server, or an embedded one in a temporary folder (no
 * fsync: nothing in it outlives the run). `database(name)` is the URL of a fresh database on it.
 */
let database
if (['int', 'api', 'empty', 'e2e'].some(wants)) {
  const own = process.env.TEST_DATABASE_URL?.trim()
  if (own) {
    database = async (name) => ensureDatabase(own, name, { fresh: true })
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-test-postgres-'))
    const cluster = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), fast: true })
    database = async (name) => ensureDatabase(cluster.url, name, { fresh: true })
    // Last: after the servers that use it are gone.
    cleanups.push(async () => {
      await cluster.stop()
      rmSync(dir, { recursive: true, force: true })
    })
  }
}

// One build serves the api/e2e site and the multi-instance topology.
const build = ['api', 'empty', 'e2e', 'multi'].some(wants) && (process.env.SKIP_BUILD !== '1' || !existsSync('.next/BUILD_ID'))
// SITE_TEST_FAULTS: one CMS read fails on purpose in this build (src/features/content/read-fault.ts).
if (build)
  stages.push({
    name: 'build',
    // With the unit stage, its `tsc` checks the types; Next's build does not check them again.
    run: (ctx) =>
      ctx.exec(process.execPath, ['scripts/build.mjs'], {
        ...baseEnv,
        SITE_TEST_FAULTS: '1',
        ...(wants('unit') ? { SITE_BUILD_TYPECHECKED: '1' } : {}),
      }),
  })

/** VAPID_* for the test server: a fresh pair, as `npx web-push generate-vapid-keys` makes one. */
function testVapidKeys() {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys()
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'mailto:intake@salazarimmigration.example' }
}

if (['api', 'empty', 'e2e'].some(wants)) {
  const dbDir = mkdtempSync(path.join(tmpdir(), 'site-test-'))
  const smtp = await startSmtpSink()
  const port = await freePort()
  const serverEnv = {
    ...baseEnv,
    NODE_ENV: 'production',
    PORT: String(port),
    SITE_URL: `http://localhost:${port}`,
    // The tests stand where nginx stands: a request that names its address in X-Real-IP is that
    // visitor (rate limits, audit); one that does not shares the one bucket of unknown addresses.
    CLIENT_IP_HEADER: 'x-real-ip',
    DATABASE_URL: await database('site'),
    MEDIA_DIR: path.join(dbDir, 'media'),
    PAYLOAD_SECRET: 'test-secret-not-for-production-0123456789abcdef',
    SEED_ADMIN_EMAIL: 'admin@salazarimmigration.example',
    SEED_ADMIN_PASSWORD: 'test-admin-password-1234',
    SEED_AGENT_PASSWORD: 'test-agent-password-1234',
    // The api and browser tests read the demo firm's pages; production never gets it (src/seed/seed.ts).
    SEED_DEMO: '1',
    // The suite posts many leads from many addresses; the ceiling is tested in tests/int.
    SEED_NOTIFICATION_CEILING: 'off',
    // Known second-factor secrets, so tests can compute the codes (tests/fixtures/second-factor.ts).
    SEED_ADMIN_TOTP_SECRET: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD',
    SEED_AGENT_TOTP_SECRET: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'site@salazarimmigration.example',
    INTAKE_EMAIL: 'intake@salazarimmigration.example',
    LOG_LEVEL: 'warn',
    // Every test posts from 127.0.0.1: one client to the per-client limit. The limit itself is
    // tested in tests/int and drills/flood.
    RATE_LIMIT_LEADS: '100000/600',
    // A VAPID pair of this run's own, so the desk offers notifications (src/features/leads/staff-push).
    ...testVapidKeys(),
    // The texting opt-out webhook exists only with its secret (tests/api/texting-opt-outs.test.ts).
    TEXTING_OPT_OUT_SECRET: 'test-opt-out-secret-0123456789',
    // Scheduled publishing runs every 2 s, so tests/api/cms-pages-schedule.test.ts waits seconds.
    PUBLISH_INTERVAL_S: '2',
  }
  const testEnv = {
    ...serverEnv,
    BASE_URL: `http://localhost:${port}`,
    TEST_BASE_URL: `http://localhost:${port}`,
    SMTP_SINK_URL: smtp.url,
  }
  const serverLog = []
  let server
  cleanups.push(async () => {
    killGroup(server)
    await smtp.close()
    rmSync(dbDir, { recursive: true, force: true })
    const log = serverLog.join('').trimEnd()
    if (log) console.log(`\n━━ Server log (level ${serverEnv.LOG_LEVEL})\n${log}`)
  })

  // The seeded site, for the api and browser tests. Migrating and seeding need no build: they run
  // while it runs. One process: in production (NODE_ENV) Payload runs the committed migrations when
  // it connects (prodMigrations), so the seed migrates the database first, as the server would; a
  // `payload migrate` before it cost another 17 s of CPU loading the config.
  const seededSite = wants('api') || wants('e2e')
  if (seededSite)
    stages.push({
      name: 'database',
      run: async (ctx) => {
        return npx(ctx, ['tsx', 'src/seed/run.ts'], serverEnv)
      },
    })
  if (wants('empty')) {
    const emptyDir = mkdtempSync(path.join(tmpdir(), 'site-empty-'))
    const emptyPort = await freePort()
    const emptyLog = path.join(emptyDir, 'server.log')
    // Production as a host first starts it: no SMTP, no intake address, no staff account, no content.
    const emptyEnv = {
      ...baseEnv,
      NODE_ENV: 'production',
      PORT: String(emptyPort),
      SITE_URL: `http://localhost:${emptyPort}`,
      DATABASE_URL: await database('site_empty'),
      MEDIA_DIR: path.join(emptyDir, 'media'),
      PAYLOAD_SECRET: 'empty-test-secret-not-for-production-0123456789',
      LOG_LEVEL: 'warn',
    }
    for (const name of [
      'SMTP_HOST',
      'SMTP_PORT',
      'MAIL_FROM',
      'INTAKE_EMAIL',
      'SETUP_TOKEN',
      'SEED_DEMO',
      'S3_BUCKET',
      'REDIS_URL',
    ]) {
      delete emptyEnv[name]
    }
    let emptyServer
    const emptyLines = []
    cleanups.push(async () => {
      killGroup(emptyServer)
      rmSync(emptyDir, { recursive: true, force: true })
    })
    // No migration step: the server, in production, migrates the empty database when it starts
    // (prodMigrations), as on a host's first start.
    stages.push({
      name: 'empty',
      needs: build ? ['build'] : [],
      run: async (ctx) => {
        clearRuntimeCache()
        ctx.log(`Serving the built site on an empty database on http://localhost:${emptyPort}`)
        emptyServer = ctx.background(process.execPath, nextStartArgs(emptyPort), emptyEnv, (d) => {
          emptyLines.push(String(d))
          writeFileSync(emptyLog, emptyLines.join(''))
        })
        try {
          await waitForOk(`http://localhost:${emptyPort}/api/health`, 90_000)
          const ok = await npx(ctx, ['vitest', 'run', '--project', 'empty'], {
            ...baseEnv,
            TEST_BASE_URL: `http://localhost:${emptyPort}`,
            EMPTY_SERVER_LOG: emptyLog,
          })
          if (!ok) ctx.log(`\n━━ Empty site's server log (level ${emptyEnv.LOG_LEVEL})\n${emptyLines.join('').trimEnd()}`)
          return ok
        } finally {
          // Gone before the seeded site starts and clears the page cache.
          const exited = emptyServer.exitCode === null ? once(emptyServer, 'exit') : Promise.resolve()
          killGroup(emptyServer)
          await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))])
          emptyServer = undefined
        }
      },
    })
  }
  if (seededSite)
    stages.push({
      name: 'serve',
      needs: [...(build ? ['build'] : []), 'database'],
      // Not beside the empty site: both would write pages into the same .next cache.
      after: wants('empty') ? ['empty'] : [],
      run: async (ctx) => {
        clearRuntimeCache()
        ctx.log(`Serving the built site on http://localhost:${port}`)
        server = ctx.background(process.execPath, nextStartArgs(port), serverEnv, (d) => serverLog.push(String(d)))
        await waitForOk(`http://localhost:${port}/api/categoria`, 90_000)
        return true
      },
    })
  if (wants('api')) {
    const extra = (process.env.VITEST_ARGS ?? '').split(' ').filter(Boolean)
    stages.push({
      name: 'api',
      needs: ['serve'],
      run: (ctx) => npx(ctx, ['vitest', 'run', '--project', 'api', ...extra], testEnv),
    })
  }
  if (wants('e2e')) {
    stages.push({
      name: 'e2e',
      // After the api tests, not beside them: they change what the browser tests read (see above).
      needs: ['serve'],
      after: wants('api') ? ['api'] : [],
      run: (ctx) => {
        const extra = (process.env.PLAYWRIGHT_ARGS ?? '').split(' ').filter(Boolean)
        const env = {
          ...testEnv,
          CHROMIUM_PATH: ensureChromium(),
          CHROMIUM_HEADLESS_SHELL: ensureHeadlessShell(),
          PW_WORKERS: String(Math.max(1, cores)),
        }
        return npx(ctx, ['playwright', 'test', ...extra], env)
      },
    })
  }
}

// Independent of the site: they fill the other slots while the build and the browser tests run.
// Only the lint stages run at a lower CPU priority (`background`): int holds timing-sensitive
// tests (login answers in equal time, throttle windows) that fail when starved of CPU.
if (wants('int')) {
  const intEnv = { ...baseEnv, LEAD_INT_DATABASE_URL: await database('site_int') }
  stages.push({ name: 'int', run: (ctx) => npx(ctx, ['vitest', 'run', '--project', 'int'], intEnv) })
}
if (wants('unit')) {
  stages.push({ name: 'typecheck', run: (ctx) => npx(ctx, ['tsc', '--noEmit', '-p', '.']) })
  stages.push({ name: 'unit', run: (ctx) => npx(ctx, ['vitest', 'run', '--project', 'unit*']) })
}
if (wants('lint')) {
  stages.push({
    name: 'eslint',
    background: true,
    onFailure: 'ESLint found problems (listed above): fix them, or `npx eslint --fix <files>` for the fixable ones.',
    run: (ctx) => npx(ctx, ['eslint', '--max-warnings=0', '.']),
  })
  stages.push({
    name: 'prettier',
    background: true,
    onFailure: 'The files listed above are not formatted: `npm run format` formats them (then review the diff).',
    run: (ctx) => npx(ctx, ['prettier', '--check', '--log-level=warn', '.']),
  })
}

if (wants('multi')) {
  stages.push({
    name: 'multi',
    needs: build ? ['build'] : [],
    // After the browser tests, which it would fight for the CPU with PostgreSQL, Redis and two app
    // servers; it takes their slot while the integration tests, which run beside browsers anyway,
    // finish in the other (CI's PostgreSQL pass: about 85 s less than waiting for them too).
    after: ['api', 'e2e'].filter(wants),
    run: (ctx) => npx(ctx, ['vitest', 'run', '--project', 'multi'], baseEnv),
  })
}

console.log(`Stages: ${stages.map((s) => s.name).join(', ')}; up to ${parallel} at a time (${cores} cores)`)
const outcome = await runStages(stages, { parallel })
outcome.stopAll()
for (const cleanup of cleanups) await cleanup()
printSummary(stages, outcome)

const failed = stages.filter((s) => !outcome.results.get(s.name)?.ok)
const passed = stages.length - failed.length
console.log(`\nStages: ${passed} passed, ${failed.length} failed`)
if (failed.length) {
  console.error(`✗ Failed: ${failed.map((s) => s.name).join(', ')}`)
  process.exit(1)
}
console.log('✓ All test stages passed')
