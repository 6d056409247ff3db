import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lead } from '@/payload-types'
import { loadIntakeHome } from '@/features/leads/desk/intake-home.server'
import { recordTextingOptOut } from '@/features/leads/texting-opt-out/register.server'
import { ORIGIN, staffCookie, startLeadEnv, type LeadEnv } from './helpers/lead-env'

/**
 * The texting opt-out register on a real PostgreSQL database (a copy of the run's template):
 * the collection's access and stamps through the real /cms-api handlers, the lead page's "asked to
 * stop" endpoint, the webhook's route handler, and the intake home's reading of the register.
 */
type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let env: LeadEnv
let rest: { GET: Handler; POST: Handler; DELETE: Handler }
let webhook: (request: Request) => Promise<Response>
let agentCookie: string
let adminCookie: string
const SECRET = 'int-test-opt-out-secret'

const sameOrigin = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' }

function call(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Response> {
  const url = new URL(`${ORIGIN}/cms-api/${path}`)
  const slug = url.pathname
    .replace(/^\/cms-api\//, '')
    .split('/')
    .filter(Boolean)
  const init: RequestInit = {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  }
  if (body !== undefined) init.body = JSON.stringify(body)
  return rest[method](new Request(url, init), { params: Promise.resolve({ slug }) })
}

function hook(body: string, headers: Record<string, string> = {}): Promise<Response> {
  return webhook(
    new Request(`${ORIGIN}/api/texting-opt-outs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}`, ...headers },
      body,
    }),
  )
}

async function lead(name: string, phone: string): Promise<number> {
  const doc = await env.payload.create({
    collection: 'leads',
    data: { name, phone, channel: 'web', locale: 'es', status: 'new' } as Omit<Lead, 'id' | 'updatedAt' | 'createdAt'>,
    overrideAccess: true,
  })
  return doc.id as number
}

async function entries(phone: string) {
  return (
    await env.payload.find({
      collection: 'texting-opt-outs',
      where: { phone: { equals: phone } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs
}

beforeAll(async () => {
  env = await startLeadEnv()
  rest = (await import('@/app/(payload)/cms-api/[...slug]/route')) as unknown as typeof rest
  webhook = (await import('@/app/api/texting-opt-outs/route')).POST
  agentCookie = await staffCookie(env, ['agent'])
  adminCookie = await staffCookie(env, ['admin'])
})
afterAll(async () => {
  await env?.close()
})

describe('the register (collection)', () => {
  it('lets an agent record a number, normalised like a lead’s, stamped with who and when by the server', async () => {
    const before = Date.now()
    const response = await call(
      'POST',
      'texting-opt-outs',
      { cookie: agentCookie, ...sameOrigin },
      {
        phone: '+1 (915) 555-0101',
        source: 'call',
        recordedBy: null,
        recordedAt: '2001-01-01T00:00:00.000Z',
        note: 'Lo dijo al llamar',
      },
    )
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { id: number; phone: string; recordedAt: string; recordedBy: unknown } }
    expect(doc.phone).toBe('9155550101')
    expect(Date.parse(doc.recordedAt)).toBeGreaterThanOrEqual(before - 1000)
    const agent = (await env.payload.find({ collection: 'users', where: { roles: { in: ['agent'] } }, overrideAccess: true }))
      .docs[0]!
    expect(doc.recordedBy === agent.id || (doc.recordedBy as { id?: number })?.id === agent.id).toBe(true)

    // One entry per number: the same number written differently is refused, nothing is added.
    const again = await call(
      'POST',
      'texting-opt-outs',
      { cookie: agentCookie, ...sameOrigin },
      { phone: '915 555 0101', source: 'reply-stop' },
    )
    expect(again.status).toBe(400)
    expect(await entries('9155550101')).toHaveLength(1)

    // Not a phone number: a 400 naming the field.
    const bad = await call('POST', 'texting-opt-outs', { cookie: agentCookie, ...sameOrigin }, { phone: 'STOP', source: 'call' })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('phone')

    // Staff read; only admins delete; nobody edits an entry.
    expect((await call('GET', 'texting-opt-outs', { cookie: agentCookie })).status).toBe(200)
    expect((await call('GET', 'texting-opt-outs')).status).toBe(403)
    expect((await call('DELETE', `texting-opt-outs/${doc.id}`, { cookie: agentCookie, ...sameOrigin })).status).toBe(403)
    expect(await entries('9155550101')).toHaveLength(1)
    expect((await call('DELETE', `texting-opt-outs/${doc.id}`, { cookie: adminCookie, ...sameOrigin })).status).toBe(200)
    expect(await entries('9155550101')).toHaveLength(0)
  })

  it('records a number once however often and however concurrently it is recorded', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => recordTextingOptOut(env.payload, { phone: '9155550102', source: 'reply-stop' })),
    )
    expect(results.filter((r) => r.created)).toHaveLength(1)
    expect(new Set(results.map((r) => String(r.entry.id))).size).toBe(1)
    expect(await entries('9155550102')).toHaveLength(1)
  })
})

