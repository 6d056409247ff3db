import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload, TypedUser } from 'payload'
import { startSmtpSink } from '../../scripts/lib/smtp-sink.mjs'
import {
  mailSettings,
  ORIGIN,
  postLead,
  runLeadJobs,
  signedInToken,
  startLeadEnv,
  validFields,
  waitFor,
  type LeadEnv,
} from './helpers/lead-env'
import { staffSessionCookie } from '@/lib/cookie-names'

/**
 * The intake desk's data rules (issue 11) on a real database: the lead is evidence (REST and Local
 * API, as agent and admin), notes get their author from the session, search ignores accents, case
 * and phone formatting, suspected spam returns to the queue and is notified then, once, repeat
 * enquiries are linked, and agents cannot change the site's content. On the run's PostgreSQL
 * (a copy of its template database).
 */
type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Lead = {
  id: number
  name: string
  phone: string
  status: string
  assignee?: number | { id: number } | null
  notes?: Array<{ id: string; text: string; author?: number | { id: number } | null; at?: string | null }>
  consent?: { accepted?: boolean | null; ip?: string | null }
  notifications?: { email?: string | null; queuedAt?: string | null }
  earlierLeads?: Array<number | { id: number }> | null
  firstContact?: { by?: number | { id: number } | null; at?: string | null }
  searchPhone?: string | null
}

let env: LeadEnv
let payload: Payload
let handlers: Record<'GET' | 'POST' | 'PATCH' | 'DELETE', Handler>
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
const users: Record<'admin' | 'agent', { user: TypedUser; cookie: string }> = {} as never

beforeAll(async () => {
  smtp = await startSmtpSink()
  env = await startLeadEnv({
    ...mailSettings(smtp.port),
    RATE_LIMIT_LEADS: '1000/600',
  })
  payload = env.payload
  handlers = (await import('@/app/(payload)/cms-api/[...slug]/route')) as unknown as typeof handlers
  for (const role of ['admin', 'agent'] as const) {
    const email = `${role}-${randomUUID().slice(0, 8)}@salazarimmigration.example`
    const password = 'correct horse battery staple'
    const user = await payload.create({
      collection: 'users',
      data: { email, password, name: `The ${role}`, roles: [role] },
      overrideAccess: true,
    })
    const token = await signedInToken(env, { email, password })
    users[role] = { user: { ...user, collection: 'users' } as TypedUser, cookie: `${staffSessionCookie()}=${token}` }
  }
})

afterAll(async () => {
  await env?.close()
  await smtp?.close()
})

async function cms(method: keyof typeof handlers, path: string, cookie?: string, body?: unknown): Promise<Response> {
  const url = new URL(`${ORIGIN}/cms-api/${path}`)
  const slug = url.pathname
    .replace(/^\/cms-api\//, '')
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent)
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), 'accept-language': 'es' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  return handlers[method](new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }), {
    params: Promise.resolve({ slug }),
  })
}

/** Stores a lead the way visitors do (the enquiry endpoint and the group-commit writer). */
async function visitorLead(fields: Record<string, string> = {}): Promise<Lead> {
  const submissionId = randomUUID()
  const response = await postLead(env, validFields({ submission_id: submissionId, ...fields }))
  expect(response.status).toBe(200)
  const found = await payload.find({
    collection: 'leads',
    where: { submissionId: { equals: submissionId } },
    overrideAccess: true,
    depth: 0,
  })
  return found.docs[0] as unknown as Lead
}

async function read(id: number): Promise<Lead> {
  return (await payload.findByID({ collection: 'leads', id, overrideAccess: true, depth: 0 })) as unknown as Lead
}

/** A mail's text as the intake desk reads it: quoted-printable undone (nodemailer's encoding of UTF-8 text). */
function decoded(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}
const mailsWith = (text: string) => smtp.messages.map((mail) => decoded(mail.raw)).filter((mail) => mail.includes(text))

