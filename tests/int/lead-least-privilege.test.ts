import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forgetSiteSettings } from '@/globals/settings-read'
import { startSmtpSink } from '../../scripts/lib/smtp-sink.mjs'
import { mailSettings, ORIGIN, postLead, signedInToken, startLeadEnv, validFields, type LeadEnv } from './helpers/lead-env'
import { staffSessionCookie } from '@/lib/cookie-names'

/**
 * Issue 47, items 3 and 5 and the lead deletes of item 6: agents change leads one at a time and
 * never move one into or out of spam; retention deletes only what the server flagged; list reads
 * and deletes are audited; a per-person hourly ceiling on leads read alerts the admins; a session
 * that still owes its second factor reaches nothing of Payload's default access. Real Payload on a
 * throwaway PostgreSQL database (a copy of the run's template), the real REST handlers.
 */
type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Role = 'admin' | 'intake-lead' | 'agent'

let env: LeadEnv
let payload: Payload
let handlers: Record<'GET' | 'POST' | 'PATCH' | 'DELETE', Handler>
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
const users = {} as Record<Role, { user: TypedUser; cookie: string }>
/** A session that gave its password and owes the second factor. */
let pendingCookie: string
let pendingUser: TypedUser
let ip = 0
const CLIENT = '198.51.100.9'

beforeAll(async () => {
  smtp = await startSmtpSink()
  env = await startLeadEnv({
    ...mailSettings(smtp.port),
    RATE_LIMIT_LEADS: '1000/600',
  })
  payload = env.payload
  handlers = (await import('@/app/(payload)/cms-api/[...slug]/route')) as unknown as typeof handlers
  const password = 'correct horse battery staple'
  for (const role of ['admin', 'intake-lead', 'agent'] as const) {
    const email = `${role}-${randomUUID().slice(0, 8)}@salazarimmigration.example`
    const user = await payload.create({
      collection: 'users',
      data: { email, password, name: `The ${role}`, roles: [role] },
      overrideAccess: true,
    })
    const token = await signedInToken(env, { email, password })
    users[role] = { user: { ...user, collection: 'users' } as TypedUser, cookie: `${staffSessionCookie()}=${token}` }
  }
  // An admin whose password was stolen: the password is given, the code is not.
  const email = `pending-${randomUUID().slice(0, 8)}@salazarimmigration.example`
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Pending', roles: ['admin'] },
    overrideAccess: true,
  })
  await signedInToken(env, { email, password })
  const { token, user } = await payload.login({ collection: 'users', data: { email, password } })
  pendingCookie = `${staffSessionCookie()}=${token}`
  pendingUser = { ...user, collection: 'users' } as TypedUser
})

afterAll(async () => {
  await env?.close()
  await smtp?.close()
})

