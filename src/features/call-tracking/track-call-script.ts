/**
 * Records a tap on CALL NOW or an immigration phone link (spec §7: POST /en/api/track-call, an
 * empty-ish JSON object, the X-CSRF-TOKEN header from the page's <meta name="csrf-token">).
 *
 * Inline in the layout's <head>, like the floating guard: one listener on the window, there before
 * the body is parsed, so a tap is counted whether it comes before the page's code arrives, while
 * React hydrates, or after, and counted once (no React handler does it too). Those who tap at once
 * are the most eager callers, and a slow phone's code came seconds after the link could be tapped.
 * Nothing is prevented: the `tel:` link dials at once and never waits for this.
 *
 * Pages are cached for everyone, so the token cannot be baked into the HTML: the meta starts empty
 * and is filled from GET /csrf-token on the first tap. Failures are only logged (spec §8).
 */

/** Marks a tracked call link (`CallLink`); its value is the number dialled. */
export const TRACK_CALL = 'data-track-call'

/** The paths of spec §7 the script calls. */
const ENDPOINTS = { track: '/en/api/track-call', token: '/csrf-token' } as const

// Self-contained: it runs as its own text (below). Plain syntax, for old phones' browsers.
function trackCalls(attribute: string, endpoints: typeof ENDPOINTS) {
  const token = (): Promise<string> => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')
    if (meta && meta.content) return Promise.resolve(meta.content)
    return fetch(endpoints.token, { headers: { Accept: 'application/json' }, cache: 'no-store', credentials: 'same-origin' })
      .then((response) => response.json())
      .then((body: { token?: unknown }) => {
        if (typeof body.token !== 'string' || !body.token) throw new Error('GET /csrf-token gave no token')
        if (meta) meta.content = body.token
        return body.token
      })
  }
  addEventListener(
    'click',
    (event) => {
      const target = event.target
      const link = target instanceof Element ? target.closest('a[' + attribute + ']') : null
      if (!link) return
      const number = link.getAttribute(attribute)
      token()
        .then((csrf) =>
          fetch(endpoints.track, {
            method: 'POST',
            credentials: 'same-origin',
            keepalive: true,
            headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': csrf },
            body: JSON.stringify({ number: number, page: location.href }),
          }),
        )
        .then(
          (response) => console.info('track-call', response.status),
          (error: unknown) => console.error('track-call failed', error),
        )
    },
    // The window's capture phase: before any listener of the page can stop the click.
    true,
  )
}

/** The script text: the function above, as written, called with the attribute and the paths. */
export const trackCallScript = `(${trackCalls.toString()})(${JSON.stringify(TRACK_CALL)}, ${JSON.stringify(ENDPOINTS)})`
