import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshPayload, runScript } from './helpers/backup'
import { postLead, startLeadEnv, validFields, type LeadEnv } from './helpers/lead-env'

/**
 * Issue 47, item 5: erasure is whole. A person with a lead, a note, a call click and an entry in
 * the texting opt-out register is backed up, then erased: the register keeps only a keyed hash of
 * the number (texts still refused), the database files hold none of the erased words (the files of
 * the tables, their TOAST and indexes after a CHECKPOINT, read from the cluster's folder), and
 * restoring the older backup erases the person again from the ledger.
 */
const PHONE = '9155557171'
/** Words only this person's records hold. */
const ERASED_WORDS = ['Zacarias Borrable', 'Quetzalamenaza', 'Quetzalnota', 'zacarias.borrable@example.com', PHONE]
const KEPT = 'Rosalinda Sequeda'

let env: LeadEnv
let payload: Payload
let admin: TypedUser
let base: string
let scriptEnv: NodeJS.ProcessEnv

beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), 'erasure-int-'))
  env = await startLeadEnv({ MEDIA_DIR: path.join(base, 'media'), RATE_LIMIT_LEADS: '1000/600' })
  payload = env.payload
  const user = await payload.create({
    collection: 'users',
    data: {
      email: 'erasure-admin@salazarimmigration.example',
      password: 'correct horse battery staple',
      name: 'Admin',
      roles: ['admin'],
    },
    overrideAccess: true,
  })
  admin = { ...user, collection: 'users' } as TypedUser
  scriptEnv = {
    NODE_ENV: 'production',
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: process.env.DATABASE_URL,
    MEDIA_DIR: path.join(base, 'media'),
    BACKUP_PASSPHRASE: 'erasure test backup passphrase',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
    ERASURE_LEDGER: process.env.ERASURE_LEDGER,
  }
}, 120_000)

afterAll(async () => {
  await env?.close()
  rmSync(base, { recursive: true, force: true })
})

async function leadOf(name: string, phone: string, email: string, ip: string, message: string) {
  const response = await postLead(env, validFields({ nombre: name, phone, email, mensaje: message }), {
    headers: { 'x-real-ip': ip },
  })
  expect(response.status).toBe(200)
  const found = await payload.find({ collection: 'leads', where: { name: { equals: name } }, overrideAccess: true })
  return found.docs[0]!
}

/** A lead's queued notification jobs (their input names only the lead). */
async function leadJobCount(site: Payload, leadId: number): Promise<number> {
  const where = { 'input.leadId': { equals: String(leadId) } }
  return (await site.count({ collection: 'payload-jobs', where, overrideAccess: true })).totalDocs
}

/** The words in the touched tables' files, once a CHECKPOINT wrote their pages out. */
async function diskHits(): Promise<Record<string, number> | null> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query('CHECKPOINT')
    const dataDir = (await client.query<{ data_directory: string }>('SHOW data_directory')).rows[0]!.data_directory
    const files = await client.query<{ file: string }>(
      `select pg_relation_filepath(c.oid) as file from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema()
          and (c.relname in ('leads', 'leads_notes', 'call_clicks', 'texting_opt_outs')
               or c.oid in (select reltoastrelid from pg_class where relname in ('leads', 'leads_notes', 'texting_opt_outs'))
               or c.oid in (select indexrelid from pg_index i join pg_class t on t.oid = i.indrelid
                             where t.relname in ('leads', 'leads_notes', 'call_clicks', 'texting_opt_outs')))`,
    )
    if (!existsSync(dataDir)) return null
    const bytes = Buffer.concat(
      files.rows.flatMap(({ file }) => {
        const full = path.join(dataDir, file)
        const dir = path.dirname(full)
        return readdirSync(dir)
          .filter((name) => name === path.basename(full) || name.startsWith(`${path.basename(full)}.`))
          .map((name) => readFileSync(path.join(dir, name)))
      }),
    )
    return Object.fromEntries(
      [...ERASED_WORDS, KEPT].map((word) => {
        let count = 0
        for (let at = bytes.indexOf(word); at >= 0; at = bytes.indexOf(word, at + 1)) count += 1
        return [word, count]
      }),
    )
  } finally {
    await client.end()
  }
}

