import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, waitForOk } from '../../scripts/lib/net.mjs'
import { adminLanguageCookie, csrfCookie, staffSessionCookie } from '../../src/lib/cookie-names'
import { seededStaff, signInOverHttp } from '../fixtures/staff-session'
import { nextStartArgs } from '../../scripts/lib/next-server.mjs'

/**
 * A site whose SITE_URL is https names its staff session and security cookies `__Host-…`
 * (src/lib/cookie-names.ts, issue 47): a second instance of the built site on the same database,
 * started here with an https SITE_URL (TLS itself is the proxy's, as in production behind Caddy;
 * the cookies do not depend on the request saying so). The suite's own server, on plain http,
 * keeps the bare names, which every other test uses.
 */
type Cookie = { name: string; value: string; attributes: Map<string, string> }

function parse(line: string): Cookie {
  const [pair, ...rest] = line.split(';')
  const at = pair!.indexOf('=')
  return {
    name: pair!.slice(0, at).trim(),
    value: pair!.slice(at + 1).trim(),
    attributes: new Map(
      rest.map((part) => {
        const [name, ...value] = part.split('=')
        return [name!.trim().toLowerCase(), value.join('=').trim()] as const
      }),
    ),
  }
}

function expectHostOnly(cookie: Cookie | undefined, name: string) {
  expect(cookie, name).toBeDefined()
  expect(cookie!.attributes.has('secure'), `${name}: Secure`).toBe(true)
  expect(cookie!.attributes.get('path'), `${name}: Path`).toBe('/')
  expect(cookie!.attributes.has('domain'), `${name}: no Domain`).toBe(false)
}

describe.runIf(process.env.TEST_BASE_URL)('cookies of a site served over https', () => {
  let app: ChildProcess | undefined
  let log = ''
  let base = ''
  let origin = ''

  beforeAll(async () => {
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    origin = `https://localhost:${port}`
    app = spawn(process.execPath, nextStartArgs(port), {
      env: { ...process.env, PORT: String(port), SITE_URL: origin, NOTIFY_WORKER: '0', PUBLISH_WORKER: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    app.stdout!.on('data', (d) => (log += d))
    app.stderr!.on('data', (d) => (log += d))
    await waitForOk(`${base}/api/categoria`, 90_000).catch((error) => {
      throw new Error(`${error}\n${log}`)
    })
  }, 120_000)

  afterAll(() => {
    if (app?.pid) {
      try {
        process.kill(-app.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
  })

  it('signs staff in with a `__Host-` session cookie: Secure, Path=/, no Domain; and takes it back', async () => {
    const name = staffSessionCookie(true)
    expect(name).toBe('__Host-payload-token')
    const { cookies } = await signInOverHttp(base, seededStaff().agent)
    const parsed = cookies.map(parse)
    const session = parsed.filter((cookie) => cookie.name === name).at(-1)
    expectHostOnly(session, name)
    expect(session!.attributes.get('samesite')?.toLowerCase()).toBe('lax')
    expect(parsed.map((cookie) => cookie.name)).not.toContain(staffSessionCookie(false))
    // The trusted device: only the sign-in endpoints' path, so `__Secure-`, never sent in clear.
    const device = parsed.find((cookie) => cookie.name.includes('staff-device-'))
    expect(device?.name).toMatch(/^__Secure-staff-device-/)
    expect(device?.attributes.has('secure')).toBe(true)

    // The browser sends it back under that name, from the site's own origin: signed in.
    const me = await fetch(`${base}/cms-api/users/me`, {
      headers: { Cookie: `${name}=${session!.value}`, Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(me.status).toBe(200)
    expect(((await me.json()) as { user: { email?: string } | null }).user?.email).toBe(seededStaff().agent.email)
    // The bare name opens nothing there.
    const bare = await fetch(`${base}/cms-api/users/me`, {
      headers: { Cookie: `${staffSessionCookie(false)}=${session!.value}`, Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(((await bare.json()) as { user: unknown }).user).toBeNull()
  })

  it('sets the admin language and the forms’ anti-forgery binding as `__Host-` cookies', async () => {
    const admin = await fetch(`${base}/admin/login`, { redirect: 'manual' })
    const language = admin.headers
      .getSetCookie()
      .map(parse)
      .find((cookie) => cookie.name === adminLanguageCookie(true))
    expectHostOnly(language, adminLanguageCookie(true))
    expect(language!.value).toBe('es')

    const token = await fetch(`${base}/csrf-token`)
    const binding = token.headers
      .getSetCookie()
      .map(parse)
      .find((cookie) => cookie.name === csrfCookie(true))
    expectHostOnly(binding, csrfCookie(true))
    expect(binding!.attributes.has('httponly')).toBe(true)
  })
})
