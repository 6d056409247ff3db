import 'server-only'
import type { Payload, Where } from 'payload'
import { logger } from '@/server/logger'
import { recordAuditQuietly } from '@/features/audit/record.server'
import { clientIp, clientKey, readBodyBytes } from '@/server/request'
import { accountKey, accountRule, clientRule, longestWindowMs, throttleWaitMs, trustedDeviceRule } from './throttle'
import { trustedDeviceId } from './trusted-device'

/**
 * POST /cms-api/users/login (the admin's login form and any API client) around Payload's own
 * handler: per-client and per-account throttling kept in the database (collection login-attempts,
 * shared by every app instance), and answers that do not tell known accounts from unknown ones.
 */
const ATTEMPTS = 'login-attempts'
const USERS = 'users'

export const THROTTLED_MESSAGE = 'Too many login attempts. Please wait a few seconds and try again.'
const MISSING_MESSAGE = 'Email and password are required.'

/**
 * Every failed login answers no sooner than this. The dummy hash below already costs an unknown
 * account what a known one costs; the floor hides what is left (a database read, scheduling).
 */
export const FAILURE_FLOOR_MS = 400

/**
 * How long Payload's own check of a known account's password has taken lately (its hash is slow on
 * purpose). An unknown account is answered no sooner than that, so the answer's timing does not
 * tell which addresses have accounts; measured rather than copied from Payload's hash settings, so
 * it follows them through an upgrade. Until a known account has been checked, the floor alone.
 */
const RECENT_CHECKS = 5
const recentCheckMs: number[] = []

function recordPasswordCheck(ms: number): void {
  recentCheckMs.push(ms)
  if (recentCheckMs.length > RECENT_CHECKS) recentCheckMs.shift()
}

/** The median of the recent checks of a known account's password (0 before the first). */
export function typicalPasswordCheckMs(): number {
  if (recentCheckMs.length === 0) return 0
  return [...recentCheckMs].sort((a, b) => a - b)[Math.floor(recentCheckMs.length / 2)]!
}

function errorJson(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

type LoginFields = { email: string; password: string }

/**
 * The fields of an auth body (login, forgot-password, reset-password) in any form Payload accepts,
 * or null when it cannot be read.
 */
export async function readAuthBody(request: Request): Promise<Record<string, unknown> | null> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  let data: unknown
  try {
    const bytes = await readBodyBytes(request.clone())
    const text = new TextDecoder().decode(bytes)
    if (type === 'application/json') {
      data = JSON.parse(text)
    } else if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
      const form = await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type')! } }).formData()
      const wrapped = form.get('_payload')
      // Payload's admin forms send the fields as JSON in one `_payload` part.
      data = typeof wrapped === 'string' ? JSON.parse(wrapped) : Object.fromEntries(form)
    } else {
      return null
    }
  } catch {
    return null
  }
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null
}

/** The e-mail and password of a login body in any form Payload accepts, or null. */
export async function readLoginFields(request: Request): Promise<LoginFields | null> {
  const data = await readAuthBody(request)
  if (!data) return null
  const { email, password } = data
  if (typeof email !== 'string' || typeof password !== 'string' || email.trim() === '' || password === '') return null
  if (email.length > 320 || password.length > 1024) return null
  return { email, password }
}

export { accountKey }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export type AttemptKind = 'login' | 'refused' | 'reset' | 'reset-mail' | 'second-factor'
type AttemptWhere = Where

/** Times of the attempts matching `where` in the window, written before `ownId` (when given). */
export async function previousAttempts(payload: Payload, where: AttemptWhere[], since: Date, ownId?: number): Promise<Date[]> {
  const found = await payload.find({
    collection: ATTEMPTS,
    where: {
      and: [
        ...where,
        { createdAt: { greater_than: since.toISOString() } },
        ...(ownId === undefined ? [] : [{ id: { less_than: ownId } }]),
      ],
    },
    sort: '-createdAt',
    // Enough rows to reach the longest delay or limit; more would not change the answer.
    limit: 64,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { createdAt: true },
  })
  return found.docs.map((doc) => new Date(doc.createdAt))
}

/**
 * Old rows go on every attempt: one indexed delete keeps the table to the longest window. It is
 * housekeeping (the counts read only rows inside their windows), so a delete that fails (a lock
 * wait, a lost connection) is logged and left to the next attempt rather than failing a staff member's login.
 */
export async function sweepAttempts(payload: Payload, now = Date.now()): Promise<void> {
  try {
    await payload.db.deleteMany({
      collection: ATTEMPTS,
      where: { createdAt: { less_than: new Date(now - longestWindowMs).toISOString() } },
    })
  } catch (error) {
    payload.logger.warn({ err: error, event: 'login.sweep.failed' }, 'old login attempts not swept; the next attempt retries')
  }
}

export function throttledAnswer(waitMs: number): Response {
  return errorJson(429, THROTTLED_MESSAGE, { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) })
}

/**
 * The wait an attempt must still honour, judged only by attempts written before it (`ownId`).
 * From a trusted device of the account: that device's own attempts. From anywhere else: the
 * client's attempts (refused ones too) and the account's checked passwords, trusted devices'
 * apart.
 */
