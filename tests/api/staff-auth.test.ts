import { afterAll, describe, expect, it } from 'vitest'
import { BASE_URL, getJson } from '../fixtures/base-url'
import { seededStaff, sharedStaffToken } from '../fixtures/staff-session'
import { smtpSinkUrl } from '../fixtures/smtp-sink'
import { staffSessionCookie } from '../../src/lib/cookie-names'

/**
 * The staff side of the CMS over HTTP, against the built site: password-reset e-mails really
 * reach the SMTP sink that scripts/test.mjs runs, login answers do not tell accounts apart, the
 * login throttle answers 429 with Retry-After, agents cannot unlock accounts, the public reads only
 * the public part of site settings, and client mistakes in CMS URLs are 4xx.
 *
 * Few failed logins on purpose (the per-client limit allows 10 per 15 minutes, and other test files
 * log in from the same address); afterAll removes this file's attempts from the count.
 */
const STAFF = seededStaff()
const ADMIN_EMAIL = STAFF.admin.email
const AGENT = STAFF.agent

type SinkMessage = { to: string[]; raw: string; at: string }

async function sinkMessages(): Promise<SinkMessage[]> {
  return (await (await fetch(smtpSinkUrl())).json()) as SinkMessage[]
}

/** The message body as text: quoted-printable soft breaks and escapes undone. */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

/** A session that has given the second factor (the run's shared one, tests/fixtures/staff-session.ts). */
async function loginToken(who: keyof typeof STAFF): Promise<string> {
  return sharedStaffToken(BASE_URL, STAFF[who])
}

afterAll(async () => {
  // Admins may clear the attempt log (collection login-attempts): other files' logins from this
  // address must not inherit this file's failures.
  const token = await loginToken('admin')
  const cleared = await fetch(`${BASE_URL}/cms-api/login-attempts?where[account][exists]=true`, {
    method: 'DELETE',
    headers: { Authorization: `JWT ${token}` },
  })
  expect(cleared.status).toBe(200)
})

describe('password reset e-mail', () => {
  it('sends a staff member a working reset link, and answers an unknown address the same without sending anything', async () => {
    // An account of its own: a reset ends every session of the account, and the other test files
    // share the seeded accounts' sessions.
    const email = `restablecer-${Date.now()}@salazarimmigration.example`
    const password = 'mezquite farol 48 ribera'
    const created = await post(
      '/cms-api/users',
      { email, password, name: 'Cuenta de restablecimiento', roles: ['agent'] },
      { Authorization: `JWT ${await loginToken('admin')}` },
    )
    expect(created.status).toBe(201)
    const since = new Date().toISOString()
    const known = await post('/cms-api/users/forgot-password', { email })
    const unknownAddress = `nobody-${Date.now()}@salazarimmigration.example`
    const unknown = await post('/cms-api/users/forgot-password', { email: unknownAddress })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(known.status)
    expect(await unknown.text()).toBe(await known.text())

    let mail: SinkMessage | undefined
    for (let i = 0; i < 60 && !mail; i++) {
      mail = (await sinkMessages()).find((m) => m.at >= since && m.to.includes(email))
      if (!mail) await new Promise((r) => setTimeout(r, 500))
    }
    expect(mail, 'reset e-mail in the sink').toBeDefined()
    const body = decoded(mail!.raw)
    // The link is on the site's own origin (SITE_URL), whatever Host header the request carried.
    const origin = (process.env.SITE_URL ?? BASE_URL).replace(/\/+$/, '')
    const link = new RegExp(`${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/admin/reset/([A-Za-z0-9_-]+)`).exec(body)
    expect(link, body).not.toBeNull()
    expect(body).not.toContain(password)

    // The link's token sets a new password, which then signs in.
    const newPassword = 'acequia nogal 91 vereda'
    const reset = await post('/cms-api/users/reset-password', { token: link![1], password: newPassword })
    expect(reset.status).toBe(200)
    expect((await post('/cms-api/users/login', { email, password: newPassword })).status).toBe(200)
    const { doc } = (await created.json()) as { doc: { id: number | string } }
    const removed = await fetch(`${BASE_URL}/cms-api/users/${doc.id}`, {
      method: 'DELETE',
      headers: { Authorization: `JWT ${await loginToken('admin')}` },
    })
    expect(removed.status).toBe(200)

    await new Promise((r) => setTimeout(r, 1500))
    expect((await sinkMessages()).some((m) => m.to.includes(unknownAddress))).toBe(false)
  })
})

