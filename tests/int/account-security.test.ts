import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpSink } from '../../scripts/lib/smtp-sink.mjs'
import { unusedTotpCode } from '../fixtures/second-factor'
import { accountKey } from '@/features/staff-auth/login.server'
import { totpCode } from '@/features/staff-auth/second-factor/totp'
import { passwordMatches } from '@/features/staff-auth/password/matches'
import { enrolTestSecondFactor, ORIGIN, startLeadEnv, waitFor, type LeadEnv } from './helpers/lead-env'
import { adminLanguageCookie } from '@/lib/cookie-names'

/**
 * Issue 47: taking an account back. Through the real /cms-api route handlers on a throwaway
 * database, with a real SMTP sink: a change of one's own password, e-mail or recovery codes asks
 * for the current password and a fresh code; a password change, a second-factor reset and "sign
 * out everywhere" end the person's sessions and remove their push subscriptions; the owner is
 * mailed in their language; every security event is audited with a hashed client address; codes
 * are taken once even by racing requests; guessing codes is bounded and reported; sessions end
 * 12 hours after sign-in.
 */
type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Handlers = { GET: Handler; POST: Handler; PATCH: Handler; DELETE: Handler }

let env: LeadEnv
let rest: Handlers
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
const PASSWORD = 'lechuza tranvía 47 mandarina'
let admin: Staff
let adminToken: string | undefined
/** One admin session for the whole file (each sign-in spends a TOTP step of the admin's). */
const asAdmin = async (ip = freshIp()) => jwt((adminToken ??= await signIn(admin)), ip)

beforeAll(async () => {
  smtp = await startSmtpSink()
  env = await startLeadEnv({
    CLIENT_IP_HEADER: 'x-real-ip',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'Site <site@salazarimmigration.example>',
  })
  rest = (await import('@/app/(payload)/cms-api/[...slug]/route')) as unknown as Handlers
  admin = await newStaff(['admin'])
})
afterAll(async () => {
  await env?.close()
  await smtp?.close()
})

function call(method: keyof Handlers, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) {
  const url = new URL(`${ORIGIN}/cms-api/${path}`)
  const slug = url.pathname
    .replace(/^\/cms-api\//, '')
    .split('/')
    .filter(Boolean)
  const request = new Request(url, {
    method,
    headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  })
  return rest[method](request, { params: Promise.resolve({ slug }) })
}

let ipCounter = 0
const freshIp = () => `198.51.100.${++ipCounter}`

type Staff = { id: number; email: string; password: string; secret: string }

async function newStaff(roles: Array<'admin' | 'agent'> = ['agent']): Promise<Staff> {
  const email = `staff-${randomUUID().slice(0, 8)}@salazarimmigration.example`
  const user = await env.payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: 'Ana Pérez', roles },
    overrideAccess: true,
  })
  return { id: user.id, email, password: PASSWORD, secret: await enrolTestSecondFactor(env, user.id) }
}

/** A whole sign-in (password, then a fresh code) from `ip`: the session's token. */
async function signIn(
  staff: { email: string; password: string; secret: string },
  ip = freshIp(),
  language = 'es',
): Promise<string> {
  const login = await call('POST', 'users/login', {
    body: { email: staff.email, password: staff.password },
    headers: { 'x-real-ip': ip },
  })
  expect(login.status).toBe(200)
  const { token } = (await login.json()) as { token: string }
  // The admin language the person uses (Payload's payload-lng cookie): their notices' language.
  const lng = { cookie: `${adminLanguageCookie()}=${language}` }
  let response = await giveCode(token, await unusedTotpCode(staff.secret), ip, lng)
  for (let i = 0; i < 3 && response.status === 409; i++)
    response = await giveCode(token, await unusedTotpCode(staff.secret), ip, lng)
  expect(response.status).toBe(200)
  return token
}

function giveCode(token: string, code: string, ip = freshIp(), headers: Record<string, string> = {}) {
  return call('POST', 'users/second-factor', {
    body: { code },
    headers: { authorization: `JWT ${token}`, 'x-real-ip': ip, ...headers },
  })
}

const jwt = (token: string, ip = freshIp()) => ({ authorization: `JWT ${token}`, 'x-real-ip': ip })

/** Whether a token still opens staff data (a session ended, or owing a step, reads no leads). */
async function signedIn(token: string): Promise<boolean> {
  return (await call('GET', 'leads?limit=1', { headers: jwt(token) })).status === 200
}

