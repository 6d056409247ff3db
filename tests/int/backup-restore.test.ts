import { createHash } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.mjs'
import { createRecords, freshPayload, records, runScript, runScriptIn, scriptEnvironment, wipeDatabase } from './helpers/backup'
import { startLeadEnv, type LeadEnv } from './helpers/lead-env'

/**
 * Backups that restore (issue 21): `npm run backup` on a database with leads, notes and uploads,
 * then the database and the media are wiped, `npm run restore` puts the archive back, and every
 * lead, note and uploaded file is found again, byte for byte. Encrypted, as it must be (issue 47:
 * a plaintext archive only with --plaintext), in the age format (issue 51; tests/int/backup-live-restore.test.ts
 * opens one with the age CLI and restores over a running site).
 * On the run's PostgreSQL (a copy of its template database), through pg_dump, pg_restore and psql.
 */
const PASSPHRASE = 'correct horse battery staple backup'
let env: LeadEnv
let mediaDir: string
let backupDir: string
let scriptEnv: NodeJS.ProcessEnv
/** The archive the backup test wrote, which the tests after it restore elsewhere. */
let archive = ''
const script = (name: 'backup' | 'restore', ...args: string[]) => runScript(name, scriptEnv, ...args)

function files(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  )
}

/** The records, and every stored file's hash. */
async function snapshot(payload: Payload) {
  return {
    ...(await records(payload)),
    files: Object.fromEntries(
      files(mediaDir)
        .sort()
        .map((file) => [
          file,
          createHash('sha256')
            .update(readFileSync(path.join(mediaDir, file)))
            .digest('hex'),
        ]),
    ),
  }
}

beforeAll(async () => {
  const base = mkdtempSync(path.join(tmpdir(), 'backup-int-'))
  mediaDir = path.join(base, 'media')
  backupDir = path.join(base, 'backups')
  env = await startLeadEnv({ MEDIA_DIR: mediaDir })
  scriptEnv = scriptEnvironment({ MEDIA_DIR: mediaDir, BACKUP_PASSPHRASE: PASSPHRASE })
  await createRecords(env.payload)
  rmSync(backupDir, { recursive: true, force: true })
}, 120_000)

afterAll(async () => {
  await env?.close()
  rmSync(path.dirname(mediaDir), { recursive: true, force: true })
})

describe('backups are encrypted by default', () => {
  it('refuses to write an archive without a passphrase or with a short one; --plaintext writes one on purpose', async () => {
    const dir = path.join(path.dirname(mediaDir), 'plain')
    const { BACKUP_PASSPHRASE: _, ...bare } = scriptEnv
    const refused = await runScript('backup', bare, '--out', dir)
    expect(refused.status).toBe(1)
    expect(refused.out).toMatch(/set BACKUP_AGE_RECIPIENTS .* or BACKUP_PASSPHRASE/)
    expect(refused.out).toContain('--plaintext')
    const short = await runScript('backup', { ...bare, BACKUP_PASSPHRASE: 'hunter2' }, '--out', dir)
    expect(short.status).toBe(1)
    expect(short.out).toMatch(/too short/)
    expect(existsSync(dir)).toBe(false)

    const plain = await runScript('backup', bare, '--out', dir, '--plaintext')
    expect(plain.status, plain.out).toBe(0)
    expect(plain.out).toMatch(/not encrypted/)
    const [archive] = readdirSync(dir)
    expect(archive).toMatch(/^site-\d{4}-\d\d-\d\dT\d{4}Z\.tar$/)
    rmSync(dir, { recursive: true, force: true })
  })
})

