import { issueCsrfToken } from '@/server/csrf'
import { handleRoute, json } from '@/server/route'
import { startNotificationWorker } from '@/features/notifications/runner.server'

export const dynamic = 'force-dynamic'

/** GET /csrf-token → { token }, and the HttpOnly cookie the token is bound to (spec §7). */
export function GET(request: Request): Promise<Response> {
  return handleRoute(request, 'csrf-token', async () => {
    // Every visitor fetches a token before posting, so this is a cheap place to make sure the
    // notification runner of this process is going.
    startNotificationWorker()
    const { token, setCookie } = issueCsrfToken(request)
    return json({ token }, { headers: setCookie ? { 'Set-Cookie': setCookie } : {} })
  })
}
