import 'server-only'
import { createHash, pbkdf2, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { logger } from '@/server/logger'
import { clientIp, readBodyBytes } from '@/server/request'
import { accountRule, clientRule, longestWindowMs, throttleWaitMs } from './throttle'

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
 * Payload's current password scheme (pbkdf2-sha256-v1: 600,000 iterations, 32-byte key; see
 * payload/dist/auth/strategies/local/generatePasswordSaltHash.js). An unknown account gets the
 * same work, so it is not answered in a tenth of the time.
 */
const HASH_ITERATIONS = 600_000
const HASH_KEY_LENGTH = 32

function errorJson(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

type LoginFields = { email: string; password: string }

/** The e-mail and password of a login body in any form Payload accepts, or null. */
export async function readLoginFields(request: Request): Promise<LoginFields | null> {
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
  if (!data || typeof data !== 'object') return null
  const { email, password } = data as Record<string, unknown>
  if (typeof email !== 'string' || typeof password !== 'string' || email.trim() === '' || password === '') return null
  if (email.length > 320 || password.length > 1024) return null
  return { email, password }
}

export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
}

function dummyHash(password: string): Promise<void> {
  return new Promise((resolve) => {
    pbkdf2(password, randomBytes(32).toString('hex'), HASH_ITERATIONS, HASH_KEY_LENGTH, 'sha256', () => resolve())
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function previousAttempts(
  payload: Payload,
  field: 'account' | 'ip',
  value: string,
  ownId: number,
  since: Date,
): Promise<Date[]> {
  const found = await payload.find({
    collection: ATTEMPTS,
    where: {
      and: [{ [field]: { equals: value } }, { createdAt: { greater_than: since.toISOString() } }, { id: { less_than: ownId } }],
    },
    sort: '-createdAt',
    // Enough rows to reach the longest delay; more would not change the answer.
    limit: 64,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { createdAt: true },
  })
  return found.docs.map((doc) => new Date(doc.createdAt))
}

export async function throttledLogin(payload: Payload, request: Request, login: () => Promise<Response>): Promise<Response> {
  const startedAt = performance.now()
  const fields = await readLoginFields(request)
  if (!fields) return errorJson(400, MISSING_MESSAGE)

  const account = accountKey(fields.email)
  const ip = clientIp(request)
  const now = Date.now()
  // Old rows go on every attempt: one indexed delete keeps the table to the last 15 minutes.
  await payload.db.deleteMany({
    collection: ATTEMPTS,
    where: { createdAt: { less_than: new Date(now - longestWindowMs).toISOString() } },
  })

  // The attempt is written before it is judged, so parallel attempts see each other; each one is
  // judged only by those written before it (lower id), and the first of a burst goes through.
  const own = await payload.create({ collection: ATTEMPTS, data: { account, ip }, overrideAccess: true })
  const since = new Date(now - longestWindowMs)
  const [byAccount, byClient] = await Promise.all([
    previousAttempts(payload, 'account', account, own.id, since),
    ip ? previousAttempts(payload, 'ip', ip, own.id, since) : Promise.resolve([]),
  ])
  // Without a client address (clientIp null: no trusted proxy) only the per-account limit applies.
  // Judged at the time the row was written: attempts of the same burst written after `now` must count.
  const judgedAt = Date.now()
  const waitMs = Math.max(
    throttleWaitMs(byAccount, accountRule, judgedAt),
    ip ? throttleWaitMs(byClient, clientRule, judgedAt) : 0,
  )
  if (waitMs > 0) {
    await payload.delete({ collection: ATTEMPTS, id: own.id, overrideAccess: true })
    logger.warn({ event: 'staff.login.throttled', ip, account: account.slice(0, 12), waitMs }, 'staff login throttled')
    return errorJson(429, THROTTLED_MESSAGE, { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) })
  }

  const known = await payload.db.findOne({ collection: USERS, where: { email: { equals: fields.email.trim().toLowerCase() } } })
  const equalWork = known ? Promise.resolve() : dummyHash(fields.password)
  const response = await login()
  await equalWork

  if (response.ok) {
    // The owner proved the account: its failures stop counting. The client's do not (an attacker
    // with one valid account must not reset their own address's count with it).
    await payload.db.deleteMany({ collection: ATTEMPTS, where: { account: { equals: account } } })
    return response
  }
  if (response.status === 401) {
    logger.info(
      { event: 'staff.login.failed', ip, account: account.slice(0, 12), ms: Math.round(performance.now() - startedAt) },
      'staff login failed',
    )
    await sleep(FAILURE_FLOOR_MS - (performance.now() - startedAt))
    return response
  }
  // Anything else (a malformed body Payload refused, a server fault) is not a guess at a password.
  await payload.delete({ collection: ATTEMPTS, id: own.id, overrideAccess: true })
  return response
}
