/**
 * Runs once when a server process starts: starts Payload (and with it its job runner, which
 * sends the lead notifications) so queued retries go out after a restart without waiting for the
 * first visitor, then logs what a host must know (src/server/startup.server.ts: each missing
 * production setting, the first admin's link on a database without accounts). Not during
 * `next build`. NOTIFY_WORKER=0 keeps the job runner off, not the checks.
 */
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
