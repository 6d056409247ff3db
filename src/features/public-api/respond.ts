import 'server-only'
import { NextResponse } from 'next/server'
import { AppError, errorResponse } from '@/server/errors'

/**
 * Public read endpoints answer from the CMS cache; browsers and CDNs may keep the answer a minute
 * and serve it stale while refreshing. Errors are the one JSON error answer of the site
 * (src/server/errors.ts: `{ status: 'error', code, message }`): an unknown path segment is a 404,
 * a failure of ours a 503 the pages already handle (spec §8: such failures are only logged).
 */
export const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400'

export async function publicJson<T>(name: string, load: () => Promise<T>): Promise<Response> {
  try {
    return NextResponse.json(await load(), { headers: { 'Cache-Control': PUBLIC_CACHE } })
  } catch (error) {
    return errorResponse(new AppError('unavailable', { cause: error, retryAfterSeconds: 30 }), { endpoint: name })
  }
}

/** The answer for a path segment the endpoint does not know (/api/testimonios/other). */
export function publicNotFound(): Response {
  return errorResponse(new AppError('not_found'))
}
