import type { NextRequest, NextResponse } from 'next/server'
import { adminContentSecurityPolicy } from './security-headers'

/** Base64 of 16 random bytes: a CSP nonce-source. */
function newNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

/**
 * Gives an admin page its own nonce: the policy goes on the request, where Next reads the nonce
 * and puts it on every script it writes (the admin is rendered per request), and on the answer.
 * `next` makes the answer from the request and the headers to pass on (the admin-language step).
 */
export function withAdminNonce(
  request: NextRequest,
  next: (request: NextRequest, headers: Headers) => NextResponse,
): NextResponse {
  const https = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
  const policy = adminContentSecurityPolicy(newNonce(), { https })
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = next(request, headers)
  response.headers.set('Content-Security-Policy', policy)
  return response
}