async function pushDevice(userId: number): Promise<number> {
  const device = await env.payload.create({
    collection: 'push-subscriptions',
    data: {
      user: userId,
      endpoint: `https://push.example/${randomUUID()}`,
      p256dh: 'B'.repeat(87),
      auth: 'A'.repeat(22),
      device: 'Chrome · Android',
    },
    overrideAccess: true,
  })
  return device.id
}

const devicesOf = async (userId: number) =>
  (await env.payload.count({ collection: 'push-subscriptions', where: { user: { equals: userId } }, overrideAccess: true }))
    .totalDocs

/** A mail's text: quoted-printable undone (nodemailer's encoding of UTF-8 text). */
function decoded(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}
const mailsTo = (address: string, text: string) =>
  smtp.messages.filter((mail) => mail.to.includes(address) && decoded(mail.raw).includes(text))
const waitForMail = (address: string, text: string) => waitFor(async () => mailsTo(address, text).length > 0)

async function auditOf(action: string, subject: number) {
  const { docs } = await env.payload.find({
    collection: 'audit-log',
    where: { and: [{ action: { equals: action } }, { subject: { equals: subject } }] },
    overrideAccess: true,
    sort: '-createdAt',
    depth: 0,
  })
  return docs as Array<{
    actor?: number | null
    subject?: number | null
    client?: string | null
    summary: string
    detail?: unknown
  }>
}

