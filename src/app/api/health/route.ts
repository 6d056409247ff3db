import { AppError, errorResponse } from '@/server/errors'
import { payloadClient } from '@/server/payload'
import { json } from '@/server/route'

export const dynamic = 'force-dynamic'

/**
 * GET /api/health → { status: 'ok' } once this instance can read its database, else a 503. For the
 * container's HEALTHCHECK, compose, a load balancer and an uptime monitor: cheap (one indexed read,
 * never cached, not by nginx either: `no-store`), and logs only failures (it is asked every few
 * seconds by each checker). Anyone may ask, so it says up or down and nothing else: not how the
 * lead notifications are doing (the intake desk's red notice says that to staff), nor the
 * content, version or configuration.
 */
export async function GET(): Promise<Response> {
  try {
    const payload = await payloadClient()
    await payload.find({ collection: 'categories', limit: 1, depth: 0, pagination: false, select: {}, overrideAccess: true })
    return json({ status: 'ok' })
  } catch (error) {
    return errorResponse(new AppError('unavailable', { cause: error, retryAfterSeconds: 10, detail: 'database' }), {
      route: 'health',
    })
  }
}
