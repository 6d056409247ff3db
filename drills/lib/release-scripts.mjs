/**
 * Steps 5 and 6 of the runbook drill: deploy/upgrade.sh and deploy/rollback.sh run unchanged, in a
 * copy of deploy/ with its own .env, their `docker` commands answered by ./compose-shim.mjs with
 * the drill's releases:
 *   v0.9.0  an older release: only its image tag is on the host (upgrade.sh must prune it)
 *   v1.0.0  release A, running (assembled from the build by the drill)
 *   v1.1.0  release B: the same build plus one reversible migration (a column on `leads`,
 *           dropped by its down()); pulling it assembles it
 *   v1.2.0  release C: one migration marked `irreversible`: rollback.sh must refuse and print
 *           the restore path, leaving the site as it was
 * A release's tools image is the project folder with that release's extra migration file present
 * only while one of its tools commands runs (the older releases' tools do not know it).
 * While the app is replaced, nginx (deploy/nginx.conf) is asked for `/` (read before: 200 from the
 * cache) and for pages never read (the branded 503 page); a 502 or anything else fails the drill.
 */
import { spawn } from 'node:child_process'
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { assembleRunner, TEST_SECRET } from '../../scripts/lib/image.mjs'
import { readDockerfile, runtimeStage } from '../../scripts/lib/dockerfile.mjs'
import { queryOnce, root, sleep } from './env.mjs'
import { SHIM_DIR, startComposeShim } from './compose-shim.mjs'

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'
const REPO = 'registry.example/salazar/site'
const [OLDER, A, B, C] = ['v0.9.0', 'v1.0.0', 'v1.1.0', 'v1.2.0']
const MIGRATIONS = path.join(root, 'src', 'migrations', 'postgres')
const seconds = (ms) => Number((ms / 1000).toFixed(1))

/** The extra migration of B (reversible) and of C (marked irreversible), as plain ES modules. */
const extraMigration = {
  [B]: {
    name: '20991231_000000_runbook_drill',
    source: `import { sql } from '@payloadcms/db-postgres'
export async function up({ db }) { await db.execute(sql\`ALTER TABLE "leads" ADD COLUMN "runbook_drill" varchar\`) }
export async function down({ db }) { await db.execute(sql\`ALTER TABLE "leads" DROP COLUMN "runbook_drill"\`) }
`,
  },
  [C]: {
    name: '20991231_000001_runbook_drill_irreversible',
    source: `import { sql } from '@payloadcms/db-postgres'
export const irreversible = 'the runbook drill: pretends to merge two columns'
export async function up({ db }) { await db.execute(sql\`ALTER TABLE "leads" ADD COLUMN "runbook_drill_merged" varchar\`) }
export async function down() { throw new Error('irreversible') }
`,
  },
}

/** A command's { stdout, stderr, status } without blocking the drill (the shim answers meanwhile). */
function run(command, args, { env = process.env, cwd = root } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('error', (error) => resolve({ stdout, stderr: `${stderr}${error.message}\n`, status: 127 }))
    child.on('close', (status) => resolve({ stdout, stderr, status: status ?? 1 }))
  })
}

/** Asks nginx for `/` and for a page never read, every 200 ms, until stopped. */
function watchProxy(proxyUrl) {
  const samples = []
  let on = true
  const loop = (async () => {
    for (let n = 0; on; n++) {
      const home = await fetch(`${proxyUrl}/`, { redirect: 'manual' })
        .then(async (answer) => ({
          status: answer.status,
          cache: answer.headers.get('x-cache-status'),
          body: await answer.text(),
        }))
        .catch(() => ({ status: 0 }))
      const other = await fetch(`${proxyUrl}/en/runbook-never-read-${Date.now()}-${n}`, { redirect: 'manual' })
        .then(async (answer) => ({ status: answer.status, body: await answer.text() }))
        .catch(() => ({ status: 0 }))
      samples.push({ home, other })
      await sleep(200)
    }
  })()
  return async () => {
    on = false
    await loop
    return samples
  }
}

