import { stuckAfterMinutes, stuckNotifications } from '@/features/leads/notifications/delivery-alert'
import { oldestOpenDelivery } from '@/features/leads/notifications/delivery-status.server'
import { carriesToken, readinessToken } from '@/features/readiness/token'
import { logger } from '@/server/logger'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** Longest wait for the database before answering that it is gone (a monitor's own timeout is longer). */
const DATABASE_WAIT_MS = 10_000

function text(body: string, status: number): Response {
  return new Response(`${body}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/**
 * GET /api/health/ready — the operator's readiness check, for an uptime monitor that only looks at
 * the status (docs/operations.md, "Monitoring and alerts"): `ok` (200) when this instance reads its
 * database and no lead's notifications have been stuck longer than READINESS_STUCK_MINUTES, else
 * 503 with one line saying why. Only with READINESS_TOKEN (`Authorization: Bearer …` or
 * `?token=…`): unset, or another token, and the answer is the same 404, not a 401, so a stranger
 * learns neither that the check is on nor anything about a guess (a monitor alerts on any non-200
 * alike, and the operator who mistyped the token reads docs/operations.md).
 * The public GET /api/health stays up-or-down only. Logs only failures: asked every minute.
 */
export async function GET(request: Request): Promise<Response> {
  const token = readinessToken()
  if (!token || !carriesToken(request, token)) return text('Not found', 404)
  const now = Date.now()
  let reason: string | null
  try {
    const read = payloadClient().then((payload) => oldestOpenDelivery(payload, new Date(now - stuckAfterMinutes() * 60_000)))
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_WAIT_MS / 1000} s`)), DATABASE_WAIT_MS)
    })
    const oldest = await Promise.race([read, timeout]).finally(() => clearTimeout(timer))
    reason = stuckNotifications(oldest, now)
  } catch (error) {
    logger.error({ err: error, event: 'readiness.failed', reason: 'database' }, 'Readiness: database unavailable')
    return text('database unavailable', 503)
  }
  if (reason) {
    logger.warn({ event: 'readiness.failed', reason }, `Readiness: ${reason}`)
    return text(reason, 503)
  }
  return text('ok', 200)
}
