import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseUrl, ensureDatabase, onServer, quoteName } from '../../scripts/lib/postgres-databases.mjs'

/**
 * The one-time move from SQLite (issue 49): `npm run db:move-sqlite` run as a child process on a
 * seeded database of release 1.0 (tests/fixtures/sqlite-v1.0.0.README.md) into a fresh database on
 * the run's PostgreSQL server, then a real Payload on the result.
 */
const root = process.cwd()
const fixture = path.join(root, 'tests/fixtures/sqlite-v1.0.0.db.gz')
const ADMIN = { email: 'admin@salazarimmigration.example', password: 'test-admin-password-1234' }

let dir: string
let file: string
let url: string
let payload: Payload | undefined

type Run = { status: number; out: string }

function move(args: string[], target = url): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'db:move-sqlite', '--', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: target, PAYLOAD_SECRET: 'integration-test-secret' },
    })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (out += chunk))
    child.on('close', (status) => resolve({ status: status ?? 1, out }))
  })
}

/** Runs code against a SQLite file with Node's own node:sqlite, in a child (Vite does not load it). */
function onSqlite<T>(sqliteFile: string, code: string): T {
  const program = `import { DatabaseSync } from 'node:sqlite'
const db = new DatabaseSync(process.argv[1])
const result = (() => { ${code} })()
db.close()
process.stdout.write(JSON.stringify(result ?? null))`
  const out = execFileSync(process.execPath, [
    '--disable-warning=ExperimentalWarning',
    '--input-type=module',
    '-e',
    program,
    sqliteFile,
  ])
  return JSON.parse(out.toString()) as T
}

function sqliteCounts(sqliteFile: string): Record<string, number> {
  return onSqlite(
    sqliteFile,
    `return Object.fromEntries(db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name <> 'payload_migrations'").all()
      .map(({ name }) => [name, Number(db.prepare('select count(*) as n from "' + name + '"').get().n)]))`,
  )
}

/** Tables this release added after 1.0 (Payload's job scheduler, the publication captures): the move leaves them empty. */
const ADDED_AFTER_V1 = ['payload_jobs_stats', 'snapshots']

