import 'server-only'
import { errorResponse, noStore } from './errors'
import { logRequest } from './logger'

/**
 * The frame of every JSON route handler: run the feature, turn anything thrown into the JSON
 * error answer (AppError → its status; anything else → 500 and a log line with the stack), and
 * log one line for the request.
 */
export async function handleRoute(request: Request, route: string, run: () => Promise<Response>): Promise<Response> {
  const startedAt = performance.now()
  let response: Response
  try {
    response = await run()
  } catch (error) {
    response = errorResponse(error, { route })
  }
  logRequest(request, response.status, startedAt, { route })
  return response
}

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return Response.json(body, { status: init.status ?? 200, headers: { ...noStore, ...init.headers } })
}
