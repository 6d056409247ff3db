import { noStore } from './errors'

/**
 * Any path under /api or /en/api that no endpoint has, by any method: a JSON 404. Without these
 * routes Next would answer it with the 404 page, and a POST with a form body to a page is what Next
 * reads as a server action, which the public site has none of: a malformed one was a 500.
 */
export function unknownEndpoint(): Response {
  return Response.json({ status: 'error', code: 'not_found' }, { status: 404, headers: noStore })
}
