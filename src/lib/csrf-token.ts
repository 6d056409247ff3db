/**
 * GET /csrf-token (spec §7): the anti-forgery token a browser script sends with a post. Pages are
 * cached for everyone, so no token is baked into the HTML; scripts ask for one when they need it.
 * Throws when there is none: the enquiry forms show a message, call tracking only logs.
 * Browser-only (`fetch` with the visitor's cookies).
 */
export async function requestCsrfToken(fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl('/csrf-token', {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
    credentials: 'same-origin',
  })
  if (!response.ok) throw new Error(`GET /csrf-token answered ${response.status}`)
  const body: unknown = await response.json()
  const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined
  if (typeof token !== 'string' || token === '') throw new Error('GET /csrf-token gave no token')
  return token
}
