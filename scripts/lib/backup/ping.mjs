/**
 * The dead-man switch (BACKUP_PING_URL, as healthchecks.io, Uptime Kuma's push monitors or
 * Cronitor take it): GET the URL after a good backup, GET `<url>/fail` after a failed one, so a
 * monitor alerts both when a backup fails and when none ran at all. At most 10 s; a ping that
 * fails is logged and never fails the backup.
 */
const TIMEOUT_MS = 10_000

/**
 * @param {'success' | 'fail'} outcome
 * @param {Record<string, string | undefined>} [env]
 * @param {number} [timeoutMs]
 * @returns {Promise<string>} the line to log
 */
export async function pingMonitor(outcome, env = process.env, timeoutMs = TIMEOUT_MS) {
  const base = env.BACKUP_PING_URL?.trim()
  if (!base) return ''
  const url = outcome === 'fail' ? `${base.replace(/\/+$/, '')}/fail` : base
  // The host only: a ping URL's path is its secret.
  const shown = URL.canParse(url) ? new URL(url).host : 'BACKUP_PING_URL'
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' })
    await response.body?.cancel()
    return response.ok
      ? `› Ping (${outcome}): ${shown} answered ${response.status}`
      : `! Ping (${outcome}): ${shown} answered ${response.status}; the backup itself is unaffected`
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer in ${timeoutMs / 1000} s`
        : String(error instanceof Error ? (error.cause ?? error.message) : error)
    return `! Ping (${outcome}): ${shown}: ${reason}; the backup itself is unaffected`
  }
}