describe('backup and restore', () => {
  it('backs up, wipes, restores, and finds every lead, note and upload again', async () => {
    const before = await snapshot(env.payload)
    expect(before.leads).toHaveLength(12)
    expect(before.leads.flatMap((lead) => lead.notes)).toHaveLength(6)
    expect(before.media).toHaveLength(2)
    // The original of each upload and its thumbnail (the larger sizes are not made from a small picture).
    expect(Object.keys(before.files)).toHaveLength(4)

    const backup = await script('backup', '--out', backupDir)
    expect(backup.status, backup.out).toBe(0)
    const archives = readdirSync(backupDir)
    expect(archives).toHaveLength(1)
    expect(archives[0]).toMatch(/^site-\d{4}-\d\d-\d\dT\d{4}Z\.tar\.age$/)
    archive = path.join(backupDir, archives[0]!)
    // Encrypted: nothing of a lead is readable in the file.
    expect(readFileSync(archive).includes(Buffer.from('Cliente'))).toBe(false)

    // Refuses to overwrite a live database and media folder without --force, and changes nothing.
    const refused = await script('restore', archive)
    expect(refused.status).toBe(1)
    expect(refused.out).toMatch(/not empty|has \d+ tables/)
    expect(refused.out).toContain('--force')

    // A wrong passphrase is caught before anything is written.
    const wrong = await runScript('restore', { ...scriptEnv, BACKUP_PASSPHRASE: 'not it' }, archive, '--force')
    expect(wrong.status).toBe(1)
    expect(wrong.out).toMatch(/wrong BACKUP_PASSPHRASE/)
    expect((await env.payload.count({ collection: 'leads', overrideAccess: true })).totalDocs).toBe(12)

    // Wipe: the database and every uploaded file are gone.
    await wipeDatabase()
    rmSync(mediaDir, { recursive: true, force: true })

    const restore = await script('restore', archive)
    expect(restore.status, restore.out).toBe(0)
    expect(restore.out).toMatch(/Database: restored into/)
    expect(restore.out).toMatch(/Media: 4 files into the folder/)

    const restored = await freshPayload('restored')
    try {
      expect(await snapshot(restored)).toEqual(before)
    } finally {
      await restored.destroy().catch(() => undefined)
    }
  })

  it('refuses an archive of a SQLite install (an earlier release) with the command that moves it, and changes nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'backup-sqlite-'))
    try {
      mkdirSync(path.join(dir, 'content', 'database'), { recursive: true })
      writeFileSync(path.join(dir, 'content', 'database', 'site.db'), 'SQLite format 3\0')
      writeFileSync(
        path.join(dir, 'content', 'manifest.json'),
        JSON.stringify({
          format: 1,
          createdAt: '2026-11-01T07:00:00.000Z',
          database: { kind: 'sqlite', file: 'database/site.db', bytes: 16 },
          media: { from: 'folder', files: 0, bytes: 0, contentTypes: {} },
          erasures: 0,
        }),
      )
      const old = path.join(dir, 'site-2026-11-01T0700Z.tar')
      const packed = spawnSync('tar', ['-cf', old, '-C', path.join(dir, 'content'), 'manifest.json', 'database/site.db'])
      expect(packed.status).toBe(0)
      const refused = await script('restore', old, '--force')
      expect(refused.status, refused.out).toBe(1)
      expect(refused.out).toMatch(/holds a SQLite database/)
      expect(refused.out).toContain('npm run db:move-sqlite -- FILE')
      expect((await env.payload.count({ collection: 'leads', overrideAccess: true })).totalDocs).toBe(12)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('without DATABASE_URL: the embedded server of npm start', () => {
  it('refuses a DATABASE_URL that is not postgres://, pointing at the move command', async () => {
    const refused = await runScript('backup', { ...scriptEnv, DATABASE_URL: 'file:./data/site.db' }, '--out', backupDir)
    expect(refused.status).toBe(1)
    expect(refused.out).toMatch(/DATABASE_URL must be a postgres:\/\/ URL/)
    expect(refused.out).toContain('npm run db:move-sqlite -- FILE')
  })

  it('restores into and backs up data/postgres, starting the server for the command and stopping it after', async () => {
    expect(archive).not.toBe('')
    // A folder of its own as the install's: its data/postgres, reachable by the `postgres` user
    // the embedded server runs as under root.
    const install = mkdtempSync(path.join(tmpdir(), 'backup-embedded-'))
    chmodSync(install, 0o755)
    const { DATABASE_URL: _, ...withoutUrl } = scriptEnv
    const embeddedEnv = { ...withoutUrl, MEDIA_DIR: path.join(install, 'media') }
    const dataDir = path.join(install, 'data', 'postgres')
    try {
      const restore = await runScriptIn(install, 'restore', embeddedEnv, archive)
      expect(restore.status, restore.out).toBe(0)
      expect(restore.out).toMatch(/Database: restored into PostgreSQL 127\.0\.0\.1:\d+\/site/)
      // Started for the restore, stopped after it.
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true)
      expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false)

      const backup = await runScriptIn(install, 'backup', embeddedEnv, '--out', path.join(install, 'backups'))
      expect(backup.status, backup.out).toBe(0)
      expect(backup.out).toMatch(/Database: PostgreSQL 127\.0\.0\.1:\d+\/site \(the embedded server, data\/postgres\)/)
      expect(readdirSync(path.join(install, 'backups'))).toHaveLength(1)
      expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false)

      // The restored leads are in data/postgres; a server already running there is joined, not restarted.
      const server = await startEmbeddedPostgres({ dir: dataDir })
      try {
        const client = new pg.Client({ connectionString: server.url })
        await client.connect()
        const { rows } = await client.query<{ n: number }>('select count(*)::int as n from leads')
        await client.end()
        expect(rows[0]!.n).toBe(12)
        const joined = await runScriptIn(install, 'backup', embeddedEnv, '--out', path.join(install, 'backups'))
        expect(joined.status, joined.out).toBe(0)
        expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true)
      } finally {
        await server.stop()
      }
    } finally {
      rmSync(install, { recursive: true, force: true })
    }
  }, 120_000)
})
