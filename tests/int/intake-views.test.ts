import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lead } from '@/payload-types'
import { campaignFigures, campaignRange, campaignSpeed } from '@/features/leads/desk/campaign-figures.server'
import { loadIntakeHome } from '@/features/leads/desk/intake-home.server'
import { ORIGIN, staffCookie, startLeadEnv, writeFirmSettings, type LeadEnv } from './helpers/lead-env'

/**
 * The intake desk on a real PostgreSQL database (a copy of the run's template): the campaign
 * dashboard's grouped queries, the intake home's figures, the first-contact endpoint and the
 * campaign CSV, through the real /cms-api route handlers.
 */
type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let env: LeadEnv
let rest: { GET: Handler; POST: Handler }
let agentCookie: string
let adminCookie: string
let agentId: number
const ids: Record<string, number> = {}

async function lead(key: string, createdAt: string, data: Record<string, unknown>) {
  const doc = await env.payload.create({
    collection: 'leads',
    data: {
      name: `Lead ${key}`,
      phone: '9155550142',
      channel: 'web' as const,
      locale: 'es' as const,
      ...data,
      createdAt,
    } as Omit<Lead, 'id' | 'updatedAt'>,
    overrideAccess: true,
  })
  ids[key] = doc.id as number
}

function call(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}): Promise<Response> {
  const url = new URL(`${ORIGIN}/cms-api/${path}`)
  const slug = url.pathname
    .replace(/^\/cms-api\//, '')
    .split('/')
    .filter(Boolean)
  return rest[method](new Request(url, { method, headers }), { params: Promise.resolve({ slug }) })
}

const sameOrigin = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' }

beforeAll(async () => {
  env = await startLeadEnv({ LEADS_TIME_ZONE: 'America/Denver' })
  rest = (await import('@/app/(payload)/cms-api/[...slug]/route')) as unknown as typeof rest
  agentCookie = await staffCookie(env, ['agent'])
  agentId = (await env.payload.find({ collection: 'users', where: { roles: { in: ['agent'] } }, overrideAccess: true })).docs[0]!
    .id
  adminCookie = await staffCookie(env, ['admin'])
  // Week of Mon 2026-10-05 in El Paso (MDT, UTC-6), and the two weeks after.
  await lead('a', '2026-10-06T18:00:00.000Z', { section: 'Footer Español', campaignSource: 'facebook', status: 'new' })
  await lead('b', '2026-10-07T18:00:00.000Z', { section: 'Footer Español', campaignSource: 'facebook', status: 'retained' })
  await lead('c', '2026-10-13T18:00:00.000Z', { section: 'Footer Inglés', locale: 'en', status: 'qualified' })
  // Sunday 21:00 in El Paso, already Monday in UTC: counts in the week of Oct 12.
  await lead('d', '2026-10-19T03:00:00.000Z', { section: 'Contacto', status: 'contacted' })
  // Outside the range: Sunday Oct 4 at 23:00 in El Paso, and Monday Oct 26.
  await lead('before', '2026-10-05T05:00:00.000Z', { section: 'Footer Español', status: 'new' })
  await lead('after', '2026-10-26T18:00:00.000Z', { section: 'Footer Español', status: 'new' })
})
afterAll(async () => {
  await env?.close()
})

describe('campaign figures (grouped queries)', () => {
  it('counts leads per week in the firm’s time zone, by section, source and language, and how many reached each status', async () => {
    const range = campaignRange(new URLSearchParams({ from: '2026-10-05', to: '2026-10-25' }), Date.now(), 'America/Denver')
    const figures = await campaignFigures(env.payload, range)
    expect(figures.weeks).toEqual([
      { week: '2026-10-05', leads: 2 },
      { week: '2026-10-12', leads: 2 },
      { week: '2026-10-19', leads: 0 },
    ])
    expect(figures.totals).toEqual({ leads: 4, contacted: 3, qualified: 2, retained: 1 })
    expect(figures.bySection).toEqual([
      { key: 'Footer Español', leads: 2, contacted: 1, qualified: 1, retained: 1 },
      { key: 'Contacto', leads: 1, contacted: 1, qualified: 0, retained: 0 },
      { key: 'Footer Inglés', leads: 1, contacted: 1, qualified: 1, retained: 0 },
    ])
    expect(figures.bySource).toEqual(
      expect.arrayContaining([
        { key: 'facebook', leads: 2, contacted: 1, qualified: 1, retained: 1 },
        { key: null, leads: 2, contacted: 2, qualified: 1, retained: 0 },
      ]),
    )
    expect(figures.byLanguage).toEqual([
      { key: 'es', leads: 3, contacted: 2, qualified: 1, retained: 1 },
      { key: 'en', leads: 1, contacted: 1, qualified: 1, retained: 0 },
    ])
  })

  it('measures the minutes from enquiry to first contact: median, p90 and share within 5 minutes, per week, staff member and source', async () => {
    const admin = (await env.payload.find({ collection: 'users', where: { roles: { in: ['admin'] } }, overrideAccess: true }))
      .docs[0]!
    const agent = (await env.payload.findByID({ collection: 'users', id: agentId, overrideAccess: true }))!
    // c first contacted by the agent 3 minutes after it came in, d by an admin after 20; a and b not yet.
    const contact = (key: string, by: number, createdAt: string, minutes: number) =>
      env.payload.update({
        collection: 'leads',
        id: ids[key]!,
        data: { firstContact: { by, at: new Date(Date.parse(createdAt) + minutes * 60_000).toISOString() } },
        overrideAccess: true,
      })
    await contact('c', agentId, '2026-10-13T18:00:00.000Z', 3)
    await contact('d', admin.id as number, '2026-10-19T03:00:00.000Z', 20)
    const range = campaignRange(new URLSearchParams({ from: '2026-10-05', to: '2026-10-25' }), Date.now(), 'America/Denver')
    const speed = await campaignSpeed(env.payload, range)
    expect(speed.total).toEqual({ key: null, leads: 4, contacted: 2, median: 3, p90: 20, withinTarget: 0.25 })
    expect(speed.byWeek.map((r) => [r.key, r.leads, r.contacted, r.median])).toEqual([
      ['2026-10-05', 2, 0, null],
      ['2026-10-12', 2, 2, 3],
    ])
    // Both test accounts are called "Staff": two people, two rows, told apart by their e-mail.
    expect(speed.byStaff.map((r) => [r.key, r.contacted, r.median])).toEqual(
      expect.arrayContaining([
        [agent.name === admin.name ? `${agent.name} (${agent.email})` : agent.name, 1, 3],
        [agent.name === admin.name ? `${admin.name} (${admin.email})` : admin.name, 1, 20],
      ]),
    )
    expect(speed.bySource).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'facebook', leads: 2, contacted: 0, withinTarget: 0 })]),
    )
  })

  it('splits the speed by weekday and hour on the first office’s clock, and inside or outside office hours', async () => {
    // Washington first: its clock (two hours ahead of El Paso in October) reads the weekdays and hours.
    await writeFirmSettings(env, [
      { name: 'Washington', city: 'Washington', timeZone: 'America/New_York', hours: [] },
      {
        name: 'El Paso',
        city: 'El Paso',
        timeZone: 'America/Denver',
        hours: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '18:00' }],
      },
    ])
    const range = campaignRange(new URLSearchParams({ from: '2026-10-05', to: '2026-10-25' }), Date.now(), 'America/Denver')
    const speed = await campaignSpeed(env.payload, range)
    expect(speed.clock).toEqual({ timeZone: 'America/New_York', city: 'Washington' })
    // a Tue 6 and c Tue 13 Oct at 14:00 in Washington (12:00 in El Paso), b Wed 7 at 14:00, d Sun 18 at 23:00 (21:00 in El Paso).
    expect(speed.byWeekday.map((r) => [r.key, r.leads, r.contacted, r.median])).toEqual([
      ['tue', 2, 1, 3],
      ['wed', 1, 0, null],
      ['sun', 1, 1, 20],
    ])
    expect(speed.byHour.map((r) => [r.key, r.leads])).toEqual([
      ['14', 3],
      ['23', 1],
    ])
    // Only El Paso has hours: open at noon on weekdays, closed on Sunday night.
    expect(speed.byOfficeHours.map((r) => [r.key, r.leads, r.contacted, r.median, r.withinTarget])).toEqual([
      ['inside', 3, 1, 3, 1 / 3],
      ['outside', 1, 1, 20, 0],
    ])
    await writeFirmSettings(env, [])
  })

  it('defaults to the last 12 weeks and survives nonsense in the URL', () => {
    const now = Date.parse('2026-11-23T18:00:00Z')
    expect(campaignRange(new URLSearchParams(), now, 'America/Denver')).toEqual({
      from: '2026-09-07',
      to: '2026-11-23',
      timeZone: 'America/Denver',
    })
    const swapped = campaignRange(new URLSearchParams({ from: '2026-11-01', to: '2026-10-01' }), now, 'America/Denver')
    expect([swapped.from, swapped.to]).toEqual(['2026-10-01', '2026-11-01'])
    expect(campaignRange(new URLSearchParams({ from: "2026-13-45'; drop", to: 'x' }), now, 'America/Denver').to).toBe(
      '2026-11-23',
    )
  })
})

