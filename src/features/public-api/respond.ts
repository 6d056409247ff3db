import 'server-only'
import { NextResponse } from 'next/server'
import { logger } from '@/server/logger'

/**
 * Public read endpoints answer from the CMS cache; browsers and CDNs may keep the answer a minute
 * and serve it stale while refreshing. A failure of ours is a 503 with an empty body shape the
 * pages already handle (spec §8: such failures are only logged).
 */
export const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400'

export async function publicJson<T>(name: string, load: () => Promise<T>): Promise<NextResponse> {
  try {
    return NextResponse.json(await load(), { headers: { 'Cache-Control': PUBLIC_CACHE } })
  } catch (error) {
    logger.error({ err: error, endpoint: name }, 'public endpoint failed')
    return NextResponse.json(
      { error: 'unavailable' },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' } },
    )
  }
}
