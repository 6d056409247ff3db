import { issueCsrfToken } from '@/server/csrf'
import { handleRoute, json } from '@/server/route'

export const dynamic = 'force-dynamic'

/** GET /csrf-token → { token }, and the HttpOnly cookie the token is bound to (spec §7). */
export function GET(request: Request): Promise<Response> {
  return handleRoute(request, 'csrf-token', async () => {
    const { token, setCookie } = issueCsrfToken(request)
    return json({ token }, { headers: setCookie ? { 'Set-Cookie': setCookie } : {} })
  })
}
