/**
 * The enquiry forms' calls and browser chores (spec §4, §7, docs/ARCHITECTURE.md "Leads"), apart from React so
 * they can be tested with a fake fetch. Browser-only: imported by the 'use client' components.
 */
import { requestCsrfToken } from '@/lib/csrf-token'
import { isErrorMessageKey, readEnquiryAnswer } from '../contract'
import type { ErrorMessageKey, LeadEndpoint } from '../variants/types'

/** How a post ended, from the visitor's side. */
export type SubmitOutcome =
  | { kind: 'success' }
  /** The server answered and said no: show its message (or the §8 non-success one). */
  | { kind: 'rejected'; messageKey: ErrorMessageKey; field?: string }
  /** An answer we cannot read (spec §8 network message). */
  | { kind: 'network' }
  /** No answer at all: offline, the connection dropped, or nothing came back in time (the outbox keeps it). */
  | { kind: 'unreachable' }

type Fetch = typeof fetch

/** A post with no answer after this counts as no connection (the outbox keeps it; the server dedupes a late arrival). */
const POST_TIMEOUT_MS = 20_000

function timeoutSignal(): { signal?: AbortSignal } {
  return 'timeout' in AbortSignal ? { signal: AbortSignal.timeout(POST_TIMEOUT_MS) } : {}
}

/**
 * The token for a post, or null (logged) when there is none: the form shows a message instead,
 * unless the server was not reached at all (`reached: false`), when the enquiry can wait in the
 * outbox and get a fresh token when it is sent.
 */
export async function fetchCsrfToken(fetchImpl: Fetch = fetch): Promise<{ token: string | null; reached: boolean }> {
  let reached = true
  const counting: Fetch = (input, init) =>
    fetchImpl(input, { ...init, ...timeoutSignal() }).catch((error: unknown) => {
      reached = false
      throw error
    })
  try {
    return { token: await requestCsrfToken(counting), reached }
  } catch (error) {
    console.error('[enquiry] could not obtain the CSRF token', error)
    return { token: null, reached }
  }
}

/** POST one multipart enquiry and read the answer. Never throws. */
export async function postEnquiry(
  endpoint: LeadEndpoint,
  fields: Readonly<Record<string, string>>,
  fetchImpl: Fetch = fetch,
): Promise<SubmitOutcome> {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  let response: Response
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      body,
      // Asks for JSON; without this header the server answers a native form post with a redirect.
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      ...timeoutSignal(),
    })
  } catch (error) {
    console.error('[enquiry] post failed', error)
    return { kind: 'unreachable' }
  }
  let answer: unknown
  try {
    answer = await response.json()
  } catch (error) {
    console.error('[enquiry] unreadable answer', response.status, error)
    return { kind: 'network' }
  }
  const parsed = readEnquiryAnswer(answer)
  if (!parsed) {
    console.error('[enquiry] unexpected answer', response.status, answer)
    return { kind: 'network' }
  }
  if (parsed.status === 'success' && response.ok) return { kind: 'success' }
  if (isErrorMessageKey(parsed.message)) {
    return { kind: 'rejected', messageKey: parsed.message, field: parsed.field }
  }
  return { kind: 'rejected', messageKey: 'errors.notSuccess' }
}

/**
 * GET /api/campaign-source (spec §7). '' when there is none or the call fails; failure is only
 * logged (spec §8).
 */
export async function fetchCampaignSource(fetchImpl: Fetch = fetch): Promise<string> {
  try {
    const response = await fetchImpl('/api/campaign-source', {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    })
    if (!response.ok) throw new Error(`GET /api/campaign-source answered ${response.status}`)
    const body: unknown = await response.json()
    const source = typeof body === 'object' && body !== null ? (body as { source?: unknown }).source : undefined
    return typeof source === 'string' ? source.trim() : ''
  } catch (error) {
    console.error('[enquiry] campaign source unavailable', error)
    return ''
  }
}

/** The section label with the campaign source appended as ' - {source}' (spec §3). */
export function withCampaignSource(section: string, source: string): string {
  return source ? `${section} - ${source}` : section
}

/** Waits for a promise at most `ms`; the fallback after that. A slow source must not hold a lead. */
export function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      () => {
        clearTimeout(timer)
        resolve(fallback)
      },
    )
  })
}

/** A v4 UUID. randomUUID needs a secure context; plain-http test hosts fall back to getRandomValues. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Keeps one submission id per filled form: a retry of the same values (after a network error or a
 * double click) reuses the id so the server stores one lead; changed values get a new one.
 */
export function createSubmissionIds(): (fingerprint: string) => string {
  let last: { fingerprint: string; id: string } | null = null
  return (fingerprint) => {
    if (last?.fingerprint !== fingerprint) last = { fingerprint, id: newSubmissionId() }
    return last.id
  }
}

/** Stable text of a form's values for `createSubmissionIds` (key order does not matter). */
export function fingerprintOf(fields: Readonly<Record<string, string>>): string {
  return JSON.stringify(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** The page the lead came from, without our own redirect parameters. */
export function currentPageUrl(): string {
  const url = new URL(window.location.href)
  for (const name of ['enquiry_error', 'enquiry_field', 'enquiry_form', 'enquiry_sent']) url.searchParams.delete(name)
  url.hash = ''
  return url.toString()
}

/** A hard navigation: the thank-you page is rendered fresh and the overlay stays until it loads. */
export function navigateTo(path: string): void {
  window.location.assign(path)
}
