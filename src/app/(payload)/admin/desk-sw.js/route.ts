import { DESK_SCOPE, DESK_WORKER_SOURCE } from '@/features/leads/staff-push/desk-app'

/**
 * The intake desk's service worker (src/features/leads/staff-push/desk-app.ts). Its scope is the whole
 * admin, `/admin` itself included, which is above this script's folder: Service-Worker-Allowed says so.
 */
export function GET(): Response {
  return new Response(DESK_WORKER_SOURCE, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Service-Worker-Allowed': DESK_SCOPE,
      // The browser checks for a new worker on each visit; never a stale one from a cache.
      'Cache-Control': 'no-cache',
    },
  })
}