/** Row counts of the target's tables that release 1.0 had. */
async function postgresCounts(target = url): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: target })
  await client.connect()
  try {
    const { rows } = await client.query<{ table_name: string }>(
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'payload_migrations'
         and table_name <> all($1)`,
      [ADDED_AFTER_V1],
    )
    const counts: Record<string, number> = {}
    for (const { table_name: table } of rows) {
      counts[table] = (await client.query<{ n: number }>(`select count(*)::int as n from ${quoteName(table)}`)).rows[0]!.n
    }
    return counts
  } finally {
    await client.end()
  }
}

let firstRun: Run
const server = () => process.env.LEAD_INT_DATABASE_URL!
const database = `move_sqlite_${process.pid}`
/** A role that owns its database but is no superuser, as on a managed server. */
const owner = `move_sqlite_owner_${process.pid}`

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'move-sqlite-'))
  file = path.join(dir, 'site.db')
  writeFileSync(file, gunzipSync(readFileSync(fixture)))
  url = await ensureDatabase(server(), database, { fresh: true })
  firstRun = await move([file])
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  rmSync(dir, { recursive: true, force: true })
  await onServer(
    server(),
    `drop database if exists ${quoteName(database)} with (force)`,
    `drop database if exists ${quoteName(owner)} with (force)`,
    `drop role if exists ${quoteName(owner)}`,
  )
})

// Each run of the command migrates its target first (`payload migrate`, 10–40 s here).
describe('npm run db:move-sqlite', { timeout: 300_000 }, () => {
  it('copies every table of the release-1.0 file, row for row, and says where the files stay', async () => {
    expect(firstRun.out).toMatch(/✓ Moved \d+ rows in \d+ tables/)
    expect(firstRun.status).toBe(0)
    expect(firstRun.out).toMatch(/erasure ledger/)
    const sqlite = sqliteCounts(file)
    const postgres = await postgresCounts()
    expect(Object.keys(postgres).sort()).toEqual(Object.keys(sqlite).sort())
    expect(postgres).toEqual(sqlite)
    // The seeded content is there to be compared: not an empty file moved into an empty database.
    expect(sqlite).toMatchObject({ users: 2, leads: 6, leads_notes: 6, leads_rels: 3, pages: 2 })
    for (const table of ADDED_AFTER_V1)
      expect(firstRun.out).toMatch(new RegExp(`^  ${table} +\\(added after 1\\.0: left empty\\)$`, 'm'))
    for (const [table, count] of Object.entries(sqlite)) expect(firstRun.out).toMatch(new RegExp(`^  ${table} +${count}$`, 'm'))
  })

  it('gives Payload the leads with their notes and earlier leads, the published pages and the users', async () => {
    Object.assign(process.env, {
      DATABASE_URL: url,
      PAYLOAD_SECRET: 'integration-test-secret',
      ERASURE_LEDGER: path.join(dir, 'erasure-ledger.jsonl'),
      NOTIFY_WORKER: '0',
      LOG_LEVEL: 'silent',
    })
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    payload = await getPayload({ config })

    const leads = await payload.find({ collection: 'leads', depth: 1, limit: 100, sort: 'id', overrideAccess: true })
    expect(leads.docs.map((lead) => lead.name)).toEqual([
      'Ana María Pérez',
      'José Hernández',
      'Grace Lee',
      'Ana María Pérez',
      'José Hernández',
      'Grace Lee',
    ])
    for (const lead of leads.docs) {
      expect(lead.notes).toHaveLength(1)
      expect(lead.notes![0]!.text).toMatch(new RegExp(`^Nota [12]: llamar a ${lead.name}`))
      expect(lead.notes![0]!.author).toMatchObject({ roles: expect.arrayContaining(['agent']) })
      expect(new Date(lead.notes![0]!.at!).getTime()).toBeGreaterThan(Date.parse('2026-01-01'))
    }
    const linked = leads.docs.filter((lead) => (lead.earlierLeads ?? []).length > 0)
    expect(linked.map((lead) => lead.id)).toEqual([4, 5, 6])
    for (const lead of linked) {
      const [earlier] = lead.earlierLeads as Array<{ id: number; phone: string }>
      expect(earlier).toMatchObject({ id: lead.id - 3, phone: lead.phone })
    }
    expect(leads.docs.map((lead) => lead.status)).toEqual(['contacted', 'contacted', 'contacted', 'new', 'new', 'new'])

    for (const [locale, titles] of [
      ['es', ['Residencia para su familia', 'Sobre nosotros']],
      ['en', ['A green card for your family', 'Who we are']],
    ] as const) {
      const pages = await payload.find({ collection: 'pages', locale, where: { _status: { equals: 'published' } }, sort: 'id' })
      expect(pages.docs.map((page) => page.title)).toEqual(titles)
      expect(pages.docs.every((page) => (page.layout ?? []).length > 0)).toBe(true)
    }

    const users = await payload.find({ collection: 'users', sort: 'id', overrideAccess: true })
    expect(users.docs.map((user) => user.email)).toContain(ADMIN.email)
    // The password hash came over: the admin signs in with the seed's password.
    const login = await payload.login({ collection: 'users', data: ADMIN })
    expect(login.user?.email).toBe(ADMIN.email)
  })

  it('sets the id sequences: a new lead and a new page get the next ids', async () => {
    const lead = await payload!.create({
      collection: 'leads',
      data: { name: 'Nueva Persona', phone: '9155550199', channel: 'web', locale: 'es' } as never,
      overrideAccess: true,
    })
    expect(lead.id).toBe(7)
    const page = await payload!.create({
      collection: 'pages',
      locale: 'es',
      data: { title: 'Página nueva', path: 'pagina-nueva' } as never,
      draft: true,
      overrideAccess: true,
    })
    expect(page.id).toBeGreaterThan(3)
  })

  it('refuses a second run into a database with content, and changes nothing', async () => {
    const before = await postgresCounts()
    const second = await move([file])
    expect(second.status).not.toBe(0)
    expect(second.out).toMatch(/already holds content \(2 users, 7 leads, \d+ pages\).*--replace/)
    expect(await postgresCounts()).toEqual(before)
  })

  it('refuses a file that is not release 1.0’s SQLite database, and changes nothing', async () => {
    const before = await postgresCounts()
    const notSqlite = path.join(dir, 'notes.txt')
    writeFileSync(notSqlite, 'not a database\n'.repeat(100))
    const older = path.join(dir, 'older.db')
    copyFileSync(file, older)
    onSqlite(older, `db.prepare("delete from payload_migrations where name >= '20261206_214655'").run()`)
    for (const [candidate, reason] of [
      [notSqlite, /is not a SQLite database/],
      [older, /is not a database of release 1\.0 .*20261206_214655_account_security/],
      [path.join(dir, 'missing.db'), /does not exist/],
    ] as const) {
      const run = await move([candidate, '--replace'])
      expect(run.status).not.toBe(0)
      expect(run.out).toMatch(reason)
    }
    expect(await postgresCounts()).toEqual(before)
  })

  it('moves as a role that may not turn off foreign-key checks (in dependency order), and --replace replaces', async () => {
    const password = `pw-${process.pid}`
    await onServer(
      server(),
      `drop database if exists ${quoteName(owner)} with (force)`,
      `drop role if exists ${quoteName(owner)}`,
      `create role ${quoteName(owner)} login password '${password}'`,
      `create database ${quoteName(owner)} owner ${quoteName(owner)}`,
    )
    const target = new URL(databaseUrl(server(), owner))
    target.username = owner
    target.password = password
    const expected = sqliteCounts(file)
    const first = await move([file], target.toString())
    expect(first.out).toMatch(/foreign-key order/)
    expect(first.status).toBe(0)
    expect(await postgresCounts(target.toString())).toEqual(expected)
    const again = await move([file, '--replace'], target.toString())
    expect(again.status).toBe(0)
    expect(await postgresCounts(target.toString())).toEqual(expected)
  })
})
