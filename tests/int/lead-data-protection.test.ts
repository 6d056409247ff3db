import { createHmac, randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload, TypedUser, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forgetSiteSettings } from '@/globals/settings-read'
import { startSmtpSink } from '../../scripts/lib/smtp-sink.mjs'
import { mailSettings, ORIGIN, postLead, signedInToken, startLeadEnv, validFields, type LeadEnv } from './helpers/lead-env'
import { staffSessionCookie } from '@/lib/cookie-names'

/**
 * Issue 22, items 4, 5 and 8: least privilege and the audit log, retention and erasure, the
 * site-wide notification ceiling. Real Payload on a throwaway PostgreSQL database (a copy of the
 * run's template), the real REST handlers, an SMTP sink and an HTTP receiver for the CRM.
 */
type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Role = 'admin' | 'intake-lead' | 'agent'

let env: LeadEnv
let payload: Payload
let handlers: Record<'GET' | 'POST' | 'PATCH' | 'DELETE', Handler>
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let crm: http.Server
const crmRequests: Array<{ headers: http.IncomingHttpHeaders; body: string }> = []
const CRM_SECRET = 'crm-test-secret'
const users = {} as Record<Role, { user: TypedUser; cookie: string }>
let ip = 0

beforeAll(async () => {
  smtp = await startSmtpSink()
  crm = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      crmRequests.push({ headers: req.headers, body })
      res.writeHead(200).end('{}')
    })
  })
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve))
  env = await startLeadEnv({
    ...mailSettings(smtp.port),
    CRM_WEBHOOK_URL: `http://127.0.0.1:${(crm.address() as AddressInfo).port}/hook`,
    CRM_WEBHOOK_SECRET: CRM_SECRET,
    RATE_LIMIT_LEADS: '1000/600',
  })
  payload = env.payload
  handlers = (await import('@/app/(payload)/cms-api/[...slug]/route')) as unknown as typeof handlers
  for (const role of ['admin', 'intake-lead', 'agent'] as const) {
    const email = `${role}-${randomUUID().slice(0, 8)}@salazarimmigration.example`
    const password = 'correct horse battery staple'
    const user = await payload.create({
      collection: 'users',
      data: { email, password, name: `The ${role}`, roles: [role] },
      overrideAccess: true,
    })
    // A full staff sign-in: password, then the second factor (tests/int/helpers/lead-env.ts).
    const token = await signedInToken(env, { email, password })
    users[role] = { user: { ...user, collection: 'users' } as TypedUser, cookie: `${staffSessionCookie()}=${token}` }
  }
})

afterAll(async () => {
  await env?.close()
  await smtp?.close()
  await new Promise<void>((resolve) => crm?.close(() => resolve()))
})

function cms(method: keyof typeof handlers, path: string, cookie?: string, body?: unknown): Promise<Response> {
  const url = new URL(`${ORIGIN}/cms-api/${path}`)
  const slug = url.pathname
    .replace(/^\/cms-api\//, '')
    .split('/')
    .filter(Boolean)
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), 'accept-language': 'es' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const request = new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return handlers[method](request, { params: Promise.resolve({ slug }) })
}

async function lead(fields: Record<string, string> = {}): Promise<{ id: number; submissionId: string }> {
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
  return { id: Number(found.docs[0]!.id), submissionId }
}

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

