/**
 * Runs once when a server process starts: starts Payload (and with it its job runner, which
 * sends the lead notifications) so queued retries go out after a restart without waiting for the
 * first visitor. Not during `next build`, and not when NOTIFY_WORKER=0.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build' || process.env.NOTIFY_WORKER === '0') return
  const [{ payloadClient }, { logger }] = await Promise.all([import('./server/payload'), import('./server/logger')])
  // Not awaited: the server answers meanwhile, and the first request waits for the same instance.
  void payloadClient().catch((error: unknown) => {
    logger.error({ err: error, event: 'startup' }, 'Payload did not start; the job runner starts with the first request')
  })
}