describe('erasure is whole', () => {
  it('hashes the register entry, leaves no erased word in the database files, and a restored older backup erases the person again', async () => {
    const { erasePerson, erasureKey, planErasure } = await import('@/features/erasure/erase.server')
    const { recordTextingOptOut, textingOptOutsOf } = await import('@/features/leads/texting-opt-out/register.server')

    const erased = await leadOf(
      'Zacarias Borrable',
      '(915) 555-7171',
      'Zacarias.Borrable@example.com',
      '198.51.100.71',
      'Quetzalamenaza',
    )
    await payload.update({
      collection: 'leads',
      id: erased.id,
      data: { notes: [{ text: 'Llamó. Quetzalamenaza otra vez' }] },
      overrideAccess: true,
    })
    const kept = await leadOf(KEPT, '9155550808', 'rosalinda@example.com', '198.51.100.8', 'Necesito ayuda')
    await payload.create({
      collection: 'call-clicks',
      data: { page: '/', number: '+19155550100', ip: '198.51.100.71' },
      overrideAccess: true,
    })
    await recordTextingOptOut(payload, { phone: PHONE, source: 'webhook', note: 'Quetzalnota: replied STOP' })
    await recordTextingOptOut(payload, { phone: '9155550808', source: 'call' })

    // The older backup, made while the person is still there.
    const backupDir = path.join(base, 'backups')
    const backup = await runScript('backup', scriptEnv, '--out', backupDir)
    expect(backup.status, backup.out).toBe(0)
    const archive = path.join(backupDir, readdirSync(backupDir)[0]!)

    // Its notification jobs wait in the queue (the worker is off here), as do the kept lead's.
    const jobsOf = (leadId: number, site: Payload = payload) => leadJobCount(site, leadId)
    expect(await jobsOf(erased.id)).toBeGreaterThan(0)
    const keptJobs = await jobsOf(kept.id)
    expect(keptJobs).toBeGreaterThan(0)

    const key = erasureKey({ phone: '+1 915 555 7171' })
    const plan = await planErasure(payload, key)
    expect(plan.optOuts).toHaveLength(1)
    const result = await erasePerson(payload, key, admin)
    expect(result).toMatchObject({ leads: 1, callClicks: 1, optOuts: 1, filesWiped: true })
    // Its jobs went with it (a failed one's errors could name the address); the other person's stay.
    expect(await jobsOf(erased.id)).toBe(0)
    expect(await jobsOf(kept.id)).toBe(keptJobs)

    // The register: a keyed hash, no note; texts to the number are still refused.
    const register = await payload.find({ collection: 'texting-opt-outs', pagination: false, overrideAccess: true })
    expect(JSON.stringify(register.docs)).not.toMatch(/7171|Quetzalnota/)
    const hashed = register.docs.find((doc) => doc.phone.startsWith('erased:'))!
    expect(hashed.phone).toMatch(/^erased:[0-9a-f]{64}$/)
    expect(hashed.note ?? null).toBeNull()
    expect((await textingOptOutsOf(payload, [PHONE, '9155550808', '9155550000'])).size).toBe(2)
    expect((await textingOptOutsOf(payload, [PHONE])).has(PHONE)).toBe(true)
    expect((await recordTextingOptOut(payload, { phone: PHONE, source: 'call' })).created).toBe(false)

    // The files: none of the erased words, the kept person's name still there (the reading works).
    const after = await diskHits()
    if (after) {
      expect(after[KEPT]).toBeGreaterThan(0)
      for (const word of ERASED_WORDS) expect({ word, hits: after[word] }).toEqual({ word, hits: 0 })
    }

    // The ledger: hashes and ids, no personal data.
    const ledger = readFileSync(process.env.ERASURE_LEDGER!, 'utf8')
    expect(ledger).toContain(result.keyHash)
    expect(ledger).not.toMatch(/7171|Borrable|Quetzal/)

    // Restore the older backup (the site stopped): the person comes back, and is erased again.
    await payload.destroy()
    const restore = await runScript('restore', scriptEnv, archive, '--force')
    expect(restore.status, restore.out).toBe(0)
    expect(restore.out).toMatch(/erased again 1 leads, 1 call clicks, 1 register numbers/)
    const restored = await freshPayload('erasure-restored')
    try {
      const leads = await restored.find({ collection: 'leads', pagination: false, overrideAccess: true })
      expect(leads.docs.map((lead) => lead.name)).toEqual([KEPT])
      expect(leads.docs[0]!.id).toBe(kept.id)
      expect(await jobsOf(erased.id, restored)).toBe(0)
      expect(await jobsOf(kept.id, restored)).toBe(keptJobs)
      expect(
        (await restored.count({ collection: 'call-clicks', where: { ip: { equals: '198.51.100.71' } }, overrideAccess: true }))
          .totalDocs,
      ).toBe(0)
      const again = await restored.find({ collection: 'texting-opt-outs', pagination: false, overrideAccess: true })
      expect(again.docs.map((doc) => doc.phone).sort()).toEqual([hashed.phone, '9155550808'].sort())
      expect(JSON.stringify(again.docs)).not.toMatch(/Quetzalnota/)
      const restoredHits = await diskHits()
      if (restoredHits) for (const word of ERASED_WORDS) expect({ word, hits: restoredHits[word] }).toEqual({ word, hits: 0 })
    } finally {
      await restored.destroy().catch(() => undefined)
    }
  }, 120_000) // a backup and a restore run as commands: 40 s alone on the 2 shared cores, over 60 s beside other files
})