describe('intake home', () => {
  it('lists new leads newest first with their count and working links, and counts the other statuses', async () => {
    const agent = await env.payload.find({ collection: 'users', where: { roles: { in: ['agent'] } }, overrideAccess: true })
    const home = await loadIntakeHome(env.payload, { ...agent.docs[0]!, collection: 'users' })
    expect(home.newCount).toBe(3)
    expect(home.newLeads.map((l) => l.name)).toEqual(['Lead after', 'Lead a', 'Lead before'])
    expect(home.newLeads[0]!.links?.tel).toBe('tel:+19155550142')
    expect(home.otherCounts.find((c) => c.status === 'contacted')?.count).toBe(1)
    expect(home.otherCounts.find((c) => c.status === 'retained')?.count).toBe(1)
  })
})

describe('POST /cms-api/intake/leads/:id/first-contact', () => {
  it('requires a staff login', async () => {
    const response = await call('POST', `intake/leads/${ids.a}/first-contact`, sameOrigin)
    expect(response.status).toBe(401)
  })

  it('refuses a post another site made the browser send', async () => {
    const response = await call('POST', `intake/leads/${ids.a}/first-contact`, {
      cookie: agentCookie,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    })
    expect(response.status).toBe(403)
  })

  it('answers 404 for a lead that does not exist or an id that is not one', async () => {
    expect((await call('POST', 'intake/leads/999999/first-contact', { cookie: agentCookie, ...sameOrigin })).status).toBe(404)
    expect((await call('POST', 'intake/leads/abc/first-contact', { cookie: agentCookie, ...sameOrigin })).status).toBe(404)
  })

  it('records the first tap of a staff member', async () => {
    const response = await call('POST', `intake/leads/${ids.a}/first-contact`, { cookie: agentCookie, ...sameOrigin })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { recorded: boolean }).recorded).toBe(true)
  })

  it('sets it once: a later tap by someone else changes nothing', async () => {
    type Answer = { recorded: boolean; firstContact: { by: unknown; at: string } | null }
    const first = (await (
      await call('POST', `intake/leads/${ids.b}/first-contact`, { cookie: agentCookie, ...sameOrigin })
    ).json()) as Answer
    const again = (await (
      await call('POST', `intake/leads/${ids.b}/first-contact`, { cookie: adminCookie, ...sameOrigin })
    ).json()) as Answer
    expect(first.recorded).toBe(true)
    expect(again.recorded).toBe(false)
    expect(again.firstContact).toEqual(first.firstContact)
    expect(first.firstContact?.by).toBe(agentId)
  })
})

describe('GET /cms-api/intake/campaigns.csv', () => {
  it('is for admins only', async () => {
    expect((await call('GET', 'intake/campaigns.csv')).status).toBe(401)
    expect((await call('GET', 'intake/campaigns.csv', { cookie: agentCookie, ...sameOrigin })).status).toBe(403)
  })

  it('gives admins the dashboard’s figures for the range', async () => {
    const response = await call('GET', 'intake/campaigns.csv?from=2026-10-05&to=2026-10-25', {
      cookie: adminCookie,
      ...sameOrigin,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const text = await response.text()
    expect(text).toContain('week,2026-10-05,2\r\n')
    expect(text).toContain('section,Footer Español,2,1,1,1\r\n')
    expect(text).toContain('total,,4,3,2,1\r\n')
  })
})
