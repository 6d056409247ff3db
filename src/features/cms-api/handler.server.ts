import 'server-only'
import { payloadClient } from '@/server/payload'
import { isHttps } from '@/server/request'
import { throttledLogin } from '@/features/staff-auth/login.server'
import { secureCookies } from '@/features/staff-auth/secure-cookie'
import { guardRestRequest } from './rest-guard.server'

/**
 * Wraps one of Payload's REST handlers (src/app/(payload)/cms-api/[...slug]/route.ts):
 *  - a query the database would choke on is answered 400/404 before Payload runs it;
 *  - POST users/login goes through the login throttle;
 *  - over HTTPS every cookie Payload sets (login, refresh, logout) is marked Secure.
 */
type RestContext = { params: Promise<{ slug: string[] }> }
type RestHandler = (request: Request, context: RestContext) => Promise<Response>

export function guarded(handler: RestHandler): RestHandler {
  return async (request, context) => {
    const { slug: segments = [] } = await context.params
    const payload = await payloadClient()
    const failure = await guardRestRequest(payload, request, segments)
    if (failure) {
      return Response.json({ errors: [{ message: failure.message }] }, { status: failure.status, headers: { 'Cache-Control': 'no-store' } })
    }
    const run = () => handler(request, context)
    const isLogin = request.method === 'POST' && segments.length === 2 && segments[0] === 'users' && segments[1] === 'login'
    const response = isLogin ? await throttledLogin(payload, request, run) : await run()
    return isHttps(request) ? secureCookies(response) : response
  }
}