describe('changing one’s own password, e-mail or recovery codes', () => {
  it('asks for the current password and a fresh code, and ends the thief’s session and devices on a new password', async () => {
    const owner = await newStaff()
    const thief = await signIn(owner, '203.0.113.66')
    const mine = await signIn(owner)
    await pushDevice(owner.id)
    const newPassword = 'girasol cometa 19 pizarra'
    const patch = (body: Record<string, unknown>, token = mine) =>
      call('PATCH', `users/${owner.id}`, { body, headers: jwt(token) })

    // The stolen session alone gets nowhere: no proof, a wrong password, no code, a wrong code.
    const bare = await patch({ password: newPassword })
    expect(bare.status).toBe(400)
    expect(await bare.text()).toMatch(/contraseña actual/)
    expect(
      (await patch({ password: newPassword, currentPassword: 'not it', confirmationCode: totpCode(owner.secret) })).status,
    ).toBe(400)
    expect((await patch({ password: newPassword, currentPassword: PASSWORD })).status).toBe(400)
    const wrongCode = await patch({ password: newPassword, currentPassword: PASSWORD, confirmationCode: '000000' })
    expect(wrongCode.status).toBe(400)
    expect(await wrongCode.text()).toMatch(/código no es correcto/)
    expect(await passwordMatches((await rawUser(owner.id))!, PASSWORD)).toBe(true)

    const changed = await patch({
      password: newPassword,
      currentPassword: PASSWORD,
      confirmationCode: await unusedTotpCode(owner.secret),
    })
    expect(changed.status).toBe(200)
    expect(await passwordMatches((await rawUser(owner.id))!, newPassword)).toBe(true)
    // The thief is out and their device gets no more lead alerts; the owner's own session stays.
    expect(await signedIn(thief)).toBe(false)
    expect(await signedIn(mine)).toBe(true)
    expect(await devicesOf(owner.id)).toBe(0)
    await waitForMail(owner.email, 'La contraseña de su cuenta cambió')
    const [entry] = await auditOf('password-changed', owner.id)
    expect(entry).toMatchObject({ actor: owner.id, subject: owner.id })
    expect(entry!.client).toMatch(/^ip:[0-9a-f]{16}$/)
    // Wrong answers were counted as guesses and audited.
    expect((await auditOf('second-factor-wrong', owner.id)).length).toBeGreaterThanOrEqual(2)
  }, 60_000)

  it('asks for the same proof to change the e-mail, and tells both the old and the new address', async () => {
    const owner = await newStaff()
    const token = await signIn(owner)
    const newEmail = `moved-${randomUUID().slice(0, 6)}@salazarimmigration.example`
    expect((await call('PATCH', `users/${owner.id}`, { body: { email: newEmail }, headers: jwt(token) })).status).toBe(400)
    const changed = await call('PATCH', `users/${owner.id}`, {
      body: { email: newEmail, currentPassword: PASSWORD, confirmationCode: await unusedTotpCode(owner.secret) },
      headers: jwt(token),
    })
    expect(changed.status).toBe(200)
    await waitForMail(owner.email, newEmail)
    await waitForMail(newEmail, 'El correo de su cuenta cambió')
    expect(await auditOf('email-changed', owner.id)).toHaveLength(1)
    // A name is changed freely: no proof asked.
    expect((await call('PATCH', `users/${owner.id}`, { body: { name: 'Ana P.' }, headers: jwt(token) })).status).toBe(200)
  }, 60_000)

  it('asks for the same proof for new recovery codes, and tells the owner in English when that is their language', async () => {
    const owner = await newStaff()
    const token = await signIn(owner, freshIp(), 'en')
    const renew = (body: Record<string, unknown>) =>
      call('POST', 'users/second-factor/recovery-codes', { body, headers: jwt(token) })
    expect((await renew({})).status).toBe(400)
    expect((await renew({ password: PASSWORD, code: '123456' })).status).toBe(400)
    expect((await renew({ password: 'wrong', code: await unusedTotpCode(owner.secret) })).status).toBe(400)
    const renewed = await renew({ password: PASSWORD, code: await unusedTotpCode(owner.secret) })
    expect(renewed.status).toBe(200)
    expect(((await renewed.json()) as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10)
    // The sign-in in English set the account's notice language.
    await waitForMail(owner.email, 'New recovery codes were made for your account')
    expect(await auditOf('recovery-codes-renewed', owner.id)).toHaveLength(1)
  }, 60_000)
})

async function rawUser(id: number) {
  return env.payload.db.findOne<{
    id: number
    hash?: string
    salt?: string
    sessions?: Array<{ id: string; createdAt: string }>
  }>({
    collection: 'users',
    where: { id: { equals: id } },
  })
}

describe('taking an account back', () => {
  it('a second-factor reset by an admin ends every session of the person and removes their devices', async () => {
    const owner = await newStaff()
    const thief = await signIn(owner)
    await pushDevice(owner.id)
    const reset = await call('PATCH', `users/${owner.id}`, { body: { resetSecondFactor: true }, headers: await asAdmin() })
    expect(reset.status).toBe(200)
    expect(await signedIn(thief)).toBe(false)
    // Not even the enrolment of a new authenticator: the session is gone, not merely unverified.
    expect((await call('GET', 'users/second-factor', { headers: jwt(thief) })).status).toBe(401)
    expect((await rawUser(owner.id))!.sessions ?? []).toHaveLength(0)
    expect(await devicesOf(owner.id)).toBe(0)
    await waitForMail(owner.email, 'Un administrador restableció la verificación en dos pasos')
    expect((await auditOf('second-factor-reset', owner.id))[0]).toMatchObject({ actor: admin.id })
  }, 60_000)

  it('"sign out everywhere" by an admin, or by the person on themself, ends all their sessions; others may not', async () => {
    const owner = await newStaff()
    const other = await newStaff()
    const first = await signIn(owner)
    const second = await signIn(owner)
    await pushDevice(owner.id)
    const refused = await call('PATCH', `users/${owner.id}`, {
      body: { signOutEverywhere: true },
      headers: jwt(await signIn(other)),
    })
    expect(refused.status).toBeGreaterThanOrEqual(403)
    expect(await signedIn(first)).toBe(true)

    expect(
      (await call('PATCH', `users/${owner.id}`, { body: { signOutEverywhere: true }, headers: await asAdmin() })).status,
    ).toBe(200)
    expect(await signedIn(first)).toBe(false)
    expect(await signedIn(second)).toBe(false)
    expect(await devicesOf(owner.id)).toBe(0)
    await waitForMail(owner.email, 'Se cerraron todas las sesiones de su cuenta')

    const again = await signIn(owner)
    expect((await call('PATCH', `users/${owner.id}`, { body: { signOutEverywhere: true }, headers: jwt(again) })).status).toBe(
      200,
    )
    expect(await signedIn(again)).toBe(false)
    const entries = await auditOf('signed-out-everywhere', owner.id)
    expect(entries.map((entry) => entry.actor)).toEqual([owner.id, admin.id])
  }, 60_000)

  it('a password set from a reset link ends the other sessions and devices, and tells the owner', async () => {
    const owner = await newStaff()
    const thief = await signIn(owner)
    await pushDevice(owner.id)
    await env.payload.db.updateOne({
      collection: 'users',
      id: owner.id,
      data: {
        resetPasswordToken: 'account-security-reset',
        resetPasswordExpiration: new Date(Date.now() + 3_600_000).toISOString(),
      },
    })
    const reset = await call('POST', 'users/reset-password', {
      body: { token: 'account-security-reset', password: 'nube tranvía 61 canela' },
    })
    expect(reset.status).toBe(200)
    expect(await signedIn(thief)).toBe(false)
    expect(await devicesOf(owner.id)).toBe(0)
    await waitForMail(owner.email, 'La contraseña de su cuenta cambió')
    expect(await auditOf('password-changed', owner.id)).toHaveLength(1)
  }, 60_000)
})

describe('security events in the audit log', () => {
  it('records sign-ins, failures, wrong codes, recovery codes, roles, creation and deletion with a hashed client', async () => {
    const ip = '192.0.2.77'
    const staff = await newStaff()
    expect(await auditOf('user-created', staff.id)).toHaveLength(1)
    const failed = await call('POST', 'users/login', {
      body: { email: staff.email, password: 'nope' },
      headers: { 'x-real-ip': ip },
    })
    expect(failed.status).toBe(401)
    const [failure] = await auditOf('sign-in-failed', staff.id)
    expect(failure!.client).toMatch(/^ip:[0-9a-f]{16}$/)
    expect(JSON.stringify(failure)).not.toContain(ip)
    expect(JSON.stringify(failure)).not.toContain(staff.email)

    const login = await call('POST', 'users/login', {
      body: { email: staff.email, password: PASSWORD },
      headers: { 'x-real-ip': ip },
    })
    const { token } = (await login.json()) as { token: string }
    expect((await giveCode(token, '000000', ip)).status).toBe(400)
    expect((await giveCode(token, await unusedTotpCode(staff.secret), ip)).status).toBe(200)
    expect((await auditOf('second-factor-wrong', staff.id))[0]!.client).toBe(failure!.client)
    expect((await auditOf('sign-in', staff.id))[0]).toMatchObject({ actor: staff.id, client: failure!.client })

    const renewed = await call('POST', 'users/second-factor/recovery-codes', {
      body: { password: PASSWORD, code: await unusedTotpCode(staff.secret) },
      headers: jwt(token, ip),
    })
    const { recoveryCodes } = (await renewed.json()) as { recoveryCodes: string[] }
    const login2 = await call('POST', 'users/login', {
      body: { email: staff.email, password: PASSWORD },
      headers: { 'x-real-ip': ip },
    })
    expect((await giveCode(((await login2.json()) as { token: string }).token, recoveryCodes[0]!, ip)).status).toBe(200)
    expect(await auditOf('recovery-code-used', staff.id)).toHaveLength(1)

    const adminHeaders = await asAdmin(ip)
    expect((await call('PATCH', `users/${staff.id}`, { body: { roles: ['intake-lead'] }, headers: adminHeaders })).status).toBe(
      200,
    )
    expect((await auditOf('roles-changed', staff.id))[0]!.detail).toEqual({ from: ['agent'], to: ['intake-lead'] })
    expect((await call('DELETE', `users/${staff.id}`, { headers: adminHeaders })).status).toBe(200)
    expect((await auditOf('user-deleted', staff.id))[0]).toMatchObject({ actor: admin.id, client: failure!.client })
  }, 60_000)
})

describe('second-factor codes', () => {
  it('are taken once even by two requests racing with the same code (TOTP and recovery)', async () => {
    const staff = await newStaff()
    const tokens = async () => {
      const out: string[] = []
      for (let i = 0; i < 2; i++) {
        const login = await call('POST', 'users/login', {
          body: { email: staff.email, password: PASSWORD },
          headers: { 'x-real-ip': freshIp() },
        })
        out.push(((await login.json()) as { token: string }).token)
      }
      return out
    }
    const [a, b] = await tokens()
    const code = await unusedTotpCode(staff.secret)
    const statuses = (await Promise.all([giveCode(a!, code), giveCode(b!, code)])).map((response) => response.status).sort()
    expect(statuses).toEqual([200, 409])

    const signed = await signIn(staff)
    const renewed = await call('POST', 'users/second-factor/recovery-codes', {
      body: { password: PASSWORD, code: await unusedTotpCode(staff.secret) },
      headers: jwt(signed),
    })
    const recovery = ((await renewed.json()) as { recoveryCodes: string[] }).recoveryCodes[0]!
    const [c, d] = await tokens()
    const raced = (await Promise.all([giveCode(c!, recovery), giveCode(d!, recovery)])).map((response) => response.status)
    expect(raced.filter((status) => status === 200)).toHaveLength(1)
  }, 90_000)

  it('guessed from elsewhere: mailed to the owner and admins at the 10th wrong one, capped at 50 a day; the owner’s trusted device still gets in', async () => {
    const staff = await newStaff()
    // The owner signs in once: that browser becomes a trusted device of the account.
    const login = await call('POST', 'users/login', {
      body: { email: staff.email, password: PASSWORD },
      headers: { 'x-real-ip': freshIp() },
    })
    const { token: ownToken } = (await login.json()) as { token: string }
    const verified = await giveCode(ownToken, await unusedTotpCode(staff.secret))
    const deviceCookie = verified.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('staff-device-'))!
      .split(';')[0]!

    // Nine earlier wrong guesses this day, far enough apart that no wait is owed now.
    const account = accountKey(staff.email)
    for (let i = 9; i >= 1; i--) {
      await env.payload.db.create({
        collection: 'login-attempts',
        data: { account, kind: 'second-factor', createdAt: new Date(Date.now() - i * 60 * 60_000).toISOString() },
      })
    }
    const guesser = await call('POST', 'users/login', {
      body: { email: staff.email, password: PASSWORD },
      headers: { 'x-real-ip': freshIp() },
    })
    const { token: guessToken } = (await guesser.json()) as { token: string }
    expect((await giveCode(guessToken, '000000')).status).toBe(400)
    await waitForMail(staff.email, 'escribió 10 códigos de verificación incorrectos')
    await waitForMail(admin.email, 'escribió 10 códigos de verificación incorrectos')
    expect(await auditOf('second-factor-guessing', staff.id)).toHaveLength(1)

    // At 50 in 24 hours, the guesser waits until the oldest leaves the day: hours, not seconds.
    for (let i = 0; i < 40; i++) {
      await env.payload.db.create({
        collection: 'login-attempts',
        data: { account, kind: 'second-factor', createdAt: new Date(Date.now() - (20 + i) * 60_000).toISOString() },
      })
    }
    const capped = await giveCode(guessToken, totpCode(staff.secret))
    expect(capped.status).toBe(429)
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(60 * 60)
    // The owner, from their trusted device, is not held back by the guesser's count.
    const again = await call('POST', 'users/login', {
      body: { email: staff.email, password: PASSWORD },
      headers: { 'x-real-ip': freshIp(), cookie: deviceCookie },
    })
    const { token: ownAgain } = (await again.json()) as { token: string }
    expect((await giveCode(ownAgain, await unusedTotpCode(staff.secret), freshIp(), { cookie: deviceCookie })).status).toBe(200)
  }, 90_000)
})

