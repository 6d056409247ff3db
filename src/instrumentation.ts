/**
 * Runs once when a server process starts: starts Payload (and with it its job runner, which
 * sends the lead notifications) so queued retries go out after a restart without waiting for the
 * first visitor, then logs what a host must know (src/server/startup.server.ts: each missing
 * production setting, the first admin's link on a database without accounts). Not during
 * `next build`. NOTIFY_WORKER=0 keeps the job runner off, not the checks.
 */
import type { Instrumentation } from 'next'

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ payloadClient }, { logger }, { startupChecks }] = await Promise.all([
    import('./server/payload'),
    import('./server/logger'),
    import('./server/startup.server'),
  ])
  // Not awaited: the server answers meanwhile, and the first request waits for the same instance.
  void payloadClient().then(
    (payload) =>
      startupChecks(payload).catch((error: unknown) => {
        logger.error({ err: error, event: 'startup.checks' }, 'Start-up checks failed (settings, first admin)')
      }),
    (error: unknown) => {
      logger.error({ err: error, event: 'startup' }, 'Payload did not start; the job runner starts with the first request')
    },
  )
}

/** Errors already logged: Next reports one failed page render up to three times, the same Error each time. */
const logged = new WeakSet<object>()

/**
 * Every error Next catches while answering (a page that fails to render, a route handler that
 * throws): one JSON line with its digest (the id Next gives the browser for it). scripts/serve.mjs
 * starts Next `quiet`, so Next does not print it again.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return
    logged.add(error)
  }
  const { logger } = await import('./server/logger')
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? String(error.digest) : undefined
  logger.error(
    {
      event: 'request.failed',
      err: error,
      digest,
      method: request.method,
      path: request.path,
      route: context.routePath,
      routeType: context.routeType,
      renderSource: context.renderSource,
    },
    'Request failed',
  )
}
