import type { NextRequest, NextResponse } from 'next/server'

/**
 * The request header our own inline scripts read their page's nonce from (src/server/script-nonce.server.ts).
 * The proxy always writes it on the paths it runs on, so a client-sent copy never reaches a page.
 */
export const NONCE_HEADER = 'x-nonce'

/** Base64 of 16 random bytes: a CSP nonce-source. */
function newNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

/**
 * Gives a page its own nonce, as Next's Content Security Policy guide does: the policy goes on the
 * request, where Next reads the nonce and puts it on every script it writes, and on the answer;
 * the nonce alone goes on the request for our own inline scripts. `next` makes the answer from the
 * request and the headers to pass on (next-intl, the admin-language step).
 */
export function withPageNonce(
  request: NextRequest,
  policy: (nonce: string, https: boolean) => string,
  next: (request: NextRequest, headers: Headers) => NextResponse,
): NextResponse {
  const https = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
  const nonce = newNonce()
  const csp = policy(nonce, https)
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', csp)
  headers.set(NONCE_HEADER, nonce)
  const response = next(request, headers)
  response.headers.set('Content-Security-Policy', csp)
  return response
}
