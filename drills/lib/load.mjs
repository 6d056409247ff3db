/**
 * Enquiry load from chosen loopback source addresses. autocannon 9 has no localAddress option (it
 * calls net.connect(port, host) and ignores it), so the drills use one undici Client per
 * connection with its localAddress option: each connection can be a different visitor (127.0.0.x).
 * (undici ignores `connect: { localAddress }`: its connector overwrites it with the Client's own
 * `localAddress` option, null when unset — so the option must be given at the top level.)
 * The drills' server believes X-Real-IP (CLIENT_IP_HEADER, as behind the shipped nginx, which writes
 * it from the connection's address): each client sends the one nginx would write for it.
 */
import { Client } from 'undici'
import { csrfSession as firstSession, enquiryForm } from '../../scripts/lib/lead-load.mjs'

export { enquiryForm }

/** A visitor's CSRF token and cookie (a few tries: the server may have only just started). */
export async function csrfSession(baseUrl) {
  for (let attempt = 1; ; attempt++) {
    try {
      const session = await firstSession(baseUrl)
      if (session.token && session.cookie) return session
      throw new Error('no token')
    } catch (error) {
      if (attempt >= 5) throw error
      await new Promise((r) => setTimeout(r, 1000))
    }
  }
}

/** The address a drill client speaks as (its localAddress), sent as nginx would in X-Real-IP. */
const VISITOR = Symbol('visitor address')

export function client(baseUrl, localAddress) {
  const c = new Client(baseUrl, {
    // Top-level: undici's connector overwrites connect.localAddress with this (null when unset).
    ...(localAddress ? { localAddress } : {}),
    headersTimeout: 60_000,
    bodyTimeout: 60_000,
    keepAliveTimeout: 10_000,
    pipelining: 1,
  })
  return Object.assign(c, { [VISITOR]: localAddress ?? '127.0.0.1' })
}

/** One POST of a prepared enquiry form. Resolves {status, body, ms}; rejects on a network error. */
export async function postForm(c, form, session, path = '/api/prospecto/agregar') {
  const t0 = performance.now()
  const res = await c.request({
    method: 'POST',
    path,
    body: form.body,
    headers: {
      'content-type': form.contentType,
      accept: 'application/json',
      cookie: session.cookie,
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
      'x-real-ip': c[VISITOR] ?? '127.0.0.1',
    },
  })
  const body = await res.body.text()
  return { status: res.statusCode, body, ms: performance.now() - t0, location: res.headers.location ?? null }
}

/**
 * Calls `send(client, i)` on every connection at once, one post after another on each, until
 * `amount` were sent or `durationMs` passed: the posts sent, and the seconds to the last answer.
 */
export async function overConnections({ clients, amount, durationMs, send }) {
  let next = 0
  const started = performance.now()
  let lastAnswer = started
  await Promise.all(
    clients.map(async (c) => {
      while (next < amount && performance.now() - started < durationMs) {
        await send(c, next++)
        lastAnswer = performance.now()
      }
    }),
  )
  return { posts: next, seconds: (lastAnswer - started) / 1000 }
}

/** `success` in the JSON answer of the lead endpoint. */
export function isSuccess(answer) {
  if (answer.status !== 200) return false
  try {
    return JSON.parse(answer.body).status === 'success'
  } catch {
    return false
  }
}

export function answerKind(answer) {
  try {
    const json = JSON.parse(answer.body)
    return `${answer.status} ${json.status ?? '?'}${json.code ? `/${json.code}` : ''}`
  } catch {
    return `${answer.status} non-json`
  }
}

export const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN

export function latencySummary(times) {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    n: sorted.length,
    p50: Math.round(pct(sorted, 50)),
    p99: Math.round(pct(sorted, 99)),
    max: Math.round(sorted.at(-1) ?? NaN),
  }
}

export function bump(map, key) {
  map[key] = (map[key] ?? 0) + 1
}

/** A unique, recognisable phone number per submission (10 digits). */
export function phoneFor(prefix, i) {
  return `${prefix}${String(i).padStart(10 - String(prefix).length, '0')}`
}