describe('sessions', () => {
  it('end 12 hours after their sign-in, however active', async () => {
    const staff = await newStaff()
    const token = await signIn(staff)
    expect(await signedIn(token)).toBe(true)
    const user = (await rawUser(staff.id))!
    const aged = (user.sessions ?? []).map((session) => ({
      ...session,
      createdAt: new Date(Date.now() - 12 * 60 * 60_000 - 60_000).toISOString(),
    }))
    await env.payload.db.updateOne({ collection: 'users', id: staff.id, data: { sessions: aged } })
    expect(await signedIn(token)).toBe(false)
    // Removed, so Payload's own JWT check does not take it either.
    expect((await call('GET', 'users/me', { headers: jwt(token) })).status).toBe(200)
    expect(((await (await call('GET', 'users/me', { headers: jwt(token) })).json()) as { user: unknown }).user).toBeNull()
    expect((await rawUser(staff.id))!.sessions ?? []).toHaveLength(0)
  }, 60_000)

  it('checks passwords as Payload hashed them', async () => {
    const staff = await newStaff()
    const stored = (await rawUser(staff.id))!
    expect(stored.hash).toMatch(/^pbkdf2-sha256-v1:/)
    expect(await passwordMatches(stored, PASSWORD)).toBe(true)
    expect(await passwordMatches(stored, `${PASSWORD}x`)).toBe(false)
  })
})
