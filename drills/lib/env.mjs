/**
 * Throwaway environments for the drills (loopback only): a migrated and seeded template database on
 * a throwaway PostgreSQL cluster (scripts/pg-throwaway.sh: the drills stop and start its server,
 * on the same port), a fresh copy of it per drill,
 * the built site served with `next start` (drills/lib/site-server.mjs), and direct database reads for counting.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, waitForOk } from '../../scripts/lib/net.mjs'
import { clearRuntimeCache } from '../../scripts/lib/runtime-cache.mjs'
import { ensureSystemPackages, postgresBin } from '../../scripts/lib/system-packages.mjs'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

export const BASE_ENV = {
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
  PAYLOAD_SECRET: 'drill-secret-not-for-production-0123456789abcdef',
  SEED_ADMIN_EMAIL: 'admin@salazarimmigration.example',
  SEED_ADMIN_PASSWORD: 'drill-admin-password-1234',
  SEED_AGENT_PASSWORD: 'drill-agent-password-1234',
  SEED_DEMO: '1',
  SMTP_HOST: '127.0.0.1',
  SMTP_SECURE: 'false',
  MAIL_FROM: 'site@salazarimmigration.example',
  INTAKE_EMAIL: 'intake@salazarimmigration.example',
  LOG_LEVEL: 'warn',
  // The drills post thousands of leads an hour and count their notifications; the flood drill sets
  // the site-wide ceiling itself.
  SEED_NOTIFICATION_CEILING: 'off',
  // As behind the shipped nginx: the visitor is X-Real-IP, which the drills' clients send as nginx
  // would write it from their connection (drills/lib/load.mjs).
  CLIENT_IP_HEADER: 'x-real-ip',
}

function cleanEnv(extra) {
  const env = { ...process.env, ...BASE_ENV, ...extra }
  for (const key of ['CRM_WEBHOOK_URL', 'CRM_WEBHOOK_SECRET', 'RATE_LIMIT_LEADS']) {
    if (!(key in extra)) delete env[key]
  }
  return env
}

function runStep(label, cmd, args, env, logFile) {
  const out = openSync(logFile, 'a')
  const result = spawnSync(cmd, args, { cwd: root, env, stdio: ['ignore', out, out], timeout: 300_000 })
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status}); see ${logFile}`)
}

export function ensureBuild() {
  if (existsSync(path.join(root, '.next', 'BUILD_ID'))) return
  console.log('› no build in .next: running node scripts/build.mjs')
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('build failed')
}

/** Runs as the `postgres` user when we are root (PostgreSQL refuses to run its server as root). */
function asPostgres(command) {
  const args = process.getuid?.() === 0 ? ['su', 'postgres', '-s', '/bin/bash', '-c', command] : ['bash', '-c', command]
  return spawnSync(args[0], args.slice(1), { encoding: 'utf8', timeout: 120_000 })
}

/**
 * The database ready to hand out fresh copies: a throwaway cluster with a template database.
 * `kind` is always `postgres` (the only database; kept in each result as its `db`). `work` is the
 * run's scratch directory.
 */