function cms(method: keyof typeof handlers, path: string, cookie?: string, body?: unknown): Promise<Response> {
  const url = new URL(`${ORIGIN}/cms-api/${path}`)
  const slug = url.pathname
    .replace(/^\/cms-api\//, '')
    .split('/')
    .filter(Boolean)
  const headers: Record<string, string> = {
    ...(cookie ? { cookie } : {}),
    'accept-language': 'es',
    'x-real-ip': CLIENT,
  }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const request = new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return handlers[method](request, { params: Promise.resolve({ slug }) })
}

async function lead(fields: Record<string, string> = {}): Promise<{ id: number }> {
  ip += 1
  const submissionId = randomUUID()
  const response = await postLead(env, validFields({ submission_id: submissionId, ...fields }), {
    headers: { 'x-real-ip': `203.0.113.${ip}` },
  })
  expect(response.status).toBe(200)
  const found = await payload.find({
    collection: 'leads',
    where: { submissionId: { equals: submissionId } },
    overrideAccess: true,
  })
  return { id: Number(found.docs[0]!.id) }
}

const read = (id: number) => payload.findByID({ collection: 'leads', id, overrideAccess: true, depth: 0 })

async function auditEntries(action: string) {
  const found = await payload.find({
    collection: 'audit-log',
    where: { action: { equals: action } },
    sort: '-createdAt',
    pagination: false,
    overrideAccess: true,
  })
  return found.docs
}

const actorOf = (entry: { actor?: unknown }) =>
  typeof entry.actor === 'object' && entry.actor ? (entry.actor as { id: number }).id : entry.actor

/** Writes site settings below Payload's validation (the int database has no seeded settings). */
async function setSettings(data: Record<string, unknown>): Promise<void> {
  const existing = await payload.db.findGlobal({ slug: 'site-settings', req: {} })
  if (existing && 'id' in existing && existing.id) {
    await payload.db.updateGlobal({ slug: 'site-settings', data, req: {} })
    // Written past Payload's hooks: the pipeline's copy is forgotten by hand.
    forgetSiteSettings()
    return
  }
  const phone = { label: 'Oficina', number: '+19155550100' }
  const required = {
    firmName: 'Despacho de Prueba',
    email: 'info@example.com',
    phones: { immigration: phone, customerService: phone, personalInjury: phone, truckDrivers: phone },
    whatsapp: '19155550101',
    externalSites: { personalInjury: 'https://example.com/a', truckRecruitment: 'https://example.com/b' },
    show: { name: 'Programa', slug: 'programa' },
  }
  await payload.db.createGlobal({ slug: 'site-settings', data: { ...required, ...data }, req: {} })
  forgetSiteSettings()
}

async function ageLead(id: number, days: number): Promise<void> {
  await payload.db.updateOne({
    collection: 'leads',
    id,
    data: { createdAt: new Date(Date.now() - days * 86_400_000).toISOString() },
    req: {},
  })
}

describe('leads change one at a time, spam only by admins', () => {
  it('refuses agents and intake leads a bulk update or delete; a change by id goes through; admins may change many', async () => {
    const a = await lead({ nombre: 'Masivo Uno' })
    const b = await lead({ nombre: 'Masivo Dos' })
    const where = `where[id][in]=${a.id},${b.id}`
    for (const role of ['agent', 'intake-lead'] as const) {
      expect((await cms('PATCH', `leads?${where}`, users[role].cookie, { status: 'spam' })).status, role).toBe(403)
      expect((await cms('PATCH', `leads?${where}`, users[role].cookie, { status: 'contacted' })).status, role).toBe(403)
      expect((await cms('DELETE', `leads?${where}`, users[role].cookie)).status, role).toBe(403)
      // The Local API with the person's access, as the admin's "edit many" would.
      await expect(
        payload.update({
          collection: 'leads',
          where: { id: { in: [a.id, b.id] } },
          data: { status: 'contacted' },
          user: users[role].user,
          overrideAccess: false,
        }),
      ).rejects.toThrow()
    }
    expect((await read(a.id)).status).toBe('new')
    expect((await read(b.id)).status).toBe('new')
    expect((await cms('PATCH', `leads/${a.id}`, users.agent.cookie, { status: 'contacted' })).status).toBe(200)
    const many = await cms('PATCH', `leads?${where}`, users.admin.cookie, { status: 'qualified' })
    expect(many.status).toBe(200)
    expect(((await many.json()) as { docs: unknown[] }).docs).toHaveLength(2)
    // The admin's list offers "edit many" by the collection-wide permission: admins only.
    const access = async (cookie: string) => {
      const body = (await (await cms('GET', 'access', cookie)).json()) as { collections: { leads?: { update?: unknown } } }
      const update = body.collections.leads?.update
      return update === true || (update as { permission?: boolean } | undefined)?.permission === true
    }
    expect(await access(users.agent.cookie)).toBe(false)
    expect(await access(users.admin.cookie)).toBe(true)
  })

  it("lets only admins move a lead into or out of spam, and nobody changes the server's spam flag", async () => {
    const real = await lead({ nombre: 'Persona Real' })
    const agentTry = await cms('PATCH', `leads/${real.id}`, users.agent.cookie, { status: 'spam' })
    expect(agentTry.status).toBe(400)
    expect(await agentTry.text()).toContain('Solo un administrador')
    expect((await cms('PATCH', `leads/${real.id}`, users['intake-lead'].cookie, { status: 'spam' })).status).toBe(400)
    expect((await read(real.id)).status).toBe('new')

    const flagged = await lead({ nombre: 'Rapido Spam', started_at: String(Date.now() - 100) })
    expect((await read(flagged.id)).status).toBe('spam')
    expect((await cms('PATCH', `leads/${flagged.id}`, users.agent.cookie, { status: 'new' })).status).toBe(400)
    expect((await cms('PATCH', `leads/${flagged.id}`, users.agent.cookie, { status: 'contacted' })).status).toBe(400)
    // Working a spam lead otherwise (a note) is still allowed.
    expect(
      (await cms('PATCH', `leads/${flagged.id}`, users.agent.cookie, { notes: [{ text: 'Llamé, no contesta' }] })).status,
    ).toBe(200)
    expect((await cms('PATCH', `leads/${flagged.id}`, users.admin.cookie, { status: 'new' })).status).toBe(200)
    expect((await cms('PATCH', `leads/${real.id}`, users.admin.cookie, { status: 'spam' })).status).toBe(200)

    // The flag set on arrival: not by REST, not by the server's own code.
    expect((await cms('PATCH', `leads/${real.id}`, users.admin.cookie, { spam: { flagged: true } })).status).toBe(400)
    await expect(
      payload.update({ collection: 'leads', id: real.id, data: { spam: { flagged: true, reason: 'x' } }, overrideAccess: true }),
    ).rejects.toThrow()
    expect((await read(real.id)).spam?.flagged).toBe(false)
    expect((await read(flagged.id)).spam?.flagged).toBe(true)
  })

  it('retention deletes only spam the server flagged on arrival and nobody released', async () => {
    const { applyRetention } = await import('@/features/retention/retention.server')
    await setSettings({ retention: { spamDays: 30, callClickAddressDays: null, leadYears: null } })
    const byHand = await lead({ nombre: 'Marcado A Mano' })
    expect((await cms('PATCH', `leads/${byHand.id}`, users.admin.cookie, { status: 'spam' })).status).toBe(200)
    const released = await lead({ nombre: 'Liberado Luego', started_at: String(Date.now() - 100) })
    expect((await cms('PATCH', `leads/${released.id}`, users.admin.cookie, { status: 'new' })).status).toBe(200)
    const flagged = await lead({ nombre: 'Bot Viejo', started_at: String(Date.now() - 100) })
    for (const { id } of [byHand, released, flagged]) await ageLead(id, 31)

    await applyRetention(payload)
    const exists = async (id: number) =>
      (await payload.count({ collection: 'leads', where: { id: { equals: id } }, overrideAccess: true })).totalDocs
    expect(await exists(flagged.id)).toBe(0)
    expect(await exists(byHand.id)).toBe(1)
    expect(await exists(released.id)).toBe(1)
    await setSettings({ retention: { spamDays: null, callClickAddressDays: null, leadYears: null } })
  })
})

describe('the audit of reads and deletes', () => {
  it("records every list read: REST and the Local API with the person's access, with filter, page, limit, ids and client", async () => {
    const { hashAddress } = await import('@/server/log-scrub')
    const phone = '9155557311'
    const mine = await lead({ nombre: 'Lista Siete', phone, email: 'lista7@example.com' })
    const before = (await auditEntries('lead-list')).length
    const response = await cms('GET', `leads?where[searchPhone][like]=${phone}&limit=5&page=1&depth=0`, users.agent.cookie)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { docs: Array<{ id: number }> }
    expect(body.docs.map((d) => d.id)).toEqual([mine.id])
    const [entry] = await auditEntries('lead-list')
    expect(actorOf(entry!)).toBe(users.agent.user.id)
    expect(entry!.detail).toMatchObject({ page: 1, limit: 5, ids: [mine.id], total: 1 })
    expect(entry!.client).toBe(hashAddress(CLIENT))
    // The filter's shape is kept; the phone typed is not.
    const where = JSON.stringify((entry!.detail as { where: unknown }).where)
    expect(where).toContain('searchPhone')
    expect(where).not.toContain(phone)
    expect(JSON.stringify(entry)).not.toContain('Lista Siete')

    // The admin's list view and the intake desk read through the Local API with the user.
    await payload.find({
      collection: 'leads',
      where: { status: { equals: 'new' } },
      limit: 3,
      depth: 0,
      user: users.admin.user,
      overrideAccess: false,
    })
    const [local] = await auditEntries('lead-list')
    expect(actorOf(local!)).toBe(users.admin.user.id)
    expect(local!.detail).toMatchObject({ where: { status: { equals: 'new' } }, limit: 3 })
    // The server's own reads are not a person's.
    await payload.find({ collection: 'leads', limit: 3, overrideAccess: true })
    expect((await auditEntries('lead-list')).length).toBe(before + 2)
    // Leads loaded as another lead's linked leads are read too (Payload's relationship loader, which
    // runs inside the find: its entry comes first).
    const again = await lead({ nombre: 'Lista Siete', phone, email: 'lista7@example.com' })
    expect((await read(again.id)).earlierLeads).toEqual([mine.id])
    await payload.find({
      collection: 'leads',
      where: { id: { equals: again.id } },
      depth: 1,
      user: users.admin.user,
      overrideAccess: false,
    })
    const [listed, loaded] = await auditEntries('lead-list')
    expect(listed!.detail).toMatchObject({ ids: [again.id] })
    expect(loaded!.detail).toMatchObject({ ids: [mine.id] })
  })

  it('records each page of a CSV export with the ids it wrote', async () => {
    const exported = await lead({ nombre: 'Exportado Ocho' })
    const response = await env.routes.leadsCsv(
      new Request(`${ORIGIN}/api/staff/leads.csv?lang=es`, { headers: { cookie: users['intake-lead'].cookie } }),
    )
    expect(response.status).toBe(200)
    await response.text()
    const pages = (await auditEntries('lead-list')).filter((e) => actorOf(e) === users['intake-lead'].user.id)
    expect(pages.length).toBeGreaterThan(0)
    expect(pages.flatMap((e) => (e.detail as { ids: number[] }).ids)).toContain(exported.id)
  })

  it('records an admin deleting leads, by id and in bulk, with the ids and the hashed client address', async () => {
    const { hashAddress } = await import('@/server/log-scrub')
    const one = await lead({ nombre: 'Borrado Uno' })
    const two = await lead({ nombre: 'Borrado Dos' })
    const three = await lead({ nombre: 'Borrado Tres' })
    expect((await cms('DELETE', `leads/${one.id}`, users.agent.cookie)).status).toBe(403)
    expect((await cms('DELETE', `leads/${one.id}`, users.admin.cookie)).status).toBe(200)
    expect((await cms('DELETE', `leads?where[id][in]=${two.id},${three.id}`, users.admin.cookie)).status).toBe(200)
    const [bulk, single] = await auditEntries('lead-delete')
    expect(single).toMatchObject({ lead: one.id, client: hashAddress(CLIENT), detail: { ids: [one.id], bulk: false } })
    expect(actorOf(single!)).toBe(users.admin.user.id)
    expect((bulk!.detail as { ids: number[] }).ids.sort()).toEqual([two.id, three.id].sort())
    expect(bulk).toMatchObject({ client: hashAddress(CLIENT), detail: { bulk: true } })
    expect(JSON.stringify([bulk, single])).not.toContain('Borrado')
    // Retention and erasure record their own entries, not this one.
    const { applyRetention } = await import('@/features/retention/retention.server')
    await applyRetention(payload)
    expect(await auditEntries('lead-delete')).toHaveLength(2)
  })

  it('alerts the admins once an hour, in their language, when a person reads more distinct leads than the ceiling, without stopping them', async () => {
    const { forgetLeadReadCeiling } = await import('@/features/audit/read-ceiling.server')
    // A second admin who uses the admin in English (kept on the account at each sign-in).
    const english = await payload.create({
      collection: 'users',
      data: {
        email: `admin-en-${randomUUID().slice(0, 8)}@salazarimmigration.example`,
        password: 'correct horse battery staple',
        name: 'English Admin',
        roles: ['admin'],
        language: 'en',
      },
      overrideAccess: true,
    })
    // A reader who has read nothing yet this hour.
    const email = `reader-${randomUUID().slice(0, 8)}@salazarimmigration.example`
    await payload.create({
      collection: 'users',
      data: { email, password: 'correct horse battery staple', name: 'Reader', roles: ['agent'] },
      overrideAccess: true,
    })
    const cookie = `${staffSessionCookie()}=${await signedInToken(env, { email, password: 'correct horse battery staple' })}`
    for (let i = 0; i < 5; i++) await lead({ nombre: `Tope ${i}` })
    await setSettings({ leadReadCeilingPerHour: 3 })
    forgetLeadReadCeiling()
    const mailsBefore = smtp.messages.length

    // 2 + 2 distinct: past 3. The same two again count once.
    for (const page of [1, 1, 2, 3]) {
      expect((await cms('GET', `leads?limit=2&page=${page}&depth=0`, cookie)).status).toBe(200)
    }
    const alerts = (await auditEntries('lead-read-ceiling')).filter((e) => e.actorName === email)
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.detail).toMatchObject({ ceiling: 3, blocked: false })
    expect((alerts[0]!.detail as { distinctLeads: number }).distinctLeads).toBeGreaterThan(3)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const mails = smtp.messages.slice(mailsBefore)
    const spanish = mails.filter((m) => m.raw.includes('Lecturas de prospectos por encima del tope'))
    const inEnglish = mails.filter((m) => m.raw.includes('Lead reads above the hourly ceiling'))
    expect(spanish.map((m) => m.to).flat()).toContain(users.admin.user.email)
    expect(inEnglish.map((m) => m.to).flat()).toEqual([english.email])
    expect(spanish[0]!.raw).toContain(email)

    // Once an hour: more reads, even after a restart's forgetting, no second alert.
    forgetLeadReadCeiling()
    expect((await cms('GET', `leads?limit=2&page=4&depth=0`, cookie)).status).toBe(200)
    expect((await auditEntries('lead-read-ceiling')).filter((e) => e.actorName === email)).toHaveLength(1)
    await setSettings({ leadReadCeilingPerHour: null })
    forgetLeadReadCeiling()
  })
})

