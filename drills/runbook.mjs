#!/usr/bin/env node
/**
 * Drill — the runbook (docs/operations.md, "Deploying"), step by step, as far as a machine without a Docker
 * engine allows. The image's last stage is assembled from the build by the Dockerfile's own COPY
 * lines and started with its CMD and ENV (scripts/lib/image.mjs), as `docker run` would; PostgreSQL
 * is a fresh, unseeded database on the drill's throwaway cluster; nginx runs deploy/nginx.conf in
 * front, reached as Caddy would reach it (X-Forwarded-Proto: https).
 *   1 install     assemble release A, migrate (the tools stage's CMD), start; time to healthy
 *   2 HTTPS       through nginx with the TLS terminator's header: HSTS on the page
 *   3 first admin the one-time setup link in the log (when this build has setup tokens)
 *   4 backup      `npm run backup`, wipe the database, `npm run restore -- FILE`: the lead is back
 *                 (when this build has those commands)
 *   5 upgrade     deploy/upgrade.sh v1.1.0, unchanged, its `docker` commands done by the drill
 *                 (drills/lib/release-scripts.mjs): backup, pull (release B assembled), migrate
 *                 with B's tools, replace, health, prune; through nginx meanwhile `/` answers 200
 *                 from the cache and a page never read the branded 503 page, never a 502
 *   6 rollback    deploy/rollback.sh: B's migration reversed by its down(), A again, every lead
 *                 still there; over an irreversible migration it refuses and prints the restore path
 *   7 logs        what the instances wrote: lines, warnings and errors
 * Alone: node drills/runbook.mjs
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { assembleRunner, migrate, removeFolder, startRunner, TEST_SECRET } from '../scripts/lib/image.mjs'
import { startNginx } from '../scripts/lib/nginx.mjs'
import { queryOnce, root, sleep } from './lib/env.mjs'
import { readLeads } from './lib/leads-db.mjs'
import { client, csrfSession, enquiryForm, isSuccess, postForm } from './lib/load.mjs'
import { isMain, reporter, standalone } from './lib/drill.mjs'
import { releaseScriptsDrill } from './lib/release-scripts.mjs'

const seconds = (ms) => Number((ms / 1000).toFixed(1))
const packageScripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {}
/** Whether this build has the first-run setup token (issue 21 item 4): its code names the variable. */
const hasSetupToken = () => spawnSync('grep', ['-rqs', 'SETUP_TOKEN', path.join(root, 'src')], { stdio: 'ignore' }).status === 0

async function postLead(url, name) {
  const session = await csrfSession(url)
  const c = client(url)
  try {
    return isSuccess(await postForm(c, enquiryForm({ token: session.token, name }), session))
  } finally {
    await c.close()
  }
}