/** What visitors saw while the app was replaced; failures for anything but 200 / branded 503. */
function judgeWindow(samples, label, failures) {
  const branded = (answer) => answer.status === 503 && answer.body?.includes('Volvemos en un momento')
  const homeOk = samples.filter((s) => s.home.status === 200).length
  const outage = samples.filter((s) => branded(s.other)).length
  const raw502 = samples.filter((s) => s.home.status === 502 || s.other.status === 502).length
  // While the app answers, a page never read is its own 404; while it is down, the branded page.
  const odd = samples.filter((s) => s.home.status !== 200 || !(branded(s.other) || s.other.status === 404))
  if (raw502) failures.push(`${label}: ${raw502} answers were a raw 502`)
  if (odd.length)
    failures.push(`${label}: unexpected answers ${JSON.stringify(odd.slice(0, 3).map((s) => [s.home.status, s.other.status]))}`)
  if (!outage) failures.push(`${label}: no request fell in the window without an app (nothing was tested)`)
  const caches = [...new Set(samples.filter((s) => branded(s.other)).map((s) => s.home.cache))].join('/')
  return `${samples.length} probes; / ${homeOk}×200 (cache ${caches} while down); never-read page ${outage}× branded 503; ${raw502}× 502`
}

/**
 * Runs the two scripts against the drill's site. `start(release, timeoutMs)` starts an assembled
 * release on the app's port; `current` is the running app. Resolves { running, leadNames }.
 */