describe('staff login', () => {
  it('answers a wrong password and an unknown account with the same status and body, no Secure over http', async () => {
    const known = await post('/cms-api/users/login', { email: ADMIN_EMAIL, password: 'not the password' })
    const unknown = await post('/cms-api/users/login', {
      email: `nobody-${Date.now()}@example.com`,
      password: 'not the password',
    })
    expect(known.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await unknown.text()).toBe(await known.text())

    const ok = await post('/cms-api/users/login', { email: AGENT.email, password: AGENT.password })
    expect(ok.status).toBe(200)
    const cookies = ok.headers.getSetCookie()
    expect(cookies.some((c) => c.startsWith(`${staffSessionCookie()}=`))).toBe(true)
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*Secure/i)
  })

  it('throttles repeated failures with a 429, Retry-After and a generic message', async () => {
    const email = `throttle-${Date.now()}@example.com`
    let response: Response | undefined
    for (let i = 0; i < 8; i++) {
      response = await post('/cms-api/users/login', { email, password: `guess ${i}` })
      if (response.status === 429) break
      expect(response.status).toBe(401)
      expect(i).toBeLessThan(7)
    }
    expect(response!.status).toBe(429)
    const retryAfter = Number(response!.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(30)
    expect(((await response!.json()) as { errors: Array<{ message: string }> }).errors[0]!.message).toMatch(
      /too many login attempts/i,
    )
  })

  it('asks API clients for the second factor: a password alone reads nothing staff-only', async () => {
    const login = await post('/cms-api/users/login', { email: AGENT.email, password: AGENT.password })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const auth = { Authorization: `JWT ${token}` }
    expect((await fetch(`${BASE_URL}/cms-api/leads?limit=1`, { headers: auth })).status).toBe(403)
    expect([401, 403]).toContain((await fetch(`${BASE_URL}/api/staff/leads.csv`, { headers: auth })).status)
    const step = await fetch(`${BASE_URL}/cms-api/users/second-factor`, { headers: auth })
    expect(await step.json()).toEqual({ step: 'second-factor' })
  })

  it('does not let an agent unlock accounts', async () => {
    const token = await loginToken('agent')
    const response = await post('/cms-api/users/unlock', { email: ADMIN_EMAIL }, { Authorization: `JWT ${token}` })
    expect(response.status).toBe(403)
  })
})

describe('taking an account back (issue 47)', () => {
  it('a signed-in session cannot change its own password, e-mail or recovery codes without the password and a code', async () => {
    const token = await loginToken('agent')
    const auth = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
    const me = (await (await fetch(`${BASE_URL}/cms-api/users/me`, { headers: auth })).json()) as { user: { id: number } }
    for (const body of [{ password: 'girasol cometa 19 pizarra' }, { email: 'thief@example.com' }]) {
      const response = await fetch(`${BASE_URL}/cms-api/users/${me.user.id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify(body),
      })
      expect(response.status).toBe(400)
    }
    const codes = await post('/cms-api/users/second-factor/recovery-codes', {}, { Authorization: `JWT ${token}` })
    expect(codes.status).toBe(400)
    // Nothing changed: the agent still signs in with the same password.
    expect((await post('/cms-api/users/login', { email: AGENT.email, password: AGENT.password })).status).toBe(200)
  })

  it('audits sign-ins with a hashed client address, readable by admins only', async () => {
    const admin = { Authorization: `JWT ${await loginToken('admin')}` }
    // Sign-ins that named their address (the shared session's, X-Real-IP as nginx writes it); one
    // sent straight to the app without it is recorded with no address.
    const entries = await fetch(
      `${BASE_URL}/cms-api/audit-log?where[action][equals]=sign-in&where[client][exists]=true&sort=-createdAt&limit=5`,
      { headers: admin },
    )
    expect(entries.status).toBe(200)
    const { docs } = (await entries.json()) as { docs: Array<{ client?: string | null; subject?: number | null }> }
    expect(docs.length).toBeGreaterThan(0)
    expect(docs[0]!.client).toMatch(/^ip:[0-9a-f]{16}$/)
    const asAgent = await fetch(`${BASE_URL}/cms-api/audit-log?limit=1`, {
      headers: { Authorization: `JWT ${await loginToken('agent')}` },
    })
    expect(asAgent.status).toBe(403)
  })
})

describe('site settings over REST', () => {
  it('give the public the contact facts but not the intake inbox or the agents', async () => {
    const { status, body } = await getJson<Record<string, unknown>>('/cms-api/globals/site-settings')
    expect(status).toBe(200)
    expect(body.firmName).toBeTruthy()
    expect(body.email).toBeTruthy()
    expect(body).not.toHaveProperty('intakeEmail')
    // Payload answers a denied array field as [] (afterRead puts an empty list back): no names.
    expect(body.socialMediaAgents ?? []).toEqual([])
    expect(JSON.stringify(body)).not.toContain('intake@')
  })
})

describe('CMS REST client mistakes', () => {
  it.each([
    ['/cms-api/posts/abc', 404],
    ['/cms-api/posts?where[id][near]=1,2,3', 400],
    ['/cms-api/posts?where[category][equals]=abc', 400],
    ['/cms-api/posts?where=notjson', 400],
    ['/cms-api/posts?limit=99999999999999999999', 400],
    ['/cms-api/media/file/nonexistent.webp', 404],
  ])('%s → %i', async (path, status) => {
    const response = await getJson<{ errors: Array<{ message: string }> }>(path)
    expect(response.status).toBe(status)
    expect(response.body.errors[0]!.message).toBeTruthy()
  })
})
