import { deliveryFigures } from '@/features/notifications/delivery-status.server'
import { oldestWaitingSeconds } from '@/features/notifications/delivery-alert'
import { AppError, errorResponse } from '@/server/errors'
import { payloadClient } from '@/server/payload'
import { json } from '@/server/route'

export const dynamic = 'force-dynamic'

/**
 * GET /api/health → { status: 'ok', notifications: { oldestUndeliveredSeconds } } once this
 * instance can read its database, else a 503. For the container's HEALTHCHECK, compose, a load
 * balancer and an uptime monitor: cheap (a few indexed reads, never cached, not by nginx either:
 * `no-store`), says nothing about the site's content, and logs only failures (it is asked every few
 * seconds by each checker). `oldestUndeliveredSeconds`: how long the oldest lead whose e-mail has
 * not gone out has waited (null when none waits); a monitor alerts when it grows. It does not
 * make the instance unhealthy: restarting it would not send the e-mail.
 */
export async function GET(): Promise<Response> {
  try {
    const payload = await payloadClient()
    const figures = await deliveryFigures(payload)
    return json({ status: 'ok', notifications: { oldestUndeliveredSeconds: oldestWaitingSeconds(figures) } })
  } catch (error) {
    return errorResponse(new AppError('unavailable', { cause: error, retryAfterSeconds: 10, detail: 'database' }), {
      route: 'health',
    })
  }
}
