import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/**
 * Debian packages the test stages, the benchmark and the drills run for real, installed when
 * missing so that `npm test`, `npm run bench` and `npm run drills` alone run on a fresh Debian
 * machine (as root, or with password-less sudo). Each entry: the package, how to tell it is there,
 * and who needs it.
 */
/** Where Debian's `chromium-headless-shell` puts the headless build of Chromium. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0

export const SYSTEM_PACKAGES = {
  chromium: {
    package: 'chromium',
    present: () => [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].some((p) => p && existsSync(p)),
    why: 'the browser tests at phone width and of push and Background Sync, Lighthouse, the benchmark',
  },
  'chromium-headless-shell': {
    package: 'chromium-headless-shell',
    present: () => [process.env.CHROMIUM_HEADLESS_SHELL, HEADLESS_SHELL].some((p) => p && existsSync(p)),
    why: 'most browser tests (Playwright), in the headless build of the same Chromium, as Playwright runs its own',
  },
  java: {
    package: 'default-jre-headless',
    present: () => onPath('java'),
    why: 'the W3C HTML checker (npm vnu-jar) in the browser tests',
  },
  nginx: {
    package: 'nginx',
    present: () => existsSync(process.env.NGINX_BIN ?? '/usr/sbin/nginx'),
    why: 'the shipped deploy/nginx.conf, run in front of the site by the HTTP tests',
  },
  redis: {
    package: 'redis-server',
    present: () => onPath('redis-server'),
    why: "the multi-instance test's shared page cache",
  },
  wrk: {
    package: 'wrk',
    present: () => existsSync(process.env.WRK_BIN ?? '/usr/bin/wrk'),
    why: "the benchmark's throughput figures (npm run bench)",
  },
  age: {
    // Debian 12 and 13 and Ubuntu 24.04 all ship the reference age (1.0–1.2) as `age`.
    package: 'age',
    present: () => onPath('age'),
    why: 'opening a backup with the standard age CLI (tests/int/backup-live-restore.test.ts)',
  },
  postgresql: {
    package: 'postgresql-15',
    present: () => existsSync(`${process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'}/initdb`),
    why: 'throwaway PostgreSQL 15 clusters (scripts/pg-throwaway.sh): the image test, the PostgreSQL pass',
  },
}

/**
 * Installs, in one apt run, those of `names` (keys of SYSTEM_PACKAGES) that are missing, printing
 * what and why; throws with the command to run by hand when it cannot (not root, no sudo).
 */
export function ensureSystemPackages(names, { log = (line) => console.log(line) } = {}) {
  const missing = names.map((name) => SYSTEM_PACKAGES[name]).filter((entry) => !entry.present())
  if (!missing.length) return
  const packages = missing.map((entry) => entry.package)
  for (const entry of missing) log(`Installing Debian package ${entry.package}: ${entry.why}`)
  const asRoot = process.getuid?.() === 0
  const sudo = !asRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0
  if (asRoot || sudo) {
    const apt = (args) =>
      spawnSync(sudo ? 'sudo' : 'apt-get', sudo ? ['apt-get', ...args] : args, {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
    apt(['update', '-qq'])
    apt(['install', '-y', '-qq', '--no-install-recommends', ...packages])
  }
  const still = missing.filter((entry) => !entry.present())
  if (still.length) {
    throw new Error(`Needed and missing: apt-get install -y ${still.map((entry) => entry.package).join(' ')} (as root)`)
  }
}
