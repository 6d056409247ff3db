import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, postLead, staffCookie, startLeadEnv, validFields, type LeadEnv } from './helpers/lead-env'

/**
 * Issue 50, item 3: the safe-contact answers are stored with the lead as part of what the visitor
 * sent — immutable (REST and Local API), in the CSV export, on the read API for staff only — and a
 * client that never sends them (the spec's contract) stores a lead as before. Item 4: the first
 * contact records whether it fell inside the visitor's window. Real Payload, real handlers.
 */
type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

let env: LeadEnv
let payload: Payload
let handlers: Record<'GET' | 'PATCH', Handler>
let admin: string
let agent: string

beforeAll(async () => {
  env = await startLeadEnv({ RATE_LIMIT_LEADS: '1000/600', LEADS_TIME_ZONE: 'America/Denver' })
  payload = env.payload
  handlers = (await import('@/app/(payload)/cms-api/[...slug]/route')) as unknown as typeof handlers
  admin = await staffCookie(env, ['admin'])
  agent = await staffCookie(env, ['agent'])
})

afterAll(async () => {
  await env?.close()
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

/** One CSV line's cells (RFC 4180 quoting). */
function cells(line: string): string[] {
  const out: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"'
      i++
    } else if (char === '"') {
      quoted = !quoted
    } else if (char === ',' && !quoted) {
      out.push(cell)
      cell = ''
    } else {
      cell += char
    }
  }
  out.push(cell)
  return out
}

async function stored(fields: Record<string, string>, without: string[] = []) {
  const submissionId = randomUUID()
  const body = validFields({ submission_id: submissionId, ...fields })
  for (const name of without) delete body[name]
  expect((await postLead(env, body)).status).toBe(200)
  const found = await payload.find({
    collection: 'leads',
    where: { submissionId: { equals: submissionId } },
    overrideAccess: true,
  })
  return found.docs[0]!
}

const restricted = {
  variant: 'visa-es',
  form_id: 'enquiry-visa-es',
  locale: 'es',
  seccion: 'Visas Español',
  situacion: 'abuseVictim',
  nombre: 'Rosa Seguro',
  seguro_llamar: 'yes',
  llamar_desde: '9',
  llamar_hasta: '12',
  seguro_buzon: 'no',
  seguro_texto: 'no',
  seguro_correo: 'no',
}

describe('safe contact, asked and kept', () => {
  it('stores the answers with the lead, and a post without them as before', async () => {
    const lead = await stored(restricted)
    expect(lead.safeContact).toMatchObject({
      call: 'yes',
      callFrom: 9,
      callTo: 12,
      voicemail: 'no',
      texting: 'no',
      email: 'no',
    })
    // A spec-only client that knows nothing of the group (no variant, no answers).
    const spec = await stored({ nombre: 'Spec Cliente' }, ['variant', 'form_id'])
    expect(spec.section).toBe('Formulario General Inglés')
    expect(Object.values(spec.safeContact ?? {}).filter((v) => v !== null && v !== false && v !== undefined)).toEqual([])
  })

  it('never changes afterwards: not through REST, not by an admin, not through the Local API', async () => {
    const lead = await stored(restricted)
    const patch = await cms('PATCH', `leads/${lead.id}`, admin, { safeContact: { texting: 'yes' } })
    expect(patch.status).toBeGreaterThanOrEqual(400)
    await expect(
      payload.update({ collection: 'leads', id: lead.id, data: { safeContact: { texting: 'yes' } }, overrideAccess: true }),
    ).rejects.toThrow()
    const again = await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })
    expect(again.safeContact?.texting).toBe('no')
  })

  it('is on the read API for staff only', async () => {
    const lead = await stored(restricted)
    const anonymous = await cms('GET', `leads/${lead.id}?depth=0`)
    expect([401, 403]).toContain(anonymous.status)
    expect(await anonymous.text()).not.toContain('texting')
    const staff = await cms('GET', `leads/${lead.id}?depth=0`, agent)
    expect(staff.status).toBe(200)
    expect(((await staff.json()) as { safeContact?: unknown }).safeContact).toMatchObject({ texting: 'no', voicemail: 'no' })
  })

  it('is in the CSV export, in the staff member’s language', async () => {
    await stored({ ...restricted, nombre: 'Rosa Csv' })
    const response = await env.routes.leadsCsv(
      new Request(`${ORIGIN}/api/staff/leads.csv?lang=es&from=2020-01-01`, { headers: { cookie: admin } }),
    )
    expect(response.status).toBe(200)
    const [header, ...rows] = (await response.text()).replace(/^\uFEFF/, '').split('\r\n')
    const columns = cells(header!)
    const row = cells(rows.find((line) => line.includes('Rosa Csv'))!)
    const cell = (name: string) => row[columns.indexOf(name)]
    expect(cell('¿SMS o WhatsApp?')).toBe('No')
    expect(cell('¿Dejar mensaje de voz?')).toBe('No')
    expect(cell('Llamar desde (hora)')).toBe('9')
    expect(cell('Llamar hasta (hora)')).toBe('12')
  })

  it('records whether the first contact fell inside the visitor’s window (LEADS_TIME_ZONE)', async () => {
    const { recordFirstContact } = await import('@/features/leads/inbox/first-contact.server')
    const user = (await payload.find({ collection: 'users', limit: 1, overrideAccess: true })).docs[0]!
    // Wednesday 25 Nov 2026, El Paso (MST, UTC-7): 10:00 is inside 9–12, 15:00 is not.
    const inside = await stored(restricted)
    const outside = await stored(restricted)
    const none = await stored({ nombre: 'Sin Limites' })
    await recordFirstContact(payload, inside.id, user, { now: new Date('2026-11-25T17:00:00Z') })
    await recordFirstContact(payload, outside.id, user, { now: new Date('2026-11-25T22:00:00Z') })
    await recordFirstContact(payload, none.id, user, { now: new Date('2026-11-25T22:00:00Z') })
    const read = async (id: number | string) =>
      (await payload.findByID({ collection: 'leads', id, overrideAccess: true })).firstContact?.inWindow ?? null
    expect(await read(inside.id)).toBe('yes')
    expect(await read(outside.id)).toBe('no')
    expect(await read(none.id)).toBeNull()
  })
})