describe('least privilege: exports and bulk reads', () => {
  it('refuses agents the CSV export; admins and intake leads export, and each export is audited with its filter', async () => {
    await lead({ nombre: 'Exporta Uno' })
    const csv = (role: Role, query = 'lang=es&status=new&from=2020-01-01') =>
      env.routes.leadsCsv(new Request(`${ORIGIN}/api/staff/leads.csv?${query}`, { headers: { cookie: users[role].cookie } }))
    expect((await csv('agent')).status).toBe(403)
    expect(await auditEntries('lead-export')).toHaveLength(0)
    for (const role of ['admin', 'intake-lead'] as const) {
      const response = await csv(role)
      expect(response.status, role).toBe(200)
      expect(await response.text()).toContain('Exporta Uno')
    }
    const exports = await auditEntries('lead-export')
    expect(exports).toHaveLength(2)
    const entry = exports.find((e) => e.actorName === users['intake-lead'].user.email)!
    expect(typeof entry.actor === 'object' ? entry.actor?.id : entry.actor).toBe(users['intake-lead'].user.id)
    expect(entry.detail).toMatchObject({ format: 'csv', filters: { status: 'new', spam: 'exclude' } })
  })

  it('lets an agent list leads a page at a time, not in bulk', async () => {
    const agent = users.agent.cookie
    expect((await cms('GET', 'leads?limit=100&depth=0', agent)).status).toBe(200)
    for (const query of ['limit=500', 'limit=0', 'pagination=false']) {
      expect((await cms('GET', `leads?${query}&depth=0`, agent)).status, query).toBe(403)
    }
    expect((await cms('GET', 'leads?limit=500&depth=0', users['intake-lead'].cookie)).status).toBe(200)
    expect((await cms('GET', 'leads?pagination=false&depth=0', users.admin.cookie)).status).toBe(200)
  })
})

describe('the audit log', () => {
  it('records a view of one lead (once a minute per person) and every status change', async () => {
    const { id } = await lead({ nombre: 'Vista Dos' })
    expect((await cms('GET', `leads/${id}?depth=0`, users.agent.cookie)).status).toBe(200)
    expect((await cms('GET', `leads/${id}?depth=0`, users.agent.cookie)).status).toBe(200)
    // The admin's document view reads through the Local API with the user's access.
    await payload.findByID({ collection: 'leads', id, user: users.admin.user, overrideAccess: false })
    const views = (await auditEntries('lead-view')).filter((e) => e.lead === id)
    expect(views.map((e) => e.actorName).sort()).toEqual([users.admin.user.email, users.agent.user.email].sort())

    expect((await cms('PATCH', `leads/${id}`, users.agent.cookie, { status: 'contacted' })).status).toBe(200)
    const [change] = (await auditEntries('lead-status')).filter((e) => e.lead === id)
    expect(change).toMatchObject({ actorName: users.agent.user.email, detail: { from: 'new', to: 'contacted' } })
    // Not a word of the lead in the log.
    expect(JSON.stringify(await auditEntries('lead-view'))).not.toContain('Vista Dos')
  })

  it('is read by admins only and changed or deleted by nobody: REST, Local API, database', async () => {
    const [entry] = await auditEntries('lead-status')
    const id = entry!.id
    expect((await cms('GET', 'audit-log', users.agent.cookie)).status).toBe(403)
    expect((await cms('GET', 'audit-log', users['intake-lead'].cookie)).status).toBe(403)
    expect((await cms('GET', `audit-log/${id}`, users.admin.cookie)).status).toBe(200)
    expect((await cms('PATCH', `audit-log/${id}`, users.admin.cookie, { summary: 'x' })).status).toBe(403)
    expect((await cms('DELETE', `audit-log/${id}`, users.admin.cookie)).status).toBe(403)
    expect((await cms('POST', 'audit-log', users.admin.cookie, { action: 'lead-view', summary: 'forged' })).status).toBe(403)
    const asAdmin = { user: users.admin.user, overrideAccess: false } as const
    await expect(payload.update({ collection: 'audit-log', id, data: { summary: 'x' }, ...asAdmin })).rejects.toThrow()
    await expect(payload.delete({ collection: 'audit-log', id, ...asAdmin })).rejects.toThrow()
    // The server's own code, access overridden: refused by the collection's hooks.
    await expect(payload.update({ collection: 'audit-log', id, data: { summary: 'x' }, overrideAccess: true })).rejects.toThrow(
      /append-only|never changed/i,
    )
    await expect(payload.delete({ collection: 'audit-log', id, overrideAccess: true })).rejects.toThrow()
    // Below Payload: the database's own triggers.
    const db = payload.db as unknown as {
      execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>
      drizzle: unknown
    }
    await expect(
      db.execute({ drizzle: db.drizzle, raw: `UPDATE audit_log SET summary = 'x' WHERE id = ${id}` }),
    ).rejects.toThrow()
    await expect(db.execute({ drizzle: db.drizzle, raw: `DELETE FROM audit_log WHERE id = ${id}` })).rejects.toThrow()
    const still = await payload.findByID({ collection: 'audit-log', id, overrideAccess: true })
    expect(still.summary).toBe(entry!.summary)
  })
})

