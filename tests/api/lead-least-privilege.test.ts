import { describe, expect, it } from 'vitest'
import { BASE_URL } from '../fixtures/base-url'
import { seededStaff, sharedStaffToken } from '../fixtures/staff-session'

/**
 * Issue 47 over HTTP against the built site: a password without its second factor reaches nothing
 * of Payload's default access (draft versions, edit locks, preferences, jobs), and an agent cannot
 * change or delete leads in bulk. The rules themselves: tests/int/lead-least-privilege.test.ts.
 */
const STAFF = seededStaff()

async function passwordOnly(who: keyof typeof STAFF): Promise<Record<string, string>> {
  const login = await fetch(`${BASE_URL}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: STAFF[who].email, password: STAFF[who].password }),
  })
  expect(login.status).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

function send(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Response> {
  return fetch(`${BASE_URL}/cms-api/${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

describe('a session that owes its second factor', () => {
  it("reads no draft version, takes no edit lock and reaches none of Payload's own collections", async () => {
    const pending = await passwordOnly('admin')
    for (const path of [
      'posts/versions',
      'pages/versions',
      'payload-locked-documents',
      'payload-preferences',
      'payload-jobs',
      'payload-migrations',
      'globals/texts-home/versions',
    ]) {
      // 405: a collection Payload gives no REST route (payload-migrations).
      expect([401, 403, 405], path).toContain((await send('GET', `${path}?limit=1`, pending)).status)
    }
    const lock = await send('POST', 'payload-locked-documents', pending, {
      document: { relationTo: 'leads', value: 1 },
      globalSlug: null,
    })
    expect([401, 403]).toContain(lock.status)
    // The same account, signed in fully, does read versions.
    const full = { Authorization: `JWT ${await sharedStaffToken(BASE_URL, STAFF.admin)}` }
    expect((await send('GET', 'posts/versions?limit=1', full)).status).toBe(200)
  })
})

describe('an agent', () => {
  it('changes and deletes no leads in bulk', async () => {
    const agent = { Authorization: `JWT ${await sharedStaffToken(BASE_URL, STAFF.agent)}` }
    const where = 'where[status][equals]=new'
    expect((await send('PATCH', `leads?${where}`, agent, { status: 'spam' })).status).toBe(403)
    expect((await send('DELETE', `leads?${where}`, agent)).status).toBe(403)
  })
})
