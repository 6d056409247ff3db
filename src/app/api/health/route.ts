import { AppError } from '@/server/errors'
import { payloadClient } from '@/server/payload'
import { handleRoute, json } from '@/server/route'

export const dynamic = 'force-dynamic'

/**
 * GET /api/health → { status: 'ok' } once this instance can read its database, else a 503. For
 * the container's HEALTHCHECK and a load balancer: cheap (one indexed read of one row, never
 * cached, not by nginx either: `no-store`), and says nothing about the site's content.
 */
export function GET(request: Request): Promise<Response> {
  return handleRoute(request, 'health', async () => {
    try {
      const payload = await payloadClient()
      await payload.find({ collection: 'users', limit: 1, depth: 0, pagination: false, select: {} })
    } catch (error) {
      throw new AppError('unavailable', { cause: error, retryAfterSeconds: 10, detail: 'database' })
    }
    return json({ status: 'ok' })
  })
}
