/**
 * The production image without a Docker engine (none runs here or in CI): the Dockerfile's last
 * stage assembled into a folder by its own COPY lines (scripts/lib/dockerfile.mjs) from the build
 * in .next/, and started with its CMD and ENV, as `docker run` would, plus the settings an operator
 * gives (DATABASE_URL, PAYLOAD_SECRET, SITE_URL). The folder lies outside the project, so nothing
 * the stage did not copy (the project's node_modules, its sources) can be found from it. Migrations
 * run the `tools` stage's CMD from the project folder, which that stage holds whole.
 * Used by tests/api/image.test.ts and drills/runbook.mjs.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { assembleStage, readDockerfile, runtimeStage } from './dockerfile.mjs'
import { freePort, waitForOk } from './net.mjs'
import { postgresBin } from './system-packages.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
export const TEST_SECRET = 'image-test-secret-not-for-production-0123456789'

/** The Dockerfile's final stage copied into a fresh folder; returns { dir, stage, copied, ms }. */
export function assembleRunner({ dir = mkdtempSync(path.join(tmpdir(), 'site-image-')) } = {}) {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('No build in .next: run `npm run build` first')
  const started = Date.now()
  const stage = runtimeStage(readDockerfile())
  const copied = assembleStage(stage, dir)
  return { dir, stage, copied, ms: Date.now() - started }
}

/** An ENV value with the stage's WORKDIR (as /app/…) pointed at the assembled folder instead. */
const relocate = (value, stage, dir) =>
  value === stage.workdir || value.startsWith(`${stage.workdir}/`) ? path.join(dir, value.slice(stage.workdir.length)) : value

/**
 * Starts the assembled stage's CMD in `dir` with its ENV, plus `env` (the operator's settings) and
 * a free loopback port. Only PATH and HOME come from this process's environment. Resolves once
 * /api/health answers 2xx: { url, port, child, log(), stop() }.
 */
export async function startRunner({ dir, stage, env = {}, port, timeoutMs = 90_000 }) {
  const listenPort = port ?? (await freePort())
  const stageEnv = Object.fromEntries(Object.entries(stage.env).map(([key, value]) => [key, relocate(value, stage, dir)]))
  if (stageEnv.MEDIA_DIR) mkdirSync(stageEnv.MEDIA_DIR, { recursive: true }) // the stage's RUN mkdir
  const [command, ...args] = stage.cmd
  // `node` in the image is the image's Node; here, the one running this (the suite runs on 22).
  const executable = command === 'node' ? process.execPath : command
  const child = spawn(executable, args, {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...stageEnv,
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      SITE_URL: `http://localhost:${listenPort}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  child.stdout.on('data', (d) => (log += d))
  child.stderr.on('data', (d) => (log += d))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const url = `http://localhost:${listenPort}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))])
    }
  }
  try {
    await Promise.race([
      waitForOk(`${url}/api/health`, timeoutMs),
      exited.then((code) => {
        throw new Error(`the stage's CMD exited (${code}) before answering`)
      }),
    ])
  } catch (error) {
    await stop()
    throw new Error(`${error instanceof Error ? error.message : error}\n${log}`)
  }
  return { url, port: listenPort, child, log: () => log, stop }
}

/**
 * A PostgreSQL database of its own: a new database on the server of a postgres:// DATABASE_URL
 * (CI's PostgreSQL pass), else a throwaway cluster (scripts/pg-throwaway.sh). { url, stop() }.
 */
export function throwawayDatabase(name = `image_${process.pid}_${Date.now() % 100_000}`) {
  const shared = process.env.DATABASE_URL ?? ''
  if (/^postgres(ql)?:\/\//.test(shared)) {
    const created = spawnSync(`${postgresBin()}/createdb`, [`--maintenance-db=${shared}`, name], { encoding: 'utf8' })
    if (created.status !== 0) throw new Error(`createdb ${name}: ${created.stderr}`)
    const url = new URL(shared)
    url.pathname = `/${name}`
    return {
      url: url.toString(),
      stop: () => void spawnSync(`${postgresBin()}/dropdb`, [`--maintenance-db=${shared}`, '--force', name]),
    }
  }
  const script = path.join(root, 'scripts', 'pg-throwaway.sh')
  const started = spawnSync(script, ['start'], { encoding: 'utf8' })
  if (started.status !== 0) throw new Error(`pg-throwaway.sh start: ${started.stderr}`)
  const value = (key) => new RegExp(`export ${key}='([^']*)'`).exec(started.stdout)?.[1]
  const dirName = value('PG_THROWAWAY_DIR')
  return { url: value('DATABASE_URL'), stop: () => void spawnSync(script, ['stop', dirName]) }
}

/** The `tools` stage's CMD (the migrations) from the project folder against `databaseUrl`. */
export function migrate(databaseUrl, env = {}) {
  const tools = runtimeStage(readDockerfile(), 'tools')
  const [command, ...args] = tools.cmd
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...tools.env, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: TEST_SECRET, ...env },
  })
  if (result.status !== 0) throw new Error(`${tools.cmd.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

export const removeFolder = (dir) => rmSync(dir, { recursive: true, force: true })