describe('a session that still owes its second factor', () => {
  const fakeReq = (user: TypedUser | null) =>
    ({ user, payload, headers: new Headers(), context: {} }) as unknown as PayloadRequest

  it("is refused by every access rule of every collection, global and the jobs, Payload's own included", async () => {
    const { COLLECTION_ACCESS, GLOBAL_ACCESS, JOBS_ACCESS } = await import('@/access/full-sign-in')
    const pending = { ...pendingUser, _signInPending: 'second-factor' } as TypedUser
    const signedIn = { ...users.admin.user, _signInPending: null } as TypedUser
    const slugs = payload.config.collections.map((c) => c.slug)
    // Payload's internal collections are part of the loop, so a new one cannot slip.
    expect(slugs).toEqual(expect.arrayContaining(['payload-locked-documents', 'payload-preferences', 'payload-migrations']))
    const judged: string[] = []
    for (const collection of payload.config.collections) {
      const access = collection.access as unknown as Record<string, ((args: unknown) => unknown) | undefined>
      for (const op of COLLECTION_ACCESS) {
        if (op === 'admin' && !collection.auth) continue
        const rule = access[op]
        expect(rule, `${collection.slug}.${op}`).toBeTypeOf('function')
        expect(await rule!({ req: fakeReq(pending), id: 1, data: {} }), `${collection.slug}.${op}`).toBe(false)
        judged.push(`${collection.slug}.${op}`)
      }
    }
    for (const global of payload.config.globals) {
      const access = global.access as unknown as Record<string, (args: unknown) => unknown>
      for (const op of GLOBAL_ACCESS) {
        expect(await access[op]!({ req: fakeReq(pending), data: {} }), `${global.slug}.${op}`).toBe(false)
      }
    }
    const jobs = payload.config.jobs.access as unknown as Record<string, (args: unknown) => unknown>
    for (const op of JOBS_ACCESS) expect(await jobs[op]!({ req: fakeReq(pending) }), `jobs.${op}`).toBe(false)
    // The same rules still let a fully signed-in admin in where Payload's default did.
    const locks = payload.config.collections.find((c) => c.slug === 'payload-locked-documents')!.access
    expect(await locks.create!({ req: fakeReq(signedIn), data: {} } as never)).toBe(true)
    expect(judged.length).toBeGreaterThan(payload.config.collections.length * 5)
  })

  it('reads no draft version, takes no edit lock and reads no collection over REST', async () => {
    expect((await cms('GET', 'posts/versions', pendingCookie)).status).toBe(403)
    const target = await lead({ nombre: 'Bloqueo Nueve' })
    const lock = await cms('POST', 'payload-locked-documents', pendingCookie, {
      document: { relationTo: 'leads', value: target.id },
      user: { relationTo: 'users', value: pendingUser.id },
    })
    expect(lock.status).toBe(403)
    expect((await cms('GET', 'payload-locked-documents', pendingCookie)).status).toBe(403)
    expect((await cms('GET', 'payload-preferences', pendingCookie)).status).toBe(403)
    for (const collection of payload.config.collections) {
      const response = await cms('GET', `${collection.slug}?limit=1&depth=0`, pendingCookie)
      expect(response.status, collection.slug).not.toBe(200)
    }
    for (const global of payload.config.globals) {
      expect((await cms('GET', `globals/${global.slug}?depth=0`, pendingCookie)).status, global.slug).not.toBe(200)
    }
    // A fully signed-in staff member still reads versions and takes locks.
    expect((await cms('GET', 'posts/versions?limit=1', users.agent.cookie)).status).toBe(200)
  })
})
