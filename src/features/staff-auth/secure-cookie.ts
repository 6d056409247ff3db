/**
 * Payload decides a cookie's `Secure` flag once, from its config; behind a TLS-terminating proxy it
 * cannot know the visitor used HTTPS. Each Set-Cookie of an HTTPS request gets `Secure` here, and
 * plain-http requests (local use on http://localhost) are left alone so the login still works there.
 */
export function withSecureFlag(setCookie: string): string {
  const attributes = setCookie.split(';').slice(1)
  if (attributes.some((attribute) => attribute.trim().toLowerCase() === 'secure')) return setCookie
  return `${setCookie}; Secure`
}

/** A copy of the response whose cookies all carry `Secure` (the response itself when it sets none). */
export function secureCookies(response: Response): Response {
  const cookies = response.headers.getSetCookie()
  if (cookies.length === 0) return response
  const headers = new Headers(response.headers)
  headers.delete('set-cookie')
  for (const cookie of cookies) headers.append('set-cookie', withSecureFlag(cookie))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
