import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lead } from '@/payload-types'
import { startLeadEnv, type LeadEnv } from './helpers/lead-env'

/**
 * Backups that restore (issue 21): `npm run backup` on a database with leads, notes and uploads,
 * then the database and the media are wiped, `npm run restore` puts the archive back, and every
 * lead, note and uploaded file is found again, byte for byte. Encrypted, as a careful host runs it.
 * SQLite here; PostgreSQL with LEAD_INT_DATABASE_URL=postgres://… (CI's PostgreSQL pass, through
 * pg_dump and pg_restore).
 */
const root = path.resolve(import.meta.dirname, '..', '..')
const PASSPHRASE = 'correct horse battery staple backup'
let env: LeadEnv
let mediaDir: string
let backupDir: string
let scriptEnv: NodeJS.ProcessEnv

function script(name: 'backup' | 'restore', ...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', `${name}.mjs`), ...args], {
    cwd: root,
    env: scriptEnv,
    encoding: 'utf8',
    timeout: 120_000,
  })
  return { status: result.status, out: `${result.stdout}${result.stderr}` }
}

function files(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  )
}

/** Every lead with its notes, every media document, every stored file's hash. */
async function snapshot(payload: Payload) {
  const leads = await payload.find({
    collection: 'leads',
    limit: 0,
    pagination: false,
    depth: 0,
    sort: 'id',
    overrideAccess: true,
  })
  const media = await payload.find({
    collection: 'media',
    limit: 0,
    pagination: false,
    depth: 0,
    sort: 'id',
    overrideAccess: true,
  })
  return {
    leads: leads.docs.map((lead) => ({
      id: lead.id,
      name: lead.name,
      phone: lead.phone,
      status: lead.status,
      createdAt: lead.createdAt,
      notes: (lead.notes ?? []).map((note) => ({ text: note.text, at: note.at })),
    })),
    media: media.docs.map((doc) => ({ id: doc.id, filename: doc.filename, filesize: doc.filesize, alt: doc.alt })),
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
  scriptEnv = {
    NODE_ENV: 'production',
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: process.env.DATABASE_URL,
    MEDIA_DIR: mediaDir,
    BACKUP_PASSPHRASE: PASSPHRASE,
  }
  for (let i = 1; i <= 12; i++) {
    await env.payload.create({
      collection: 'leads',
      data: {
        name: `Cliente ${i}`,
        phone: `91555501${String(i).padStart(2, '0')}`,
        channel: 'web',
        locale: i % 2 ? 'es' : 'en',
        status: i % 3 ? 'new' : 'contacted',
        notes: i % 4 === 0 ? [{ text: `Llamar el lunes (${i})` }, { text: `Habla inglés (${i})` }] : [],
      } as Omit<Lead, 'id' | 'updatedAt' | 'createdAt'>,
      overrideAccess: true,
    })
  }
  for (const [i, color] of ['#1d4ed8', '#b91c1c'].entries()) {
    const data = await sharp({ create: { width: 480, height: 320, channels: 3, background: color } })
      .png()
      .toBuffer()
    await env.payload.create({
      collection: 'media',
      data: { alt: `Foto ${i + 1}` },
      file: { data, mimetype: 'image/png', name: `foto-${i + 1}.png`, size: data.length },
      overrideAccess: true,
    })
  }
  rmSync(backupDir, { recursive: true, force: true })
}, 120_000)

afterAll(async () => {
  await env?.close()
  rmSync(path.dirname(mediaDir), { recursive: true, force: true })
})

describe('backup and restore', () => {
  it('backs up, wipes, restores, and finds every lead, note and upload again', async () => {
    const before = await snapshot(env.payload)
    expect(before.leads).toHaveLength(12)
    expect(before.leads.flatMap((lead) => lead.notes)).toHaveLength(6)
    expect(before.media).toHaveLength(2)
    // The original of each upload and its thumbnail (the larger sizes are not made from a small picture).
    expect(Object.keys(before.files)).toHaveLength(4)

    const backup = script('backup', '--out', backupDir)
    expect(backup.status, backup.out).toBe(0)
    const archives = readdirSync(backupDir)
    expect(archives).toHaveLength(1)
    expect(archives[0]).toMatch(/^site-\d{4}-\d\d-\d\dT\d{4}Z\.tar\.gz\.enc$/)
    const archive = path.join(backupDir, archives[0]!)
    // Encrypted: nothing of a lead is readable in the file.
    expect(readFileSync(archive).includes(Buffer.from('Cliente'))).toBe(false)

    // Refuses to overwrite a live database and media folder without --force, and changes nothing.
    const refused = script('restore', archive)
    expect(refused.status).toBe(1)
    expect(refused.out).toMatch(/not empty|has \d+ tables/)
    expect(refused.out).toContain('--force')

    // A wrong passphrase is caught before anything is written.
    const wrong = spawnSync(process.execPath, [path.join(root, 'scripts', 'restore.mjs'), archive, '--force'], {
      cwd: root,
      env: { ...scriptEnv, BACKUP_PASSPHRASE: 'not it' },
      encoding: 'utf8',
    })
    expect(wrong.status).toBe(1)
    expect(`${wrong.stdout}${wrong.stderr}`).toMatch(/wrong BACKUP_PASSPHRASE/)
    expect((await env.payload.count({ collection: 'leads', overrideAccess: true })).totalDocs).toBe(12)

    // Wipe: the database and every uploaded file are gone.
    await wipe(env.payload)
    rmSync(mediaDir, { recursive: true, force: true })

    const restore = script('restore', archive)
    expect(restore.status, restore.out).toBe(0)
    expect(restore.out).toMatch(/Database: restored into/)
    expect(restore.out).toMatch(/Media: 4 files into the folder/)

    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    const restored = await getPayload({ config, key: `restored-${process.pid}` })
    try {
      expect(await snapshot(restored)).toEqual(before)
    } finally {
      await restored.destroy().catch(() => undefined)
    }
  })
})

/** Empties the database the way a lost disk would: no tables left. */
async function wipe(payload: Payload): Promise<void> {
  const url = process.env.DATABASE_URL ?? ''
  if (url.startsWith('postgres')) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query('drop schema public cascade; create schema public')
    await client.end()
    return
  }
  await payload.destroy()
  const file = url.replace(/^file:/, '')
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
}
