import { spawn, spawnSync } from 'node:child_process'
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { generateX25519Identity, identityToRecipient } from 'age-encryption'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encryptStream } from '../../scripts/lib/backup/crypto.mjs'
import type { Payload } from 'payload'
import { createRecords, root, runScript, scriptEnvironment } from './helpers/backup'
import { startLeadEnv } from './helpers/lead-env'

/**
 * Backups with standard tools (issue 51 item 3), on PostgreSQL as production runs it: `npm run
 * backup` writes an age archive to a public key (the server holds no key that reads it) that the
 * `age` CLI opens, with the pg_dump (custom format), the media and the ledger in one tar; a lead
 * arrives later; `npm run restore -- FILE --force --identity KEY` runs while a Payload instance (the
 * app's own code, its connection pool) keeps reading the leads, and that same instance then finds
 * the backup's leads and not the later one, without a read failing on the way. The archive of the
 * release before (.tar.gz.enc, SITEBAK1) still restores.
 * On a copy of the run's template database (tests/int/helpers/template-database.ts).
 */
const hasAge = spawnSync('age', ['--version']).status === 0
const PASSPHRASE = 'correct horse battery staple backup'

let env: { payload: Payload; close: () => Promise<void> }
let base: string
let mediaDir: string
let backupDir: string
let keyFile: string
let recipient: string
const pings: string[] = []
let pingServer: Server
let pingUrl: string
let scriptEnv: NodeJS.ProcessEnv

/** `npm run restore -- FILE --force --identity -` with the identity file on standard input. */
function restoreWithKeyOnStdin(file: string) {
  return new Promise<{ status: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'restore.mjs'), file, '--force', '--identity', '-'], {
      cwd: root,
      env: scriptEnv,
      timeout: 120_000,
    })
    let out = ''
    child.stdout.on('data', (chunk) => (out += String(chunk)))
    child.stderr.on('data', (chunk) => (out += String(chunk)))
    child.on('close', (status) => resolve({ status, out }))
    child.stdin.end(readFileSync(keyFile))
  })
}