export const drill = {
  name: 'runbook',
  async run({ kind, prepared, logDir }) {
    const r = reporter('runbook', kind)
    const failures = []
    const database = `runbook_${Date.now() % 100_000}`
    const admin = `postgres://app@127.0.0.1:${prepared.port}/postgres`
    await queryOnce(admin, `CREATE DATABASE ${database}`)
    const url = `postgres://app@127.0.0.1:${prepared.port}/${database}`
    const media = path.join(logDir, 'runbook-media')
    const backups = path.join(logDir, 'runbook-backups')
    mkdirSync(backups, { recursive: true })
    // Where the app writes the page nginx shows while it is down (compose: the outage-page volume);
    // readable by nginx's workers (nobody, when the drill runs as root).
    const outageDir = mkdtempSync(path.join(tmpdir(), 'runbook-outage-'))
    chmodSync(outageDir, 0o755)
    const env = {
      DATABASE_URL: url,
      PAYLOAD_SECRET: TEST_SECRET,
      LOG_LEVEL: 'info',
      NEXT_TELEMETRY_DISABLED: '1',
      OUTAGE_PAGE_DIR: outageDir,
      // nginx in front, as compose names it (the image believes no header by default).
      CLIENT_IP_HEADER: 'x-real-ip',
    }
    const releases = []
    const archives = [] // what `npm run backup` wrote, removed at the end wherever it went
    let running
    let proxy
    const start = async (release, timeoutMs) => {
      const t0 = Date.now()
      const server = await startRunner({ dir: release.dir, stage: release.stage, env, port: running?.port, timeoutMs })
      return Object.assign(server, { startedIn: seconds(Date.now() - t0), release })
    }
    const leadNames = []
    try {
      // 1. Install: the image (release A), migrations, the app.
      const a = assembleRunner()
      releases.push(a)
      const size = spawnSync('du', ['-sm', a.dir], { encoding: 'utf8' }).stdout.split('\t')[0]
      r.figure('1 install: image assembled', `${a.copied.length} COPY sources, ${size} MB, ${seconds(a.ms)} s`)
      let t0 = Date.now()
      migrate(url)
      r.figure('1 install: migrate (fresh database)', `${seconds(Date.now() - t0)} s`)
      running = await start(a)
      r.figure('1 install: release A healthy after', `${running.startedIn} s`)
      const page = await fetch(`${running.url}/contacto`)
      r.figure('1 install: /contacto on the empty database', page.status)
      if (page.status !== 200) failures.push(`/contacto answered ${page.status} on an empty database`)

      // 2. HTTPS: Caddy → nginx → app; nginx passes the terminator's X-Forwarded-Proto.
      proxy = await startNginx({ upstreams: [`127.0.0.1:${running.port}`], outageDir })
      const viaProxy = await fetch(`${proxy.url}/contacto`, { headers: { 'X-Forwarded-Proto': 'https' } })
      const hsts = viaProxy.headers.get('strict-transport-security')
      r.figure('2 HTTPS: HSTS through nginx', hsts ?? 'none')
      if (!hsts) failures.push('no HSTS behind the TLS terminator')

      // 3. First admin: the setup link in the log.
      if (hasSetupToken()) {
        const link = /\S*\/admin\/create-first-user\?token=[\w-]+/.exec(running.log())?.[0]
        r.figure('3 first admin: setup link in the log', link ? 'printed' : 'missing')
        if (!link) failures.push('no setup link in the log of a deployment without staff')
        else {
          const opened = await fetch(new URL(new URL(link).pathname + new URL(link).search, running.url), { redirect: 'manual' })
          r.figure('3 first admin: the link opens', opened.status)
          if (opened.status >= 400) failures.push(`the setup link answered ${opened.status}`)
        }
      } else r.log('3 first admin: this build has no setup token (issue 21 item 4): step not run')

      // A lead to carry through backup, upgrade and rollback.
      leadNames.push(`Runbook A ${Date.now()}`)
      if (!(await postLead(running.url, leadNames[0]))) failures.push('a lead on release A was not stored')

      // 4. Backup and restore (then 5.1, the backup before an upgrade).
      const backup = () => {
        const t = Date.now()
        const result = spawnSync('npm', ['run', '--silent', 'backup'], {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, ...env, MEDIA_DIR: media, BACKUP_DIR: backups, BACKUP_PASSPHRASE: 'runbook-drill' },
        })
        if (result.status !== 0) throw new Error(`npm run backup failed: ${result.stderr || result.stdout}`)
        const folders = [backups, path.join(root, 'backups')].filter((folder) => existsSync(folder))
        const newest = folders
          .flatMap((folder) => readdirSync(folder).map((name) => path.join(folder, name)))
          .filter((file) => statSync(file).mtimeMs >= t - 1000)
          .sort((x, y) => statSync(y).mtimeMs - statSync(x).mtimeMs)[0]
        if (!newest) throw new Error('npm run backup wrote no archive')
        archives.push(newest)
        return { file: newest, ms: Date.now() - t, bytes: statSync(newest).size }
      }
      let archive
      if (packageScripts.backup && packageScripts.restore) {
        archive = backup()
        r.figure('4 backup', `${path.basename(archive.file)}, ${Math.round(archive.bytes / 1024)} KB, ${seconds(archive.ms)} s`)
        await running.stop()
        await queryOnce(admin, `DROP DATABASE ${database} WITH (FORCE)`)
        await queryOnce(admin, `CREATE DATABASE ${database}`)
        t0 = Date.now()
        const restored = spawnSync('npm', ['run', '--silent', 'restore', '--', archive.file], {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, ...env, MEDIA_DIR: media, BACKUP_PASSPHRASE: 'runbook-drill' },
        })
        if (restored.status !== 0) failures.push(`npm run restore failed: ${restored.stderr || restored.stdout}`)
        r.figure('4 restore (after wiping the database)', `${seconds(Date.now() - t0)} s`)
        const back = await readLeads(url, 'WHERE name = ?', [leadNames[0]]).catch(() => [])
        r.figure('4 restore: the lead is back', back.length === 1)
        if (back.length !== 1) failures.push('the lead was not restored')
        running = await start(a)
      } else r.log('4 backup/restore: this build has no `npm run backup` / `restore` (issue 21 item 5): step not run')

      // 5–6. Upgrade and rollback: deploy/upgrade.sh and deploy/rollback.sh themselves, their
      // `docker` commands done by the drill (./lib/compose-shim.mjs; see releaseDrill below).
      if (!archive) r.log('5–6 upgrade/rollback: this build has no `npm run backup`: the scripts cannot run')
      else {
        const outcome = await releaseScriptsDrill({
          ...{ r, failures, url, env, media, logDir, proxy, releases, a, start, postLead },
          current: running,
        })
        running = outcome.running
        leadNames.push(...outcome.leadNames)
      }
      const health = await fetch(`${running.url}/api/health`).catch(() => ({ status: 'no answer' }))
      const kept = await readLeads(url, `WHERE name IN (${leadNames.map(() => '?').join(', ')})`, leadNames)
      r.figure('6 rollback: health, leads kept', `${health.status}, ${kept.length}/${leadNames.length}`)
      if (health.status !== 200) failures.push(`health after rollback: ${health.status}`)
      if (kept.length !== leadNames.length) failures.push('a lead was lost across upgrade and rollback')

      // 7. Logs: what `docker compose logs app` would show.
      await sleep(500)
      const lines = running.log().split('\n').filter(Boolean)
      const levels = { warn: 0, error: 0 }
      for (const line of lines) {
        const level = /"level":(\d+)/.exec(line)?.[1]
        if (level === '40') levels.warn++
        if (Number(level) >= 50) levels.error++
      }
      r.figure(
        '7 logs (the release running at the end)',
        `${lines.length} lines, ${levels.warn} warnings, ${levels.error} errors`,
      )
      if (levels.error) {
        r.log(lines.filter((line) => /"level":(5|6)\d/.test(line)).join('\n'))
        failures.push(`${levels.error} error lines in the log`)
      }
      return r.result(failures.length === 0, failures)
    } finally {
      await running?.stop()
      await proxy?.stop()
      for (const release of releases) removeFolder(release.dir)
      for (const file of archives) rmSync(file, { force: true })
      rmSync(backups, { recursive: true, force: true })
      rmSync(outageDir, { recursive: true, force: true })
      await queryOnce(admin, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined)
    }
  },
}

if (isMain(import.meta.url)) await standalone(drill)