async function loginWaitMs(
  payload: Payload,
  who: { account: string; client: string | null; device: string | null },
  ownId: number,
  now: number,
): Promise<number> {
  const since = new Date(now - longestWindowMs)
  const judgedAt = Date.now()
  if (who.device) {
    const byDevice = await previousAttempts(
      payload,
      [{ device: { equals: who.device } }, { kind: { in: ['login', 'refused'] } }],
      since,
      ownId,
    )
    return throttleWaitMs(byDevice, trustedDeviceRule, judgedAt)
  }
  const [byAccount, byClient] = await Promise.all([
    previousAttempts(
      payload,
      [{ account: { equals: who.account } }, { kind: { equals: 'login' } }, { device: { exists: false } }],
      since,
      ownId,
    ),
    who.client
      ? previousAttempts(
          payload,
          [{ ip: { equals: who.client } }, { kind: { in: ['login', 'refused'] } }, { device: { exists: false } }],
          since,
          ownId,
        )
      : Promise.resolve([]),
  ])
  // Without a client address (clientIp null: no trusted proxy) only the per-account limit applies.
  return Math.max(
    throttleWaitMs(byAccount, accountRule, judgedAt),
    who.client ? throttleWaitMs(byClient, clientRule, judgedAt) : 0,
  )
}

export type LoginOutcome = {
  response: Response
  user: { id: number; email: string; name?: string | null } | null
  password: string
}

export async function throttledLogin(
  payload: Payload,
  request: Request,
  login: () => Promise<Response>,
  onSuccess?: (outcome: LoginOutcome) => Promise<Response>,
): Promise<Response> {
  const startedAt = performance.now()
  const fields = await readLoginFields(request)
  if (!fields) return errorJson(400, MISSING_MESSAGE)

  const account = accountKey(fields.email)
  const ip = clientIp(request)
  const client = clientKey(ip)
  const device = trustedDeviceId(request, payload.secret, account)
  const now = Date.now()
  await sweepAttempts(payload, now)

  // The attempt is written before it is judged, so parallel attempts see each other; each one is
  // judged only by those written before it (lower id), and the first of a burst goes through.
  const own = await payload.create({
    collection: ATTEMPTS,
    data: { account, ip: client, device, kind: 'login' },
    overrideAccess: true,
  })
  const waitMs = await loginWaitMs(payload, { account, client, device }, own.id, now)
  if (waitMs > 0) {
    // Kept as a refusal: it counts against this client (or device), never against the account.
    await payload.update({ collection: ATTEMPTS, id: own.id, data: { kind: 'refused' }, overrideAccess: true })
    logger.warn(
      { event: 'staff.login.throttled', ip, account: account.slice(0, 12), trusted: Boolean(device), waitMs },
      'staff login throttled',
    )
    return throttledAnswer(waitMs)
  }

  const known = await payload.db.findOne<{ id: number; email: string; name?: string | null }>({
    collection: USERS,
    where: { email: { equals: fields.email.trim().toLowerCase() } },
  })
  const checkStartedAt = performance.now()
  const response = await login()
  const checkMs = performance.now() - checkStartedAt
  if (known && (response.ok || response.status === 401)) recordPasswordCheck(checkMs)
  // An unknown account is refused without a hash: it waits what a known account's check takes.
  else if (!known) await sleep(typicalPasswordCheckMs() - checkMs)

  if (response.ok) {
    // The owner's password was right: the account's failures from where they signed in stop
    // counting (from a trusted device, that device's; else the untrusted ones, a stranger's
    // included). The client's do not (an attacker with one valid account must not reset their
    // own address's count with it).
    await payload.db.deleteMany({
      collection: ATTEMPTS,
      where: {
        and: [
          { account: { equals: account } },
          { kind: { equals: 'login' } },
          device ? { device: { equals: device } } : { device: { exists: false } },
        ],
      },
    })
    return onSuccess ? onSuccess({ response, user: known, password: fields.password }) : response
  }
  if (response.status === 401) {
    // The account as a hash prefix, as in the log: the typed e-mail may be a password typed in the wrong box.
    await recordAuditQuietly(payload, {
      action: 'sign-in-failed',
      subject: known?.id ?? null,
      from: request,
      summary: `Contraseña incorrecta (cuenta ${account.slice(0, 12)}) / wrong password`,
      detail: { account: account.slice(0, 12), known: Boolean(known) },
    })
    logger.info(
      { event: 'staff.login.failed', ip, account: account.slice(0, 12), ms: Math.round(performance.now() - startedAt) },
      'staff login failed',
    )
    await sleep(FAILURE_FLOOR_MS - (performance.now() - startedAt))
    return response
  }
  // Anything else (a malformed body Payload refused, a server fault) is not a guess at a password.
  // By a query, not by id: a sign-in of the same account may have cleared this row meanwhile.
  await payload.db.deleteMany({ collection: ATTEMPTS, where: { id: { equals: own.id } } })
  return response
}
