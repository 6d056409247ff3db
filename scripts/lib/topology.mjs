import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { freePort, waitForOk } from './net.mjs'
import { startNginx } from './nginx.mjs'
import { clearRuntimeCache } from './runtime-cache.mjs'
import { nextStartArgs } from './next-server.mjs'
import { startS3TestServer } from './s3-test-server.mjs'
import { startSmtpSink } from './smtp-sink.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')

/**
 * The site as a firm runs it at size, on loopback, from Debian's packages and the current build:
 * a throwaway PostgreSQL cluster (scripts/pg-throwaway.sh), a throwaway Redis
 * (scripts/redis-throwaway.sh), an S3 test server (s3rver), an SMTP sink, the database migrated
 * and seeded once, then `instances` app servers (`next start`, scripts/lib/next-server.mjs) on their own ports sharing all
 * of it, and optionally nginx in front of them.
 *
 *   const site = await startTopology({ instances: 2 })
 *   site.instances[0].url, site.instances[1].url, site.front?.url, site.smtp.url, site.redis.url
 *   await site.stop()
 *
 * Options: `instances` (2); `databaseUrl` (a postgres:// database to use instead of a throwaway
 * cluster; it is migrated and seeded); `nginx` (true: the shipped deploy/nginx.conf in front, through
 * scripts/lib/nginx.mjs, and the instances trust its X-Forwarded-For); `env` (extra
 * variables for the app); `log` (a function receiving every line the servers print).
 * Needs a build (`npm run build`); stops everything it started, also when start-up fails.
 *
 * @param {{ instances?: number, databaseUrl?: string, nginx?: boolean, env?: Record<string, string>,
 *   log?: (line: string) => void }} [options]
 */
export async function startTopology({ instances = 2, databaseUrl, nginx = false, env: extraEnv = {}, log = () => {} } = {}) {
  const stops = []
  const stop = async () => {
    for (const fn of stops.splice(0).reverse()) await fn().catch(() => undefined)
  }
  try {
    const database = databaseUrl ? { url: databaseUrl } : startThrowaway('pg-throwaway.sh', 'DATABASE_URL', 'PG_THROWAWAY_DIR')
    if (database.stop) stops.push(database.stop)
    let redis = startThrowaway('redis-throwaway.sh', 'REDIS_URL', 'REDIS_THROWAWAY_DIR')
    stops.push(() => redis.stop())
    const s3 = await startS3TestServer()
    stops.push(() => s3.stop())
    const smtp = await startSmtpSink()
    stops.push(() => smtp.close())

    const ports = await Promise.all(Array.from({ length: instances }, () => freePort()))
    const frontPort = nginx ? await freePort() : null
    const siteUrl = `http://localhost:${frontPort ?? ports[0]}`
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      ...s3.env,
      SITE_URL: siteUrl,
      PAYLOAD_SECRET: 'topology-secret-not-for-production-0123456789',
      SEED_ADMIN_EMAIL: 'admin@salazarimmigration.example',
      SEED_ADMIN_PASSWORD: 'topology-admin-password-1234',
      SEED_AGENT_PASSWORD: 'topology-agent-password-1234',
      SEED_DEMO: '1',
      SEED_ADMIN_TOTP_SECRET: 'ORSXG5DJNZTS243FMNXW4ZDGMFRXI33S',
      SEED_AGENT_TOTP_SECRET: 'MF2GK3TUNFXW4ZDPMN2W2ZLOORZWC3DT',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
      MAIL_FROM: 'site@salazarimmigration.example',
      INTAKE_EMAIL: 'intake@salazarimmigration.example',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LEADS: '100000/600',
      SEED_NOTIFICATION_CEILING: 'off',
      ...extraEnv,
    }
    delete env.MEDIA_DIR // media go to the bucket; nothing may land on an instance's disk

    // Not spawnSync: the S3 server and the SMTP sink run in this process and must answer the seed.
    // No `payload migrate` first: in production (NODE_ENV above) Payload runs the committed
    // migrations when the seed connects (prodMigrations), as scripts/test.mjs relies on too; a
    // separate migrate cost another 13 s of CPU loading the config.
    await run('npx', ['tsx', 'src/seed/run.ts'], env)

    // With REDIS_URL the page cache is in Redis, but an instance started without it would read
    // .next/ pages of an earlier run: start from nothing, as `npm start` does.
    clearRuntimeCache(root)
    const servers = ports.map((port, i) => {
      const name = String.fromCharCode(97 + i) // a, b, c…
      const child = spawn(process.execPath, nextStartArgs(port), {
        cwd: root,
        // Behind the shipped nginx, the visitor's address is its X-Real-IP (src/server/client-address.ts).
        env: { ...env, PORT: String(port), CLIENT_IP_HEADER: nginx ? 'x-real-ip' : '' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      })
      const sink = (chunk) =>
        String(chunk)
          .split('\n')
          .filter(Boolean)
          .forEach((line) => log(`[${name}] ${line}`))
      child.stdout.on('data', sink)
      child.stderr.on('data', sink)
      stops.push(() => stopChild(child))
      return { name, port, url: `http://localhost:${port}`, process: child }
    })
    await Promise.all(servers.map((s) => waitForOk(`${s.url}/api/categoria`, 120_000)))

    let front = null
    if (nginx) {
      front = await startNginx({ port: frontPort, upstreams: servers.map((s) => `127.0.0.1:${s.port}`) })
      stops.push(() => front.stop())
      await waitForOk(`${front.url}/api/categoria`, 30_000)
    }

    const redisUrl = redis.url
    return {
      instances: servers,
      front,
      database,
      redis: {
        url: redisUrl,
        /** Stops Redis (an outage); `start()` brings an empty one back on the same port. */
        stop: () => redis.stop(),
        start: async () => {
          redis = startThrowaway('redis-throwaway.sh', 'REDIS_URL', 'REDIS_THROWAWAY_DIR', { REDIS_PORT: new URL(redisUrl).port })
        },
      },
      s3,
      smtp,
      env,
      admin: { email: env.SEED_ADMIN_EMAIL, password: env.SEED_ADMIN_PASSWORD, totpSecret: env.SEED_ADMIN_TOTP_SECRET },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Runs a command to its end without blocking this process; rejects with its output on failure. */
function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (d) => output.push(d))
    child.stderr.on('data', (d) => output.push(d))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${cmd} ${args.join(' ')} failed (${code}):\n${Buffer.concat(output).toString()}`)),
    )
  })
}

/** Runs one of the throwaway scripts' `start` and returns its URL and a `stop`. */
function startThrowaway(script, urlVar, dirVar, env = {}) {
  const file = path.join(root, 'scripts', script)
  const result = spawnSync(file, ['start'], { encoding: 'utf8', env: { ...process.env, ...env } })
  if (result.status !== 0) throw new Error(`${script} start failed:\n${result.stderr}`)
  const vars = Object.fromEntries([...result.stdout.matchAll(/export (\w+)='([^']*)'/g)].map((m) => [m[1], m[2]]))
  const dir = vars[dirVar]
  return {
    url: vars[urlVar],
    dir,
    stop: async () => {
      spawnSync(file, ['stop', dir], { encoding: 'utf8' })
    },
  }
}

/** SIGTERM to the process group, SIGKILL after 15 s (Next lets requests in flight finish). */
function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // gone
      }
    }, 15_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      clearTimeout(timer)
      resolve()
    }
  })
}
