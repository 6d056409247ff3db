import { spawn } from 'node:child_process'
import path from 'node:path'
import sharp from 'sharp'
import type { Payload } from 'payload'
import type { Lead } from '@/payload-types'

/** What the backup tests share: the scripts as a host runs them, the records, the wipe. */
export const root = path.resolve(import.meta.dirname, '..', '..', '..')

/**
 * The environment a host's backup or restore command runs with: production, the test's database
 * and erasure ledger (set by startLeadEnv), nothing else of this process's, plus `settings`.
 */
export function scriptEnvironment(settings: Record<string, string | undefined>): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: process.env.DATABASE_URL,
    ERASURE_LEDGER: process.env.ERASURE_LEDGER,
    ...settings,
  }
}

/** Asynchronous: the S3 test server answering the script runs in this very process. */
export function runScript(name: 'backup' | 'restore', env: NodeJS.ProcessEnv, ...args: string[]) {
  return runScriptIn(root, name, env, ...args)
}

/** The same, from another folder (the one whose data/postgres a command without DATABASE_URL uses). */
export function runScriptIn(cwd: string, name: 'backup' | 'restore', env: NodeJS.ProcessEnv, ...args: string[]) {
  return new Promise<{ status: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', `${name}.mjs`), ...args], {
      cwd,
      env,
      timeout: 120_000,
    })
    let out = ''
    child.stdout.on('data', (chunk) => (out += String(chunk)))
    child.stderr.on('data', (chunk) => (out += String(chunk)))
    child.on('close', (status) => resolve({ status, out }))
  })
}

/** 12 leads (6 notes among them) and 2 uploaded pictures. */
export async function createRecords(payload: Payload): Promise<void> {
  for (let i = 1; i <= 12; i++) {
    await payload.create({
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
    await payload.create({
      collection: 'media',
      data: { alt: `Foto ${i + 1}` },
      file: { data, mimetype: 'image/png', name: `foto-${i + 1}.png`, size: data.length },
      overrideAccess: true,
    })
  }
}

/** Every lead with its notes and every media document, as the Local API reads them. */
export async function records(payload: Payload) {
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
  }
}

/** Empties the database the way a lost disk would: no tables left. */
export async function wipeDatabase(): Promise<void> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query('drop schema public cascade; create schema public')
  } finally {
    await client.end()
  }
}

/** A second Payload on the restored database (the first one's connection may be gone). */
export async function freshPayload(key: string): Promise<Payload> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  return getPayload({ config, key: `${key}-${process.pid}` })
}