async function runQueueUntil(check: () => boolean): Promise<void> {
  await waitFor(async () => {
    await runLeadJobs({ payload })
    return check()
  })
}

async function runQueueTimes(times: number): Promise<void> {
  for (let i = 0; i < times; i++) await runLeadJobs({ payload })
}

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value)

describe('the lead is evidence', () => {
  it('nobody changes what the visitor sent through the REST API, agent or admin', async () => {
    const lead = await visitorLead({ nombre: 'Evidencia Uno', phone: '9155550101' })
    for (const role of ['agent', 'admin'] as const) {
      for (const body of [
        { name: 'Changed' },
        { phone: '1' },
        { consent: { accepted: false } },
        { situation: 'none' },
        { earlierLeads: [lead.id] },
      ]) {
        const response = await cms('PATCH', `leads/${lead.id}`, users[role].cookie, body)
        expect(response.status, `${role} ${JSON.stringify(body)}`).toBe(400)
      }
    }
    const after = await read(lead.id)
    expect(after.name).toBe('Evidencia Uno')
    expect(after.phone).toBe('9155550101')
    expect(after.consent?.accepted).toBe(true)
  })

  it('nor through the Local API, with a user or with access overridden', async () => {
    const lead = await visitorLead({ nombre: 'Evidencia Dos' })
    await expect(
      payload.update({ collection: 'leads', id: lead.id, data: { name: 'X' }, user: users.admin.user, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.update({ collection: 'leads', id: lead.id, data: { consent: { ip: '1.2.3.4' } }, overrideAccess: true }),
    ).rejects.toThrow()
    expect((await read(lead.id)).name).toBe('Evidencia Dos')
  })

  it('staff change status, assignee and notes; a form that sends the unchanged record back is fine', async () => {
    const lead = await visitorLead({ nombre: 'Trabajo Tres' })
    const full = (await (await cms('GET', `leads/${lead.id}?depth=0`, users.agent.cookie)).json()) as Record<string, unknown>
    const response = await cms('PATCH', `leads/${lead.id}`, users.agent.cookie, {
      ...full,
      status: 'contacted',
      assignee: users.agent.user.id,
    })
    expect(response.status).toBe(200)
    const after = await read(lead.id)
    expect(after.status).toBe('contacted')
    expect(idOf(after.assignee)).toBe(users.agent.user.id)
  })

  it('server code still writes the notification state', async () => {
    const lead = await visitorLead({ nombre: 'Servidor Cuatro' })
    await payload.db.updateOne({ collection: 'leads', id: lead.id, data: { notifications: { lastError: 'x' } }, req: {} })
    expect((await read(lead.id)).notifications).toMatchObject({ lastError: 'x' })
  })

  it('a note gets its author and time from the session, and a saved note never changes', async () => {
    const lead = await visitorLead({ nombre: 'Notas Cinco' })
    const response = await cms('PATCH', `leads/${lead.id}`, users.agent.cookie, {
      notes: [{ text: 'Llamé, no contestó', author: users.admin.user.id, at: '2000-01-01T00:00:00.000Z' }],
    })
    expect(response.status).toBe(200)
    const [note] = (await read(lead.id)).notes ?? []
    expect(idOf(note?.author)).toBe(users.agent.user.id)
    expect(Date.now() - Date.parse(note?.at ?? '')).toBeLessThan(60_000)

    const edited = await cms('PATCH', `leads/${lead.id}`, users.admin.cookie, { notes: [{ ...note, text: 'Otra cosa' }] })
    expect(edited.status).toBe(400)
    expect(JSON.stringify(await edited.json())).toContain('Las notas guardadas no se pueden cambiar')
    expect((await cms('PATCH', `leads/${lead.id}`, users.admin.cookie, { notes: [] })).status).toBe(400)
    const added = await cms('PATCH', `leads/${lead.id}`, users.admin.cookie, {
      notes: [note, { text: 'Corrección: sí contestó' }],
    })
    expect(added.status).toBe(200)
    const notes = (await read(lead.id)).notes ?? []
    expect(notes.map((n) => n.text)).toEqual(['Llamé, no contestó', 'Corrección: sí contestó'])
    expect(notes.map((n) => idOf(n.author))).toEqual([users.agent.user.id, users.admin.user.id])
  })

  it('first contact is recorded once, by the first agent', async () => {
    const { recordFirstContact } = await import('@/features/leads/inbox/first-contact.server')
    const lead = await visitorLead({ nombre: 'Contacto Seis' })
    const results = await Promise.all([
      recordFirstContact(payload, lead.id, users.agent.user),
      recordFirstContact(payload, lead.id, users.admin.user),
    ])
    expect(results.filter(Boolean)).toHaveLength(1)
    const first = (await read(lead.id)).firstContact
    expect(first?.at).toBeTruthy()
    expect(await recordFirstContact(payload, lead.id, users.admin.user)).toBe(false)
    expect((await read(lead.id)).firstContact).toEqual(first)
    expect((await cms('PATCH', `leads/${lead.id}`, users.admin.cookie, { firstContact: { at: null } })).status).toBe(200)
    expect((await read(lead.id)).firstContact).toEqual(first)
  })
})

describe('finding anyone', () => {
  it('the list search ignores accents, case and phone formatting', async () => {
    const nunez = await visitorLead({ nombre: 'José Núñez', phone: '+1 915-555-3333', email: 'Jose.Nunez@Example.com' })
    const search = async (text: string) => {
      // What the admin's list view asks for (Payload's mergeListSearchAndWhere), as the agent.
      const where = {
        or: ['searchName', 'searchPhone', 'searchEmail', 'section', 'campaignSource'].map((f) => ({ [f]: { like: text } })),
      }
      const found = await payload.find({ collection: 'leads', where, user: users.agent.user, overrideAccess: false, depth: 0 })
      return found.docs.map((doc) => doc.id)
    }
    for (const query of [
      'Nunez',
      'núñez',
      'JOSE nunez',
      '(915) 555-3333',
      '9155553333',
      '+1 915 555 3333',
      'jose.nunez@example.com',
      'JOSE.NUNEZ@EXAMPLE.COM',
    ]) {
      expect(await search(query), query).toContain(nunez.id)
    }
    expect(await search('Nuñes')).not.toContain(nunez.id)
    // The REST API's search goes through the same hook.
    const rest = await cms('GET', `leads?where[searchName][like]=${encodeURIComponent('NÚÑEZ')}&depth=0`, users.agent.cookie)
    expect(((await rest.json()) as { docs: Lead[] }).docs.map((d) => d.id)).toContain(nunez.id)
  })
})

describe('suspected spam', () => {
  it('is stored as its own status, unnotified; set to new, it is notified once', async () => {
    const lead = await visitorLead({
      nombre: 'Rápida Siete',
      started_at: String(Date.now() - 500),
      fecha_hora: new Date().toISOString(),
    })
    expect(lead.status).toBe('spam')
    expect(lead.notifications?.email ?? null).toBeNull()

    await runQueueTimes(3)
    expect(mailsWith('Nombre: Rápida')).toHaveLength(0)

    // One click, twice (a double tap, a second tab): one e-mail. Only admins release spam (issue 47).
    const [a, b] = await Promise.all([
      cms('PATCH', `leads/${lead.id}`, users.admin.cookie, { status: 'new' }),
      cms('PATCH', `leads/${lead.id}`, users.admin.cookie, { status: 'new' }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    await runQueueUntil(() => mailsWith('Nombre: Rápida').length > 0)
    // Back to spam and to new again: still the one e-mail.
    await cms('PATCH', `leads/${lead.id}`, users.admin.cookie, { status: 'spam' })
    await cms('PATCH', `leads/${lead.id}`, users.admin.cookie, { status: 'new' })
    await runQueueTimes(3)
    expect(mailsWith('Nombre: Rápida')).toHaveLength(1)
    expect((await read(lead.id)).notifications?.email).toBe('sent')
  })

  it("returnSpamToQueue is the admin's one-click return, for spam only", async () => {
    const { countSuspectedSpam, returnSpamToQueue } = await import('@/features/leads/inbox/spam.server')
    const lead = await visitorLead({ nombre: 'Vuelve Once', started_at: String(Date.now() - 200) })
    const before = await countSuspectedSpam(payload, users.agent.user)
    expect(before).toBeGreaterThan(0)
    // An admin's click (agents neither mark nor release spam: issue 47).
    await expect(returnSpamToQueue(payload, lead.id, users.agent.user)).rejects.toThrow()
    expect(await returnSpamToQueue(payload, lead.id, users.admin.user)).toBe(true)
    expect(await returnSpamToQueue(payload, lead.id, users.admin.user)).toBe(false)
    expect(await countSuspectedSpam(payload, users.agent.user)).toBe(before - 1)
    expect((await read(lead.id)).notifications?.email).toBe('pending')
  })

  it('the CSV leaves suspected spam out by default and says so', async () => {
    await visitorLead({ nombre: 'Spam Ocho', started_at: String(Date.now() - 100) })
    const csv = async (query: string) =>
      (
        await env.routes.leadsCsv(
          // Exports are for admins (and intake leads): src/access mayReadLeadsInBulk.
          new Request(`${ORIGIN}/api/staff/leads.csv?${query}`, { headers: { cookie: users.admin.cookie } }),
        )
      ).text()
    const without = await csv('lang=es')
    expect(without).toContain('Posible spam (esta exportación no incluye posible spam)')
    expect(without).not.toContain('Spam Ocho')
    const withSpam = await csv('lang=en&spam=include')
    expect(withSpam).toContain('Suspected spam (this export includes suspected spam)')
    expect(withSpam).toContain('Spam Ocho')
    expect(withSpam.split('\r\n')[0]).toContain('Received (America/Denver)')
  })
})

describe('one person, one card', () => {
  it('links a lead to the same phone or e-mail of the last 90 days, and the e-mail says so', async () => {
    const first = await visitorLead({ nombre: 'Repite Nueve', phone: '(915) 555-9999', email: 'r9@example.com' })
    const second = await visitorLead({ nombre: 'Repite Nueve', phone: '+1 915 555 9999', email: 'otra@example.com' })
    const third = await visitorLead({ nombre: 'Ruth Nueve', phone: '6565550000', email: 'R9@Example.com' })
    const other = await visitorLead({ nombre: 'Otra Persona', phone: '9155558888', email: 'x9@example.com' })
    expect((second.earlierLeads ?? []).map(idOf)).toEqual([first.id])
    expect((third.earlierLeads ?? []).map(idOf).sort()).toEqual([first.id])
    expect(other.earlierLeads ?? []).toEqual([])

    // Older than 90 days does not count.
    const old = await payload.create({
      collection: 'leads',
      data: {
        name: 'Vieja',
        phone: '9155557777',
        channel: 'web',
        status: 'new',
        createdAt: new Date(Date.now() - 91 * 86_400_000).toISOString(),
      },
      overrideAccess: true,
    })
    const recent = await visitorLead({ nombre: 'Nueva', phone: '9155557777' })
    expect((recent.earlierLeads ?? []).map(idOf)).not.toContain(old.id)

    // The intake e-mail shows only a first name (issue 50).
    await runQueueUntil(() => mailsWith('Nombre: Ruth').length > 0)
    expect(mailsWith('Nombre: Ruth')[0]).toMatch(/Repetido: 1 solicitud anterior desde el/)
    expect(mailsWith('Nombre: Ruth')[0]).not.toContain('Nueve')
  })
})

describe('reads shared by enquiries that arrive together', () => {
  it("answers each enquiry what it would get alone: earlier leads and its client's admission count", async () => {
    const { findEarlierLeads } = await import('@/features/leads/inbox/earlier-leads.server')
    const { admittedSince } = await import('@/features/leads/enquiry/admission-counts.server')
    const { searchKeys } = await import('@/features/leads/inbox/search-keys')
    const one = await visitorLead({ nombre: 'Junta Uno', phone: '9155551101', email: 'junta1@example.com' })
    const two = await visitorLead({ nombre: 'Junta Dos', phone: '9155551102' })
    const people = [
      searchKeys({ phone: '9155551101' }),
      searchKeys({ email: 'JUNTA1@example.com' }),
      searchKeys({ phone: '9155551102', email: 'nadie@example.com' }),
      searchKeys({ phone: '9155551199' }),
    ]
    const alone: Array<Array<number | string>> = []
    for (const keys of people) alone.push(await findEarlierLeads(payload, keys))
    expect(alone.map((ids) => ids.map(String))).toEqual([[String(one.id)], [String(one.id)], [String(two.id)], []])
    // All at once: the first read runs alone, the three after it share one (src/server/coalesce.ts).
    expect(await Promise.all(people.map((keys) => findEarlierLeads(payload, keys)))).toEqual(alone)

    const stored = await payload.findByID({ collection: 'leads', id: one.id, overrideAccess: true, depth: 0 })
    const since = new Date(Date.now() - 600_000).toISOString()
    const clients = [stored.clientKey!, '203.0.113.250', stored.clientKey!, '203.0.113.251']
    const counts: number[] = []
    for (const key of clients) counts.push(await admittedSince(payload, key, since))
    expect(counts[0]).toBeGreaterThanOrEqual(2)
    expect(counts[1]).toBe(0)
    expect(await Promise.all(clients.map((key) => admittedSince(payload, key, since)))).toEqual(counts)
  })
})

describe('roles', () => {
  it('agents read content but do not change or delete it; admins do', async () => {
    const category = await payload.create({
      collection: 'categories',
      data: { name: 'Roles', slug: `roles-${randomUUID().slice(0, 6)}`, sortOrder: 9 },
      overrideAccess: true,
    })
    expect((await cms('GET', `categories/${category.id}`, users.agent.cookie)).status).toBe(200)
    expect((await cms('PATCH', `categories/${category.id}`, users.agent.cookie, { name: 'Cambiada' })).status).toBe(403)
    expect((await cms('DELETE', `categories/${category.id}`, users.agent.cookie)).status).toBe(403)
    expect((await cms('POST', 'categories', users.agent.cookie, { name: 'Nueva', slug: 'nueva-x', sortOrder: 1 })).status).toBe(
      403,
    )
    expect((await cms('POST', 'globals/site-settings', users.agent.cookie, { firmName: 'X' })).status).toBe(403)
    for (const collection of ['posts', 'media', 'attorneys', 'testimonials', 'attorney-testimonials', 'reviews', 'lives']) {
      expect((await cms('DELETE', `${collection}/1`, users.agent.cookie)).status, collection).toBeGreaterThanOrEqual(403)
    }
    expect((await cms('PATCH', `categories/${category.id}`, users.admin.cookie, { name: 'Cambiada' })).status).toBe(200)
    expect((await cms('DELETE', `categories/${category.id}`, users.admin.cookie)).status).toBe(200)
  })

  it('agents see their colleagues (to assign a lead) but change only their own account; only admins delete leads', async () => {
    const list = (await (await cms('GET', 'users?depth=0', users.agent.cookie)).json()) as { docs: Array<{ id: number }> }
    expect(list.docs.map((u) => u.id)).toContain(users.admin.user.id)
    expect((await cms('PATCH', `users/${users.admin.user.id}`, users.agent.cookie, { name: 'X' })).status).toBe(403)
    const lead = await visitorLead({ nombre: 'Borrar Diez' })
    expect((await cms('DELETE', `leads/${lead.id}`, users.agent.cookie)).status).toBe(403)
    expect((await cms('DELETE', `leads/${lead.id}`, users.admin.cookie)).status).toBe(200)
  })
})