describe('POST /cms-api/intake/leads/:id/texting-opt-out', () => {
  it('puts the lead’s number in the register, once, and the intake home then offers only the call', async () => {
    const id = await lead('Rosa Opt', '9155550103')
    const path = `intake/leads/${id}/texting-opt-out`
    expect((await call('POST', path, sameOrigin, { source: 'call' })).status).toBe(401)
    expect(
      (
        await call(
          'POST',
          path,
          { cookie: agentCookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
          { source: 'call' },
        )
      ).status,
    ).toBe(403)
    expect((await call('POST', path, { cookie: agentCookie, ...sameOrigin }, { source: 'webhook' })).status).toBe(400)
    expect((await call('POST', path, { cookie: agentCookie, ...sameOrigin })).status).toBe(400)
    expect(
      (await call('POST', 'intake/leads/999999/texting-opt-out', { cookie: agentCookie, ...sameOrigin }, { source: 'call' }))
        .status,
    ).toBe(404)

    const first = await call('POST', path, { cookie: agentCookie, ...sameOrigin }, { source: 'reply-stop' })
    expect(first.status).toBe(201)
    const again = await call('POST', path, { cookie: adminCookie, ...sameOrigin }, { source: 'call' })
    expect(again.status).toBe(200)
    const [entry] = await entries('9155550103')
    expect(entry).toMatchObject({ source: 'reply-stop' })
    expect(await entries('9155550103')).toHaveLength(1)

    const other = await lead('Otra Persona', '9155550199')
    const admin = (await env.payload.find({ collection: 'users', where: { roles: { in: ['admin'] } }, overrideAccess: true }))
      .docs[0]!
    const home = await loadIntakeHome(env.payload, { ...admin, collection: 'users' } as never)
    expect(home.newLeads.find((l) => l.id === id)?.optedOutAt).toBe(entry!.recordedAt)
    expect(home.newLeads.find((l) => l.id === other)?.optedOutAt).toBeNull()
  })
})

describe('POST /api/texting-opt-outs (webhook)', () => {
  it('does not exist without its secret', async () => {
    delete process.env.TEXTING_OPT_OUT_SECRET
    const response = await hook(JSON.stringify({ phone: '9155550104' }))
    expect(response.status).toBe(404)
    expect(await entries('9155550104')).toHaveLength(0)
  })

  it('refuses a wrong secret and bad bodies with a 4xx that says why, and adds a number once', async () => {
    process.env.TEXTING_OPT_OUT_SECRET = SECRET
    const body = JSON.stringify({ phone: '+1 915-555-0104', note: 'STOP reply' })
    expect((await hook(body, { authorization: 'Bearer wrong' })).status).toBe(401)
    expect((await hook(body, { authorization: '' })).status).toBe(401)
    for (const [sent, status] of [
      ['{not json', 400],
      ['[1,2]', 400],
      [JSON.stringify({ phone: 'STOP' }), 422],
      [JSON.stringify({ phone: 9155550104 }), 422],
      [JSON.stringify({ phone: '9155550104', note: ['x'] }), 422],
    ] as const) {
      const response = await hook(sent)
      expect(response.status, sent).toBe(status)
      expect(((await response.json()) as { message: string }).message).not.toBe('')
    }
    expect((await hook(body, { 'content-type': 'text/plain' })).status).toBe(415)
    expect(await entries('9155550104')).toHaveLength(0)

    const first = await hook(body)
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({ recorded: true, phone: '9155550104' })
    const again = await hook(JSON.stringify({ phone: '9155550104' }))
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ recorded: false, phone: '9155550104' })
    const found = await entries('9155550104')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ source: 'webhook', note: 'STOP reply', recordedBy: null })
  })
})
