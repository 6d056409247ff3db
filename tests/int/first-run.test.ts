import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, startLeadEnv, type LeadEnv } from './helpers/lead-env'
import { staffSessionCookie } from '@/lib/cookie-names'

/**
 * A safe first run (issue 21): the first account needs the one-time setup token, through Payload's
 * own REST handler (what /admin/create-first-user posts to), and the seed loads no demo content
 * unless SEED_DEMO=1. On the run's PostgreSQL (a copy of its template database).
 */
type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
const SETUP_TOKEN = 'first-run-setup-token-0123456789'
let env: LeadEnv
let post: Handler

beforeAll(async () => {
  env = await startLeadEnv({ SETUP_TOKEN })
  post = ((await import('@/app/(payload)/cms-api/[...slug]/route')) as unknown as { POST: Handler }).POST
})
afterAll(async () => {
  delete process.env.SETUP_TOKEN
  await env?.close()
})

function firstRegister(body: Record<string, unknown>, query = ''): Promise<Response> {
  const request = new Request(`${ORIGIN}/cms-api/users/first-register${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return post(request, { params: Promise.resolve({ slug: ['users', 'first-register'] }) })
}

const account = { email: 'owner@firm.example', password: 'a-long-owner-password-1', name: 'Owner', roles: ['agent'] }

describe('first admin', () => {
  it('refuses the first registration without the setup token, or with a wrong one, and creates nobody', async () => {
    for (const body of [account, { ...account, setupToken: 'guess' }, { ...account, setupToken: '' }]) {
      const response = await firstRegister(body)
      expect(response.status).toBe(400)
      expect(JSON.stringify(await response.json())).toMatch(/setup code|código de instalación/i)
    }
    expect((await firstRegister(account, '?token=wrong')).status).toBe(400)
    expect((await env.payload.count({ collection: 'users' })).totalDocs).toBe(0)
  })

  it('refuses a plain REST create of a user without a signed-in admin', async () => {
    const request = new Request(`${ORIGIN}/cms-api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, setupToken: SETUP_TOKEN }),
    })
    const response = await post(request, { params: Promise.resolve({ slug: ['users'] }) })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect((await env.payload.count({ collection: 'users' })).totalDocs).toBe(0)
  })

  it('creates the first account with the token, as an admin whatever role was asked, and signs it in', async () => {
    const response = await firstRegister({ ...account, setupToken: SETUP_TOKEN })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toContain(`${staffSessionCookie()}=`)
    const { docs } = await env.payload.find({ collection: 'users', overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ email: account.email, roles: ['admin'] })
    expect(docs[0]).not.toHaveProperty('setupToken', SETUP_TOKEN)
  })

  it('is single-use: once an account exists the same token opens nothing', async () => {
    const response = await firstRegister({ ...account, email: 'second@firm.example', setupToken: SETUP_TOKEN })
    expect(response.status).toBe(403)
    expect((await env.payload.count({ collection: 'users' })).totalDocs).toBe(1)
  })
})

describe('seed without SEED_DEMO', () => {
  it('adds no demo content, and no staff account when one exists', async () => {
    const { seed } = await import('@/seed/seed')
    const lines: string[] = []
    const result = await seed(env.payload, { env: {}, log: (line) => lines.push(line) })
    expect(result.seeded).toBe(false)
    expect(lines.join('\n')).toMatch(/^Seed skipped/m)
    for (const collection of [
      'posts',
      'attorneys',
      'reviews',
      'testimonials',
      'attorney-testimonials',
      'lives',
      'media',
    ] as const) {
      expect((await env.payload.count({ collection })).totalDocs, collection).toBe(0)
    }
    const settings = await env.payload.findGlobal({ slug: 'site-settings' })
    expect(settings.firmName ?? '').toBe('')
  })

  it('on a database without users creates the admin only: no demo agent, no content', async () => {
    await env.payload.db.deleteMany({ collection: 'users', where: {}, req: {} })
    const { seed } = await import('@/seed/seed')
    const lines: string[] = []
    const result = await seed(env.payload, {
      env: { SEED_ADMIN_EMAIL: 'boss@firm.example', SEED_ADMIN_PASSWORD: 'boss-password-0123456789' },
      log: (line) => lines.push(line),
    })
    expect(result.seeded).toBe(false)
    expect(lines.join('\n')).toMatch(/^Seeded the staff accounts only/m)
    const { docs } = await env.payload.find({ collection: 'users', overrideAccess: true })
    expect(docs.map((user) => [user.email, user.roles])).toEqual([['boss@firm.example', ['admin']]])
    for (const collection of ['posts', 'attorneys', 'reviews', 'categories', 'media'] as const) {
      expect((await env.payload.count({ collection })).totalDocs, collection).toBe(0)
    }
  })
})
