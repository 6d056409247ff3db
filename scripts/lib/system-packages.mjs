import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * System packages the test stages, the benchmark and the drills run for real, installed when
 * missing so that `npm test`, `npm run bench` and `npm run drills` alone run on a fresh Debian 12 or
 * 13 or Ubuntu 24.04 machine (as root, or with password-less sudo). Each entry: the apt packages
 * that can provide it, in order of preference (the first one the system's apt offers is installed),
 * how to tell it is there, and who needs it. Debian 12 has PostgreSQL 15, Debian 13 17 and Ubuntu
 * 24.04 16 (`postgresql`); Ubuntu's `chromium` is only a snap, which cannot run in a container, so
 * there Playwright installs its own Chromium build (`playwrightFallback`).
 */
/** Where Debian's `chromium-headless-shell` puts the headless build of Chromium. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0

/**
 * The folder of PostgreSQL's server binaries: PG_BIN, else the newest /usr/lib/postgresql/N/bin
 * with an initdb (Debian's and Ubuntu's layout, whichever major the system offers).
 * @param {Record<string, string | undefined>} env
 */
export function postgresBin(env = process.env, root = '/usr/lib/postgresql') {
  if (env.PG_BIN?.trim()) return env.PG_BIN.trim()
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name) && existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  return majors.length ? path.join(root, majors[0], 'bin') : undefined
}

/** The Chromium Playwright installed itself (`npx playwright install chromium`), when it did. */
export function playwrightChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core')
    const executable = chromium.executablePath()
    return existsSync(executable) ? executable : undefined
  } catch {
    return undefined
  }
}

export const SYSTEM_PACKAGES = {
  chromium: {
    packages: ['chromium'],
    playwrightFallback: true,
    present: () =>
      [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].some((p) => p && existsSync(p)) || Boolean(playwrightChromium()),
    why: 'the browser tests at phone width and of push and Background Sync, Lighthouse, the benchmark',
  },
  'chromium-headless-shell': {
    packages: ['chromium-headless-shell'],
    // Where the system has no headless build, the full browser runs those tests (scripts/lib/chromium.mjs).
    playwrightFallback: true,
    present: () =>
      [process.env.CHROMIUM_HEADLESS_SHELL, HEADLESS_SHELL].some((p) => p && existsSync(p)) || Boolean(playwrightChromium()),
    why: 'most browser tests (Playwright), in the headless build of the same Chromium, as Playwright runs its own',
  },
  java: {
    packages: ['default-jre-headless'],
    present: () => onPath('java'),
    why: 'the W3C HTML checker (npm vnu-jar) in the browser tests',
  },
  nginx: {
    packages: ['nginx'],
    present: () => existsSync(process.env.NGINX_BIN ?? '/usr/sbin/nginx'),
    why: 'the shipped deploy/nginx.conf, run in front of the site by the HTTP tests',
  },
  redis: {
    // Valkey, Redis's fork, answers the same protocol; its compat package provides `redis-server`.
    packages: ['redis-server', 'valkey-redis-compat'],
    present: () => onPath('redis-server'),
    why: "the multi-instance test's shared page cache",
  },
  wrk: {
    packages: ['wrk'],
    present: () => existsSync(process.env.WRK_BIN ?? '/usr/bin/wrk'),
    why: "the benchmark's throughput figures (npm run bench)",
  },
  age: {
    // Debian 12 and 13 and Ubuntu 24.04 all ship the reference age (1.0–1.2) as `age`.
    packages: ['age'],
    present: () => onPath('age'),
    why: 'opening a backup with the standard age CLI (tests/int/backup-live-restore.test.ts)',
  },
  postgresql: {
    // The deployment runs 15 (deploy/compose.yaml); the app and its migrations run on 15 to 17.
    packages: ['postgresql-15', 'postgresql'],
    present: () => Boolean(postgresBin()),
    why: 'throwaway PostgreSQL clusters (scripts/pg-throwaway.sh): the image test, the PostgreSQL pass',
  },
}

/** Whether apt can install `name` here: it has a candidate version (not a name only some other release has). */
export function aptOffers(name) {
  const policy = spawnSync('apt-cache', ['policy', name], { encoding: 'utf8' })
  const candidate = /Candidate:\s*(\S+)/.exec(policy.stdout ?? '')?.[1]
  return Boolean(candidate && candidate !== '(none)')
}

/**
 * What to install for the missing `entries`: for each, the first of its packages apt offers, or
 * Playwright's own Chromium when none is and the entry allows it; `unavailable` the rest.
 */
export function choosePackages(entries, offers = aptOffers) {
  const packages = []
  const unavailable = []
  let playwright = false
  for (const entry of entries) {
    const choice = entry.packages.find((name) => offers(name))
    if (choice) packages.push(choice)
    else if (entry.playwrightFallback) playwright = true
    else unavailable.push(entry.packages.join(' or '))
  }
  return { packages: [...new Set(packages)], playwright, unavailable }
}

/**
 * Installs, in one apt run, those of `names` (keys of SYSTEM_PACKAGES) that are missing, printing
 * what and why; throws with the command to run by hand when it cannot (not root, no sudo).
 */
export function ensureSystemPackages(names, { log = (line) => console.log(line) } = {}) {
  const missing = names.map((name) => SYSTEM_PACKAGES[name]).filter((entry) => !entry.present())
  if (!missing.length) return
  const asRoot = process.getuid?.() === 0
  const sudo = !asRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0
  const run = (command, args) =>
    spawnSync(sudo && command === 'apt-get' ? 'sudo' : command, sudo && command === 'apt-get' ? [command, ...args] : args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  if (asRoot || sudo) {
    run('apt-get', ['update', '-qq'])
    const { packages, playwright } = choosePackages(missing)
    for (const entry of missing) {
      const choice = entry.packages.find((name) => packages.includes(name))
      log(`Installing ${choice ? `system package ${choice}` : "Playwright's Chromium (npx playwright install)"}: ${entry.why}`)
    }
    if (packages.length) run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages])
    // --with-deps also installs the libraries the browser needs, with apt.
    if (playwright) run('npx', ['playwright', 'install', '--with-deps', 'chromium'])
  }
  const still = missing.filter((entry) => !entry.present())
  if (still.length) {
    throw new Error(`Needed and missing: apt-get install -y ${still.map((entry) => entry.packages[0]).join(' ')} (as root)`)
  }
}
