/**
 * Runs once when a server process starts: starts Payload with its job runner (jobs.autoRun), so
 * lead notifications waiting in the queue go out after a restart without waiting for the first
 * visitor, and probes at once each channel that has jobs waiting (a restart is how a setting such as
 * SMTP appears: src/features/leads/notifications/channel-recovery.server.ts); then logs what a host must
 * know (src/server/startup.server.ts: each missing production setting, the first admin's link on a
 * database without accounts). Not during `next build`. NOTIFY_WORKER=0 keeps the jobs off, not
 * the checks. With OTEL_EXPORTER_OTLP_ENDPOINT set, OpenTelemetry first (src/server/telemetry.server.ts);
 * unset, that module is never loaded.
 */
import type { Instrumentation } from 'next'

/** Whether an OTLP collector is named; only then is OpenTelemetry loaded at all. */
function telemetryConfigured(): boolean {
  return Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim())
}

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // Before Payload loads, so its outgoing fetches are traced too.
  if (telemetryConfigured()) (await import('./server/telemetry.server')).startTelemetry()
  const [{ payloadClient }, { logger }, { startupChecks }, { watchChannels }] = await Promise.all([
    import('./server/payload'),
    import('./server/logger'),
    import('./server/startup.server'),
    import('./features/leads/notifications/channel-recovery.server'),
  ])
  // Not awaited: the server answers meanwhile, and the first request waits for the same instance.
  // A start that fails is retried, so the jobs run once the database answers.
  const start = (attempt: number): void => {
    void payloadClient().then(
      (payload) => {
        if (process.env.NOTIFY_WORKER !== '0')
          watchChannels(payload).catch((error: unknown) => {
            logger.error({ err: error, event: 'notify.watch' }, 'probing the lead channels at start failed')
          })
        return startupChecks(payload).catch((error: unknown) => {
          logger.error({ err: error, event: 'startup.checks' }, 'Start-up checks failed (settings, first admin)')
        })
      },
      (error: unknown) => {
        logger.error({ err: error, event: 'startup', attempt }, 'Payload did not start; trying again in 10 s')
        setTimeout(() => start(attempt + 1), 10_000).unref()
      },
    )
  }
  start(1)
}

/** Errors already logged: Next reports one failed page render up to three times, the same Error each time. */
const logged = new WeakSet<object>()

/**
 * Every error Next catches while answering (a page that fails to render, a route handler that
 * throws): one JSON line with its digest (the id Next gives the browser for it), and with
 * OpenTelemetry on, the exception on the request's trace (Next also prints it in its own words).
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
  if (telemetryConfigured()) {
    const { recordRequestError } = await import('./server/telemetry.server')
    recordRequestError(error, {
      'next.error.digest': digest ?? '',
      'next.route': context.routePath,
      'next.route_type': context.routeType,
    })
  }
}
