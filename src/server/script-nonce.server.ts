import 'server-only'
import { headers } from 'next/headers'
import { NONCE_HEADER } from './page-nonce'

/**
 * This page's CSP nonce, for the inline scripts we write ourselves (the locale layout's, the quick
 * exit's, the live preview's); Next puts it on its own. Reading the request makes the page rendered
 * per request, which a nonce needs (src/server/security-headers.ts).
 */
export async function scriptNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined
}
