import webpush from 'web-push'
import type { VapidKeys } from './vapid'

/**
 * One Web Push message to one device: encrypted for the device (RFC 8291, aes128gcm) and signed
 * with our VAPID key (RFC 8292) by the `web-push` library, then POSTed to the device's push
 * service with Node's fetch, bounded by a timeout. (web-push's own sender speaks only HTTPS
 * through `https.request`; building the request with it and sending it with fetch keeps its
 * cryptography and lets the suite's receiver on 127.0.0.1 stand in for the push service.)
 */
export type PushTarget = { endpoint: string; p256dh: string; auth: string }

/** `gone`: the push service says the subscription no longer exists (404/410): prune it. */
export type PushOutcome = { outcome: 'delivered' | 'gone' | 'failed'; status: number | null; error?: string }

/** A new lead is worth nothing to a phone an hour later: push services drop it after this. */
export const PUSH_TTL_SECONDS = 15 * 60
const TIMEOUT_MS = 10_000

export async function sendPush(
  target: PushTarget,
  body: string,
  vapid: VapidKeys,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<PushOutcome> {
  let details: ReturnType<typeof webpush.generateRequestDetails>
  try {
    details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      body,
      {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      },
    )
  } catch (error) {
    // A subscription whose keys are not a valid P-256 key and auth secret can never be sent to.
    return { outcome: 'gone', status: null, error: message(error) }
  }
  try {
    const response = await (options.fetch ?? fetch)(details.endpoint, {
      method: 'POST',
      headers: fetchHeaders(details.headers),
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      redirect: 'error',
    })
    await response.arrayBuffer().catch(() => undefined)
    if (response.status === 404 || response.status === 410) return { outcome: 'gone', status: response.status }
    if (response.ok) return { outcome: 'delivered', status: response.status }
    return { outcome: 'failed', status: response.status, error: `push service answered ${response.status}` }
  } catch (error) {
    return { outcome: 'failed', status: null, error: message(error) }
  }
}

/** web-push's headers as fetch takes them: strings, and no Content-Length (fetch sets it from the body). */
function fetchHeaders(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  )
}

/** The reason, with undici's underlying cause (its own message is only "fetch failed"). */
function message(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 300)
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error.message}${cause}`.slice(0, 300)
}
