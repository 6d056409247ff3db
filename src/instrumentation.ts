/**
 * Runs once when a server process starts: starts the lead-notification worker so queued
 * retries go out after a restart without waiting for the next visitor.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startNotificationWorker } = await import('./features/notifications/runner.server')
  startNotificationWorker()
}