async function leadNames(): Promise<string[]> {
  const { docs } = await env.payload.find({
    collection: 'leads',
    limit: 0,
    pagination: false,
    sort: 'id',
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((lead) => lead.name)
}

describe('backup with age and pg_dump, restored over a running site (PostgreSQL)', () => {
  beforeAll(async () => {
    expect(hasAge, 'the age CLI (Debian package `age`)').toBe(true)
    base = mkdtempSync(path.join(tmpdir(), 'backup-live-'))
    mediaDir = path.join(base, 'media')
    backupDir = path.join(base, 'backups')
    keyFile = path.join(base, 'key.txt')
    const identity = await generateX25519Identity()
    recipient = await identityToRecipient(identity)
    // As age-keygen writes it.
    writeFileSync(keyFile, `# created: ${new Date().toISOString()}\n# public key: ${recipient}\n${identity}\n`, { mode: 0o600 })
    pingServer = createServer((request, response) => {
      pings.push(`${request.method} ${request.url}`)
      response.end('OK')
    })
    await new Promise<void>((resolve) => pingServer.listen(0, '127.0.0.1', resolve))
    pingUrl = `http://127.0.0.1:${(pingServer.address() as AddressInfo).port}/ping/backup-uuid`
    env = await startLeadEnv({ MEDIA_DIR: mediaDir })
    scriptEnv = scriptEnvironment({
      MEDIA_DIR: mediaDir,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
      BACKUP_DIR: backupDir,
      BACKUP_AGE_RECIPIENTS: recipient,
      BACKUP_PING_URL: pingUrl,
    })
    await createRecords(env.payload)
  }, 180_000)

  afterAll(async () => {
    await env?.close()
    pingServer?.close()
    if (base) rmSync(base, { recursive: true, force: true })
  })

  let archive = ''
  let backupLeads: string[] = []

  it('writes site-….tar.age to the public key, prints its path last and pings the monitor; age -d -i opens it', async () => {
    backupLeads = await leadNames()
    expect(backupLeads).toHaveLength(12)
    const started = performance.now()
    const backup = await runScript('backup', scriptEnv)
    const seconds = (performance.now() - started) / 1000
    expect(backup.status, backup.out).toBe(0)
    const lines = backup.out.trim().split('\n')
    archive = lines.at(-1)!
    expect(path.basename(archive)).toMatch(/^site-\d{4}-\d\d-\d\dT\d{4}Z\.tar\.age$/)
    expect(readdirSync(backupDir)).toEqual([path.basename(archive)])
    expect(readFileSync(archive).subarray(0, 22).toString()).toBe('age-encryption.org/v1\n')
    expect(readFileSync(archive).includes(Buffer.from('Cliente'))).toBe(false)
    expect(pings).toEqual(['GET /ping/backup-uuid'])
    console.log(`backup: ${statSync(archive).size} bytes in ${seconds.toFixed(1)} s`)

    // The standard tools: age (identity, non-interactive), then tar.
    const opened = spawnSync('age', ['--decrypt', '--identity', keyFile, archive])
    expect(opened.status, String(opened.stderr)).toBe(0)
    const listed = spawnSync('tar', ['-t'], { input: opened.stdout })
    expect(listed.status, String(listed.stderr)).toBe(0)
    const names = String(listed.stdout).trim().split('\n')
    expect(names).toContain('database/site.pgdump')
    expect(names).toContain('manifest.json')
    expect(names.filter((name) => name.startsWith('media/'))).toHaveLength(4)
    // The dump is pg_dump's custom format (pg_restore reads it).
    const dump = spawnSync('tar', ['-xO', 'database/site.pgdump'], { input: opened.stdout, maxBuffer: 256 * 1024 * 1024 })
    expect(dump.stdout.subarray(0, 5).toString()).toBe('PGDMP')
  }, 120_000)

  it('refuses without --force, then restores over the running site: the same instance reads the backup’s leads, never an error', async () => {
    await env.payload.create({
      collection: 'leads',
      data: { name: 'Cliente después del respaldo', phone: '9155550199', channel: 'web', locale: 'es', status: 'new' },
      overrideAccess: true,
    })
    expect(await leadNames()).toHaveLength(13)

    const refused = await runScript('restore', scriptEnv, archive, '--identity', keyFile)
    expect(refused.status).toBe(1)
    expect(refused.out).toContain('--force')
    const wrongKey = path.join(base, 'other-key.txt')
    writeFileSync(wrongKey, `${await generateX25519Identity()}\n`)
    const wrong = await runScript('restore', scriptEnv, archive, '--force', '--identity', wrongKey)
    expect(wrong.status).toBe(1)
    expect(wrong.out).toMatch(/cannot open this age backup/)
    expect(await leadNames()).toHaveLength(13)

    // The site keeps serving while the restore runs: the app's own instance reads all along.
    const counts: number[] = []
    const failures: string[] = []
    let reading = true
    const reader = (async () => {
      while (reading) {
        try {
          counts.push((await env.payload.count({ collection: 'leads', overrideAccess: true })).totalDocs)
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error))
        }
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    })()
    const started = performance.now()
    // As the runbook runs it in compose: the key on standard input (`--identity - < key.txt`).
    const restore = await restoreWithKeyOnStdin(archive)
    const seconds = (performance.now() - started) / 1000
    reading = false
    await reader
    expect(restore.status, restore.out).toBe(0)
    expect(restore.out).toMatch(/Database: replaced \d+ tables of PostgreSQL/)
    expect(restore.out).toMatch(/Media: 4 files into the folder/)
    console.log(`restore over the running site: ${seconds.toFixed(1)} s, ${counts.length} reads meanwhile`)

    expect(failures).toEqual([])
    // Only ever the whole database before or the whole one after.
    expect(new Set(counts)).toEqual(new Set(counts.filter((n) => n === 13 || n === 12)))
    const after = await leadNames()
    expect(after).toEqual(backupLeads)
    expect(after).not.toContain('Cliente después del respaldo')
    // And it writes: a lead after the restore gets an id of its own.
    const next = await env.payload.create({
      collection: 'leads',
      data: { name: 'Cliente tras la restauración', phone: '9155550198', channel: 'web', locale: 'es', status: 'new' },
      overrideAccess: true,
    })
    expect(await leadNames()).toEqual([...backupLeads, next.name])
  }, 180_000)

  it('restores an archive of the release before (.tar.gz.enc, SITEBAK1) with BACKUP_PASSPHRASE', async () => {
    // The tar of today's archive, packed as the release before packed it: gzip, then SITEBAK1.
    const opened = spawnSync('age', ['--decrypt', '--identity', keyFile, '--output', path.join(base, 'plain.tar'), archive])
    expect(opened.status, String(opened.stderr)).toBe(0)
    const old = path.join(base, 'site-2026-11-26T0700Z.tar.gz.enc')
    await pipeline(
      createReadStream(path.join(base, 'plain.tar')),
      createGzip(),
      await encryptStream(PASSPHRASE),
      createWriteStream(old),
    )
    const { BACKUP_AGE_RECIPIENTS: _, ...passphraseEnv } = scriptEnv
    const restore = await runScript('restore', { ...passphraseEnv, BACKUP_PASSPHRASE: PASSPHRASE }, old, '--force')
    expect(restore.status, restore.out).toBe(0)
    expect(await leadNames()).toEqual(backupLeads)
  }, 120_000)

  it('with BACKUP_PASSPHRASE writes an age scrypt archive that `age -d` opens with the passphrase (typed at a terminal)', async () => {
    const { BACKUP_AGE_RECIPIENTS: _, ...passphraseEnv } = scriptEnv
    const out = path.join(base, 'passphrase')
    const backup = await runScript(
      'backup',
      { ...passphraseEnv, BACKUP_PASSPHRASE: PASSPHRASE, BACKUP_PING_URL: '' },
      '--out',
      out,
    )
    expect(backup.status, backup.out).toBe(0)
    const file = backup.out.trim().split('\n').at(-1)!
    expect(readFileSync(file).toString('latin1')).toContain('-> scrypt ')
    // age reads a passphrase only from a terminal: `script` gives it one.
    const tarFile = path.join(out, 'plain.tar')
    const typed = spawnSync('script', ['-qec', `age --decrypt --output '${tarFile}' '${file}'`, '/dev/null'], {
      input: `${PASSPHRASE}\n`,
      timeout: 60_000,
    })
    expect(typed.status, String(typed.stdout) + String(typed.stderr)).toBe(0)
    const names = String(spawnSync('tar', ['-tf', tarFile]).stdout)
    expect(names).toContain('database/site.pgdump')
    expect(names).toContain('media/')
  }, 120_000)
})
