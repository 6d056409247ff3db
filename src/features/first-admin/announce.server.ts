import 'server-only'
import type { Payload } from 'payload'
import { siteUrl } from '@/lib/site-url'
import { logger } from '@/server/logger'
import { ensureSetupToken, firstAdminUrl } from './setup-token'

const announced = Symbol.for('site.firstAdmin.announced')
type Holder = { [announced]?: boolean }

/**
 * At start (src/instrumentation.ts): on a database without any staff account, one log line with the
 * link that creates the first admin. Once per process; nothing when an account exists.
 */
export async function announceFirstAdmin(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return false
  const holder = globalThis as Holder
  if (holder[announced]) return true
  holder[announced] = true
  const { token, from } = ensureSetupToken()
  const link = firstAdminUrl(siteUrl(), token)
  logger.warn(
    { event: 'setup.first-admin', tokenFrom: from },
    from === 'SETUP_TOKEN'
      ? `First admin: no staff account yet. Open ${siteUrl()}/admin/create-first-user?token=<SETUP_TOKEN> to create it (works once).`
      : `First admin: no staff account yet. Open ${link} to create it (works once; the link changes at each restart until then).`,
  )
  return true
}