export async function releaseScriptsDrill({
  r,
  failures,
  url,
  env,
  media,
  logDir,
  proxy,
  releases,
  a,
  current,
  start,
  postLead,
}) {
  let running = current
  let appUp = true
  const site = path.join(logDir, 'runbook-site')
  const deploy = path.join(site, 'deploy')
  const backups = path.join(site, 'backups')
  mkdirSync(deploy, { recursive: true })
  mkdirSync(backups, { recursive: true })
  for (const file of ['compose.yaml', 'upgrade.sh', 'rollback.sh', 'release-lib.sh'])
    copyFileSync(path.join(root, 'deploy', file), path.join(deploy, file))
  chmodSync(path.join(deploy, 'upgrade.sh'), 0o755)
  chmodSync(path.join(deploy, 'rollback.sh'), 0o755)
  const envFile = path.join(deploy, '.env')
  writeFileSync(envFile, `IMAGE=${REPO}\nVERSION=${A}\nSITE_URL=https://www.example.com\nPOSTGRES_PASSWORD=drill\n`)

  const registry = new Map([
    [A, a],
    [B, null],
    [C, null],
  ]) // releases the registry offers (null: not yet assembled)
  const local = new Set([OLDER, A]) // release tags whose images are on the host
  const tools = runtimeStage(readDockerfile(), 'tools')
  const toolsEnv = { ...process.env, ...tools.env, ...env, DATABASE_URL: url, PAYLOAD_SECRET: TEST_SECRET }
  const gaps = []
  let stopWatch = null

  /** Runs `fn` as the tools image of `version`: its extra migration file exists meanwhile only. */
  const asTools = async (version, fn) => {
    if (!registry.has(version) || !local.has(version))
      return { stderr: `no image ${REPO}-tools:${version} on this host\n`, status: 1 }
    const extra = extraMigration[version]
    const file = extra && path.join(MIGRATIONS, `${extra.name}.js`)
    if (file) writeFileSync(file, extra.source)
    try {
      return await fn()
    } finally {
      if (file) rmSync(file, { force: true })
    }
  }
  const appDown = () => {
    appUp = false
    stopWatch ??= watchProxy(proxy.url)
    gaps.push({ from: Date.now() })
  }

  const shim = await startComposeShim({
    pull: async (version, services) => {
      if (!registry.has(version)) return { stderr: `manifest for ${REPO}:${version} not found\n`, status: 1 }
      if (!registry.get(version)) {
        const release = assembleRunner()
        releases.push(release)
        registry.set(version, release)
      }
      local.add(version)
      return { stdout: services.map((service) => `${service} Pulled (${version})\n`).join('') }
    },
    migrate: (version) => asTools(version, () => run(tools.cmd[0], tools.cmd.slice(1), { env: toolsEnv })),
    tools: (version, script, args) =>
      asTools(version, async () => {
        if (script === 'backup') {
          const answer = await run('npm', ['run', '--silent', 'backup'], {
            env: { ...toolsEnv, MEDIA_DIR: media, BACKUP_DIR: backups, BACKUP_PASSPHRASE: 'runbook-drill' },
          })
          // As the container prints it: ../backups is /app/backups there.
          return { ...answer, stdout: answer.stdout.replaceAll(`${site}/`, '/app/') }
        }
        if (script === 'migrate:down' || script === 'migrate:reversible')
          return run('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], { env: toolsEnv })
        return { stderr: `npm error Missing script: "${script}"\n`, status: 1 }
      }),
    psql: (sql) => run(`${PG_BIN}/psql`, [url, '-v', 'ON_ERROR_STOP=1', '-Atc', sql]),
    nginxCurl: (args) =>
      run(
        'curl',
        args.map((arg) => arg.replace(/^http:\/\/127\.0\.0\.1\//, `${proxy.url}/`)),
      ),
    running: async () => ({ stdout: `postgres\nnginx\ncaddy\n${appUp ? 'app\n' : ''}` }),
    stop: async (services) => {
      if (services.includes('app') && appUp) {
        appDown()
        await running.stop()
      }
      return { stderr: services.map((service) => ` Container ${service} Stopped\n`).join('') }
    },
    up: async (version, services, waitSeconds) => {
      const release = registry.get(version)
      if (!release || !local.has(version)) return { stderr: `no image ${REPO}:${version} on this host\n`, status: 1 }
      if (!services.includes('app')) return { stderr: 'the drill runs one app service\n', status: 125 }
      if (appUp) {
        appDown()
        await running.stop()
      }
      try {
        running = await start(release, waitSeconds * 1000)
      } catch (error) {
        return { stderr: `container app is unhealthy: ${error.message.split('\n')[0]}\n`, status: 1 }
      }
      appUp = true
      const gap = gaps.at(-1)
      gap.seconds = seconds(Date.now() - gap.from)
      gap.version = version
      gap.window = await stopWatch()
      stopWatch = null
      return { stderr: ' Container app Healthy\n' }
    },
    imageTags: async (repo) => ({
      stdout: repo === REPO || repo === `${REPO}-tools` ? [...local].map((tag) => `${tag}\n`).join('') : '',
    }),
    imageRemove: async (ref) => {
      const tag = ref.slice(ref.lastIndexOf(':') + 1)
      if (!local.has(tag)) return { stderr: `No such image: ${ref}\n`, status: 1 }
      if (registry.get(tag) && running.release === registry.get(tag))
        return { stderr: `image ${ref} is being used by running container app\n`, status: 1 }
      // Both repositories (app and tools) of a tag are removed by the script in turn.
      if (ref.startsWith(`${REPO}-tools:`)) local.delete(tag)
      return { stdout: `Untagged: ${ref}\n` }
    },
  })

  const script = async (name, args = []) => {
    const t0 = Date.now()
    const answer = await run('bash', [path.join(deploy, name), ...args], {
      cwd: site,
      env: {
        ...process.env,
        PATH: `${SHIM_DIR}:${path.dirname(process.execPath)}:${process.env.PATH}`,
        DOCKER_SHIM_URL: shim.url,
      },
    })
    const output = answer.stdout + answer.stderr
    for (const line of output.split('\n').filter(Boolean)) console.log(`      │ ${line}`)
    return { ...answer, output, seconds: seconds(Date.now() - t0) }
  }
  const version = () => /^VERSION=(.*)$/m.exec(readFileSync(envFile, 'utf8'))?.[1]
  const columns = async () =>
    (
      await queryOnce(
        url,
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'leads' AND column_name LIKE 'runbook_drill%'`,
      )
    ).map((row) => row.column_name)
  const leadNames = []

  try {
    // `/` read through nginx before the upgrade (a fresh copy: HIT), and the outage page written.
    let cache = null
    for (let tries = 0; cache !== 'HIT' && tries < 40; tries++) {
      cache = (await fetch(`${proxy.url}/`)).headers.get('x-cache-status')
      if (cache !== 'HIT') await sleep(150)
    }
    if (cache !== 'HIT') failures.push(`/ was not cached by nginx before the upgrade (${cache})`)
    const outagePage = path.join(env.OUTAGE_PAGE_DIR, 'volvemos.html')
    for (let waited = 0; !existsSync(outagePage) && waited < 20_000; waited += 200) await sleep(200)
    if (!existsSync(outagePage)) failures.push('the app wrote no outage page for nginx')

    // 5. deploy/upgrade.sh v1.1.0
    const up = await script('upgrade.sh', [B])
    const record = existsSync(path.join(deploy, '.release')) ? readFileSync(path.join(deploy, '.release'), 'utf8') : ''
    r.figure('5 upgrade.sh: exit, seconds', `${up.status}, ${up.seconds} s`)
    if (up.status !== 0 || !up.output.includes('Upgrade done')) failures.push(`upgrade.sh ${B} failed (exit ${up.status})`)
    if (version() !== B) failures.push(`after upgrade.sh, deploy/.env names ${version()}`)
    const upGap = gaps.find((gap) => gap.version === B)
    r.figure('5 upgrade: seconds without an app (A stopped → B healthy)', upGap?.seconds ?? 'not replaced')
    if (upGap) r.figure('5 upgrade: through nginx meanwhile', judgeWindow(upGap.window, 'upgrade', failures))
    r.figure('5 upgrade: migration recorded for rollback', /^MIGRATIONS=(.*)$/m.exec(record)?.[1] || 'none')
    if (!record.includes(`MIGRATIONS=${extraMigration[B].name}`)) failures.push('upgrade.sh did not record the migration it ran')
    if (!record.includes(`PREVIOUS_VERSION=${A}`)) failures.push('upgrade.sh did not record the previous release')
    r.figure('5 upgrade: images kept after pruning', [...local].join(', '))
    if (local.has(OLDER) || !local.has(A) || !local.has(B)) failures.push(`pruning left ${[...local].join(', ')}`)
    if (!(await columns()).includes('runbook_drill')) failures.push(`B's migration did not run`)

    // A lead on B, after the upgrade: down() must keep it.
    leadNames.push(`Runbook B ${Date.now()}`)
    if (!(await postLead(running.url, leadNames[0]))) failures.push('a lead on release B was not stored')

    // 6. deploy/rollback.sh: B's migration reversed by B's tools, A started again.
    const back = await script('rollback.sh')
    r.figure('6 rollback.sh: exit, seconds', `${back.status}, ${back.seconds} s`)
    if (back.status !== 0 || !back.output.includes('Rollback done')) failures.push(`rollback.sh failed (exit ${back.status})`)
    if (version() !== A) failures.push(`after rollback.sh, deploy/.env names ${version()}`)
    const backGap = gaps.find((gap) => gap.version === A)
    r.figure('6 rollback: seconds without an app (B stopped → A healthy)', backGap?.seconds ?? 'not replaced')
    if (backGap) r.figure('6 rollback: through nginx meanwhile', judgeWindow(backGap.window, 'rollback', failures))
    const left = await columns()
    r.figure("6 rollback: B's migration reversed (column gone)", !left.includes('runbook_drill'))
    if (left.includes('runbook_drill')) failures.push("rollback did not reverse B's migration")

    // 6b. An upgrade whose migration cannot be reversed: rollback.sh stops and says how to restore.
    const upC = await script('upgrade.sh', [C])
    if (upC.status !== 0) failures.push(`upgrade.sh ${C} failed (exit ${upC.status})`)
    const refused = await script('rollback.sh')
    const plain =
      refused.output.includes('restore the backup taken before the upgrade') &&
      /run --rm (-T )?tools restore -- backups\/\S+ --force/.test(refused.output)
    r.figure('6b rollback.sh over an irreversible migration: exit, restore path printed', `${refused.status}, ${plain}`)
    if (refused.status !== 3 || !plain)
      failures.push('rollback.sh did not refuse an irreversible migration with the restore path')
    if (version() !== C) failures.push(`a refused rollback changed deploy/.env to ${version()}`)
    const after = await fetch(`${running.url}/api/health`).catch(() => ({ status: 0 }))
    if (!appUp || after.status !== 200) failures.push('a refused rollback left the app down')
    r.figure('6b upgrade to C: images kept after pruning', [...local].join(', '))
    if (local.has(B)) failures.push(`pruning kept ${B}, older than the previous release`)
    r.figure('5–6 docker commands the scripts ran, not mapped', `${shim.calls.length}, ${shim.refused.length}`)
    if (shim.refused.length) failures.push(`the scripts ran docker commands the drill does not map: ${shim.refused.join('; ')}`)
    return { running, leadNames }
  } finally {
    await stopWatch?.()
    await shim.close()
    for (const extra of Object.values(extraMigration)) rmSync(path.join(MIGRATIONS, `${extra.name}.js`), { force: true })
    rmSync(site, { recursive: true, force: true })
  }
}
