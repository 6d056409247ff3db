import { requestCsrfToken } from '@/lib/csrf-token'
import { CALL_QUEUE, TRACK_CALL, type CallQueue } from './track-call-script'

/**
 * Records the taps on call links (POST /en/api/track-call, spec §7: a JSON object, the
 * X-CSRF-TOKEN header taken from the page's <meta name="csrf-token">): those the layout's inline
 * listener queued before this code arrived, then each later one as the listener hands it over.
 * Pages are cached for everyone, so the token cannot be baked into the HTML: the meta starts empty
 * and is filled on first use. Failures are only logged (spec §8); the call itself never waits.
 */
async function csrfToken(): Promise<string> {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')
  if (meta?.content) return meta.content
  const token = await requestCsrfToken()
  if (meta) meta.content = token
  return token
}

async function record(link: Element): Promise<void> {
  try {
    const response = await fetch('/en/api/track-call', {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': await csrfToken() },
      body: JSON.stringify({ number: link.getAttribute(TRACK_CALL), page: location.href }),
    })
    console.info('track-call', response.status)
  } catch (error) {
    console.error('track-call failed', error)
  }
}

/** Sends the queued taps and takes the queue over, so each later tap is sent as it is pushed. */
export function trackCalls(): void {
  const shared = window as unknown as Record<string, CallQueue | undefined>
  const queued = shared[CALL_QUEUE]
  const sender: CallQueue = { push: (link) => void record(link) }
  shared[CALL_QUEUE] = sender
  if (Array.isArray(queued)) for (const link of queued as Element[]) sender.push(link)
}
