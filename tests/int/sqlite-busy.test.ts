import path from 'node:path'
import Database from 'libsql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, leadCount, postLead, staffCookie, startLeadEnv, validFields, type LeadEnv } from './helpers/lead-env'

/**
 * Another process holds SQLite's write lock (a backup, a migration, a `sqlite3` shell): a lead
 * post fails with SQLITE_BUSY and leaves its statement in progress in libsql's binding, which
 * blocked every later COMMIT until V8 happened to collect it (src/server/sqlite-busy.ts). The
 * next post after the lock is let go must be stored at once. SQLite only: PostgreSQL has no such
 * lock to hold from outside, and its outage is the dbgone drill's.
 */
const onSqlite = !process.env.LEAD_INT_DATABASE_URL?.startsWith('postgres')

describe.runIf(onSqlite)('SQLite write lock held by another process', () => {
  let env: LeadEnv
  type Client = { execute: (statement: string) => Promise<unknown> }
  const client = () => (env.payload.db as unknown as { client: Client }).client

  beforeAll(async () => {
    env = await startLeadEnv({ RATE_LIMIT_LEADS: '100/600' })
  })
  afterAll(async () => {
    await env?.close()
  })

  it('a post fails while the lock is held, and the next one after it is let go is stored', async () => {
    // The app waits 10 s for a lock (payload.config.ts); a fifth of a second is enough here.
    await client().execute('PRAGMA busy_timeout = 200')
    const holder = new Database(path.join(env.dir, 'site.db'))
    try {
      holder.exec('BEGIN EXCLUSIVE')
      const during = await postLead(env, validFields(), { headers: { 'x-client-ip': '198.51.100.201' } })
      expect(during.status).toBe(503)
      holder.exec('ROLLBACK')
      const before = await leadCount(env)
      const after = await postLead(env, validFields(), { headers: { 'x-client-ip': '198.51.100.202' } })
      expect(after.status).toBe(200)
      expect(await after.json()).toEqual({ status: 'success' })
      expect(await leadCount(env)).toBe(before + 1)
    } finally {
      holder.close()
      await client().execute('PRAGMA busy_timeout = 10000')
    }
  })

  it('a delivery that failed on the lock holds back no staff edit once it is let go', async () => {
    const { runNotificationPass } = await import('@/features/notifications/worker.server')
    const lead = await env.payload.find({ collection: 'leads', limit: 1, overrideAccess: true })
    const id = lead.docs[0]!.id
    await client().execute('PRAGMA busy_timeout = 200')
    const holder = new Database(path.join(env.dir, 'site.db'))
    try {
      holder.exec('BEGIN EXCLUSIVE')
      // The earlier tests' leads are due: claiming them fails on the lock.
      expect(await runNotificationPass(env.payload, { maxRounds: 1 })).toBe(0)
      holder.exec('ROLLBACK')
      await env.payload.update({ collection: 'leads', id, data: { status: 'contacted' }, overrideAccess: true })
      const seen = holder.prepare('SELECT status FROM leads WHERE id = ?').all(id) as Array<{ status: string }>
      expect(seen[0]?.status).toBe('contacted')
    } finally {
      holder.close()
      await client().execute('PRAGMA busy_timeout = 10000')
    }
  })

  it("a staff member's save that failed on the lock holds back no save after it is let go", async () => {
    type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
    const { PATCH } = (await import('@/app/(payload)/cms-api/[...slug]/route')) as unknown as { PATCH: Handler }
    const cookie = await staffCookie(env, ['admin'])
    const lead = await env.payload.find({ collection: 'leads', limit: 1, overrideAccess: true })
    const id = lead.docs[0]!.id
    const save = (status: string) =>
      PATCH(
        new Request(`${ORIGIN}/cms-api/leads/${id}`, {
          method: 'PATCH',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ status }),
        }),
        { params: Promise.resolve({ slug: ['leads', String(id)] }) },
      )
    await client().execute('PRAGMA busy_timeout = 200')
    const holder = new Database(path.join(env.dir, 'site.db'))
    try {
      holder.exec('BEGIN EXCLUSIVE')
      expect((await save('qualified')).status).toBeGreaterThanOrEqual(500)
      holder.exec('ROLLBACK')
      expect((await save('retained')).status).toBe(200)
      const seen = holder.prepare('SELECT status FROM leads WHERE id = ?').all(id) as Array<{ status: string }>
      expect(seen[0]?.status).toBe('retained')
    } finally {
      holder.close()
      await client().execute('PRAGMA busy_timeout = 10000')
    }
  })
})
