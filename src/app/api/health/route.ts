import { AppError, errorResponse } from '@/server/errors'
import { payloadClient } from '@/server/payload'
import { json } from '@/server/route'

export const dynamic = 'force-dynamic'

/**
 * GET /api/health → { status: 'ok' } once this instance can read its database, else a 503. For
 * the container's HEALTHCHECK, compose and a load balancer: cheap (one read of one row, never
 * cached, not by nginx either: `no-store`), says nothing about the site's content, and logs only
 * failures (it is asked every few seconds by each checker).
 */
export async function GET(): Promise<Response> {
  try {
    const payload = await payloadClient()
    await payload.find({ collection: 'users', limit: 1, depth: 0, pagination: false, select: {} })
    return json({ status: 'ok' })
  } catch (error) {
    return errorResponse(new AppError('unavailable', { cause: error, retryAfterSeconds: 10, detail: 'database' }), {
      route: 'health',
    })
  }
}