export async function prepareKind(kind, work) {
  const dir = path.join(work, kind)
  mkdirSync(dir, { recursive: true })
  const logFile = path.join(dir, 'prepare.log')
  const media = path.join(dir, 'media')
  ensureSystemPackages(['postgresql'])
  const started = spawnSync('bash', [path.join(root, 'scripts', 'pg-throwaway.sh'), 'start'], {
    encoding: 'utf8',
    timeout: 120_000,
  })
  if (started.status !== 0) throw new Error(`pg-throwaway start failed: ${started.stderr}`)
  const vars = Object.fromEntries([...started.stdout.matchAll(/export (\w+)='([^']*)'/g)].map((m) => [m[1], m[2]]))
  const clusterDir = vars.PG_THROWAWAY_DIR
  const templateUrl = vars.DATABASE_URL
  const port = new URL(templateUrl).port
  const env = cleanEnv({ DATABASE_URL: templateUrl, MEDIA_DIR: media })
  runStep('migrate', 'npx', ['payload', 'migrate'], env, logFile)
  runStep('seed', 'npx', ['tsx', 'src/seed/run.ts'], env, logFile)
  const pg = (await import('pg')).default
  let n = 0
  return {
    kind,
    media,
    logDir: dir,
    clusterDir,
    port,
    async fresh(name) {
      const db = `${name.replace(/\W/g, '_')}_${++n}`
      const admin = new pg.Client({ connectionString: templateUrl.replace(/\/site$/, '/postgres') })
      await admin.connect()
      try {
        await admin.query(`CREATE DATABASE "${db}" TEMPLATE site`)
      } finally {
        await admin.end()
      }
      return { url: templateUrl.replace(/\/site$/, `/${db}`) }
    },
    /** pg_ctl stop -m fast / start with the options pg-throwaway.sh used. */
    stopServer() {
      return asPostgres(`${postgresBin()}/pg_ctl -D '${clusterDir}/data' -m fast -w stop`)
    },
    startServer() {
      return asPostgres(
        `${postgresBin()}/pg_ctl -D '${clusterDir}/data' -l '${clusterDir}/server.log' -o "-p ${port} -k '${clusterDir}' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" -w start`,
      )
    },
    async close() {
      spawnSync('bash', [path.join(root, 'scripts', 'pg-throwaway.sh'), 'stop', clusterDir], { timeout: 60_000 })
    },
  }
}

/**
 * Serves the built site on a free port with its own process group (so SIGKILL takes the whole
 * server down, as a crash of the machine would). `extra` env overrides (SMTP_PORT, CRM_*, …).
 */
/** Servers that exited without the drill asking (a crash, or a kill from another session). */
export const unexpectedExits = []

export async function startSite({ dbUrl, media, logFile, extra = {}, port, clearCache = true }) {
  port ??= await freePort()
  const env = cleanEnv({
    PORT: String(port),
    // `localhost` (127.0.0.1 here), not `127.0.0.1`: with any HOST other than localhost, every
    // Spanish page answers 307 to itself (Next's rewrite to /es comes back as absolute
    // http://localhost:…/es and is treated as external; vercel/next.js#94342).
    HOST: 'localhost',
    SITE_URL: `http://localhost:${port}`,
    DATABASE_URL: dbUrl,
    MEDIA_DIR: media,
    ...extra,
  })
  if (clearCache) clearRuntimeCache(root)
  const out = openSync(logFile, 'a')
  const child = spawn(process.execPath, ['drills/lib/site-server.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
    detached: true,
  })
  const baseUrl = `http://127.0.0.1:${port}`
  let exited = false
  let expected = false
  child.on('exit', (code, signal) => {
    exited = true
    if (!expected) {
      const what = `server on port ${port} exited by itself or from outside the drill (code ${code}, signal ${signal})`
      unexpectedExits.push(what)
      console.log(`  !! ${what}`)
    }
  })
  const site = {
    baseUrl,
    port,
    child,
    env,
    get exited() {
      return exited
    },
    /** SIGKILL the whole process group (no drain, no cleanup). */
    kill() {
      expected = true
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
      return new Promise((r) => (exited ? r() : child.once('exit', r)))
    },
    async stop() {
      expected = true
      if (exited) return
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        return
      }
      const gone = new Promise((r) => child.once('exit', r))
      const timer = sleep(12_000).then(() => 'late')
      if ((await Promise.race([gone, timer])) === 'late') await site.kill()
    },
  }
  try {
    await waitForOk(`${baseUrl}/api/categoria`, 120_000)
  } catch (error) {
    await site.kill()
    throw new Error(`${error.message}; log tail:\n${tail(logFile)}`)
  }
  return site
}

export function tail(file, lines = 20) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
  } catch {
    return ''
  }
}

/** Direct reads of a drill's database (`?` placeholders, numbered for pg here). */
export async function openDb(url) {
  const pg = (await import('pg')).default
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return {
    async all(sql, params = []) {
      let i = 0
      const text = sql.replace(/\?/g, () => `$${++i}`)
      return (await client.query(text, params)).rows
    },
    async close() {
      await client.end().catch(() => undefined)
    },
  }
}

/** A reader that opens, queries and closes (for databases that come and go). */
export async function queryOnce(url, sql, params) {
  const db = await openDb(url)
  try {
    return await db.all(sql, params)
  } finally {
    await db.close()
  }
}

export function scratchDir() {
  return mkdtempSync(path.join(tmpdir(), 'site-drills-'))
}

export function removeDir(dir) {
  rmSync(dir, { recursive: true, force: true })
}
