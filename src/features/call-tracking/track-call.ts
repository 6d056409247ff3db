import { requestCsrfToken } from '@/lib/csrf-token'

/**
 * Records a click on CALL NOW or an immigration phone link (POST /en/api/track-call). Pages are
 * cached for everyone, so the CSRF token cannot be baked into the HTML: the page's
 * <meta name="csrf-token"> starts empty and is filled on first use. Failures are only logged
 * (spec §8): the phone call itself must never wait for this.
 */
async function csrfToken(): Promise<string> {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')
  if (meta?.content) return meta.content
  const token = await requestCsrfToken()
  if (meta) meta.content = token
  return token
}

export function trackCall(number: string): void {
  void (async () => {
    try {
      const token = await csrfToken()
      const response = await fetch('/en/api/track-call', {
        method: 'POST',
        credentials: 'same-origin',
        keepalive: true,
        headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': token },
        body: JSON.stringify({ number, page: window.location.href }),
      })
      console.info('track-call', response.status)
    } catch (error) {
      console.error('track-call failed', error)
    }
  })()
}