describe('erasure', () => {
  it('erases a person by phone: leads, notes, call clicks and queued notifications; signed CRM event; audit without the data', async () => {
    const phone = '(915) 555-7070'
    const mine = [await lead({ nombre: 'Borrar Tres', phone }), await lead({ nombre: 'Borrar Tres', phone: '+1 915 555 7070' })]
    const other = await lead({ nombre: 'Se Queda', phone: '9155550001' })
    await payload.update({
      collection: 'leads',
      id: mine[0]!.id,
      data: { notes: [{ text: 'Llamó, dice que su esposo la amenaza' }] },
      user: users.agent.user,
      overrideAccess: false,
    })
    const myIp = (await payload.findByID({ collection: 'leads', id: mine[0]!.id, overrideAccess: true })).consent?.ip
    await payload.create({
      collection: 'call-clicks',
      data: { page: '/', number: '+19155550100', ip: myIp },
      overrideAccess: true,
    })
    // Their notifications' state is on the leads themselves, so it goes with them (their jobs then find no lead).
    const { openDelivery } = await import('@/features/leads/notifications/delivery-status.server')
    const unsentOf = async (ids: number[]) =>
      (
        await payload.count({
          collection: 'leads',
          where: { and: [{ id: { in: ids } }, openDelivery] },
          overrideAccess: true,
        })
      ).totalDocs
    expect(await unsentOf(mine.map((m) => m.id))).toBeGreaterThan(0)

    const erase = (role: Role, body: Record<string, unknown>) => cms('POST', 'privacy/erase-person', users[role].cookie, body)
    expect((await erase('agent', { phone })).status).toBe(403)
    expect((await erase('admin', { phone: '12' })).status).toBe(400)
    const preview = (await (await erase('admin', { phone: '915.555.7070', preview: true })).json()) as Record<string, unknown>
    expect(preview).toMatchObject({ preview: true, leads: 2, callClicks: 1 })
    expect(
      await payload.count({ collection: 'leads', where: { id: { in: mine.map((m) => m.id) } }, overrideAccess: true }),
    ).toEqual({
      totalDocs: 2,
    })

    const response = await erase('admin', { phone: '915.555.7070' })
    expect(response.status).toBe(200)
    const result = (await response.json()) as { leads: number; callClicks: number; notifications: number; erasureId: string }
    expect(result).toMatchObject({ leads: 2, callClicks: 1 })
    expect(result.notifications).toBeGreaterThan(0)
    const left = await payload.find({
      collection: 'leads',
      where: { searchPhone: { equals: '9155557070' } },
      overrideAccess: true,
    })
    expect(left.docs).toHaveLength(0)
    expect(await unsentOf(mine.map((m) => m.id))).toBe(0)
    expect(
      (await payload.count({ collection: 'call-clicks', where: { ip: { equals: myIp } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
    expect((await payload.findByID({ collection: 'leads', id: other.id, overrideAccess: true })).name).toBe('Se Queda')

    const { ERASURE_QUEUE } = await import('@/features/leads/notifications/queue')
    await payload.jobs.run({ queue: ERASURE_QUEUE, limit: 50 })
    const event = crmRequests.find((r) => r.body.includes('person.erased'))!
    expect(event).toBeDefined()
    expect(event.headers['x-signature']).toBe(`sha256=${createHmac('sha256', CRM_SECRET).update(event.body).digest('hex')}`)
    const sent = JSON.parse(event.body) as { erasureId: string; leads: Array<{ id: number; submissionId: string }> }
    expect(sent.erasureId).toBe(result.erasureId)
    expect(sent.leads.map((l) => l.submissionId).sort()).toEqual(mine.map((m) => m.submissionId).sort())
    expect(event.body).not.toMatch(/Borrar|7070/)

    const [entry] = await auditEntries('person-erased')
    expect(entry).toMatchObject({ actorName: users.admin.user.email, detail: { by: 'phone', leads: 2, callClicks: 1 } })
    expect(JSON.stringify(entry)).not.toMatch(/Borrar|7070|amenaza/)
    expect((entry!.detail as { keyHash: string }).keyHash).toMatch(/^[0-9a-f]{32}$/)
  })

  it('erases by e-mail, whatever its case', async () => {
    await lead({ nombre: 'Correo Cuatro', email: 'Cuatro@Example.com', phone: '9155554444' })
    const response = await cms('POST', 'privacy/erase-person', users.admin.cookie, { email: 'cuatro@example.COM' })
    expect(((await response.json()) as { leads: number }).leads).toBe(1)
  })
})

describe('retention', () => {
  it('deletes old suspected spam, clears old call clicks, and deletes old leads only once the firm sets a period', async () => {
    const { applyRetention } = await import('@/features/retention/retention.server')
    await setSettings({ retention: { spamDays: 30, callClickAddressDays: 90, leadYears: null } })
    const spam = await lead({ nombre: 'Spam Cinco', started_at: String(Date.now() - 100) })
    const recentSpam = await lead({ nombre: 'Spam Reciente', started_at: String(Date.now() - 100) })
    expect((await payload.findByID({ collection: 'leads', id: spam.id, overrideAccess: true })).status).toBe('spam')
    await ageLead(spam.id, 31)
    const old = await lead({ nombre: 'Antiguo Seis' })
    await ageLead(old.id, 6 * 365)
    const click = await payload.create({
      collection: 'call-clicks',
      data: { page: '/', number: '+19155550100', ip: '198.51.100.77', userAgent: 'Phone' },
      overrideAccess: true,
    })
    await payload.db.updateOne({
      collection: 'call-clicks',
      id: click.id,
      data: { createdAt: new Date(Date.now() - 91 * 86_400_000).toISOString() },
      req: {},
    })

    // Payload's scheduler queues the hourly job (src/features/leads/notifications/jobs.ts) once, for the
    // next minute 7; its cron runs it then. Here the job is run by id, as the cron would.
    const { HOUSEKEEPING_QUEUE, RETENTION_TASK } = await import('@/features/leads/notifications/queue')
    const scheduled = await payload.jobs.handleSchedules({ queue: HOUSEKEEPING_QUEUE })
    expect(scheduled.queued.map((queued) => queued.taskConfig?.slug)).toEqual([RETENTION_TASK])
    expect((await payload.jobs.handleSchedules({ queue: HOUSEKEEPING_QUEUE })).queued).toHaveLength(0)
    const job = (
      await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: RETENTION_TASK } }, overrideAccess: true })
    ).docs[0]!
    const waitMs = Date.parse(String(job.waitUntil)) - Date.now()
    expect(waitMs).toBeGreaterThan(-1_000)
    expect(waitMs).toBeLessThanOrEqual(3_600_000)
    await payload.jobs.runByID({ id: job.id })
    expect(await auditEntries('retention')).toHaveLength(1)
    expect((await auditEntries('retention'))[0]!.detail).toMatchObject({ spamDeleted: 1, leadsDeleted: 0, callClicksCleared: 1 })
    const exists = async (id: number) =>
      (await payload.count({ collection: 'leads', where: { id: { equals: id } }, overrideAccess: true })).totalDocs
    expect(await exists(spam.id)).toBe(0)
    expect(await exists(recentSpam.id)).toBe(1)
    expect(await exists(old.id)).toBe(1)
    const cleared = await payload.findByID({ collection: 'call-clicks', id: click.id, overrideAccess: true })
    expect(cleared.ip ?? null).toBeNull()
    expect(cleared.userAgent ?? null).toBeNull()
    expect(cleared.page).toBe('/')

    await setSettings({ retention: { spamDays: 30, callClickAddressDays: 90, leadYears: 5 } })
    expect((await applyRetention(payload)).leadsDeleted).toBe(1)
    expect(await exists(old.id)).toBe(0)
    const entries = await auditEntries('retention')
    expect(entries).toHaveLength(2)
    expect(entries[1]!.detail).toMatchObject({ spamDeleted: 1, callClicksCleared: 1 })
    // Nothing left to do: no entry.
    await applyRetention(payload)
    expect(await auditEntries('retention')).toHaveLength(2)
  })
})

/** Leads notified in the last hour, as the ceiling counts them. */
async function notifiedLastHour(): Promise<number> {
  const since = new Date(Date.now() - 3_600_000).toISOString()
  const where: Where = { and: [{ createdAt: { greater_than: since } }, { 'spam.flagged': { equals: false } }] }
  return (await payload.count({ collection: 'leads', where, overrideAccess: true })).totalDocs
}

describe('the site-wide notification ceiling', () => {
  it('holds leads past N notified an hour from any number of addresses, and alerts the admins once', async () => {
    const { ALERTS_QUEUE, CEILING_ALERT_TASK } = await import('@/features/leads/notifications/queue')
    const { CEILING_REASON } = await import('@/features/leads/enquiry/ceiling.server')
    const notifiedNow = await notifiedLastHour()
    await setSettings({ notificationCeilingPerHour: notifiedNow + 3 })
    const mailsBefore = smtp.messages.length
    const posted = []
    for (let i = 0; i < 6; i++) posted.push(await lead({ nombre: `Techo ${i}`, phone: `91555520${10 + i}` }))
    // Three posts past the ceiling queued one alert; Payload's cron runs it, here the queue directly.
    const queued = await payload.count({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: CEILING_ALERT_TASK } },
      overrideAccess: true,
    })
    expect(queued.totalDocs).toBe(1)
    // Posts racing past the ceiling can queue more than one (the flood drill's 50 connections did):
    // one run starts them together, and still one e-mail goes out.
    for (let i = 0; i < 3; i++)
      await payload.jobs.queue({
        task: CEILING_ALERT_TASK,
        queue: ALERTS_QUEUE,
        input: { ceiling: notifiedNow + 3, notifiedLastHour: notifiedNow + 3 },
      })
    await payload.jobs.run({ queue: ALERTS_QUEUE })
    await payload.jobs.run({ queue: ALERTS_QUEUE })
    const docs = await Promise.all(posted.map((p) => payload.findByID({ collection: 'leads', id: p.id, overrideAccess: true })))
    expect(docs.map((d) => d.status)).toEqual(['new', 'new', 'new', 'spam', 'spam', 'spam'])
    expect(docs.slice(3).every((d) => d.spam?.reason === CEILING_REASON && !d.notifications?.email)).toBe(true)
    expect(await auditEntries('notification-ceiling')).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const alerts = smtp.messages.slice(mailsBefore).filter((m) => m.raw.includes('Notification ceiling reached'))
    expect(alerts).toHaveLength(1)
    expect(alerts[0]?.raw).toContain(users.admin.user.email)
    // Stored all the same, and a real one is returned to the queue by an admin as any held lead.
    expect((await cms('PATCH', `leads/${posted[4]!.id}`, users.admin.cookie, { status: 'new' })).status).toBe(200)
    await setSettings({ notificationCeilingPerHour: null })
  })

  it('lets no more than the ceiling through when posts arrive together', async () => {
    const { CEILING_REASON } = await import('@/features/leads/enquiry/ceiling.server')
    const notifiedNow = await notifiedLastHour()
    await setSettings({ notificationCeilingPerHour: notifiedNow + 4 })
    // Twelve posts at once, each counting the room left: without turns near the ceiling all twelve
    // counted four places and were notified.
    const posted = await Promise.all(
      Array.from({ length: 12 }, (_, i) => lead({ nombre: `Juntos ${i}`, phone: `91555521${10 + i}` })),
    )
    const docs = await Promise.all(posted.map((p) => payload.findByID({ collection: 'leads', id: p.id, overrideAccess: true })))
    expect(docs.filter((d) => d.status === 'new')).toHaveLength(4)
    expect(docs.filter((d) => d.spam?.reason === CEILING_REASON)).toHaveLength(8)
    await setSettings({ notificationCeilingPerHour: null })
  })
})
