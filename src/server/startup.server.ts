import 'server-only'
import type { Payload } from 'payload'
import { announceFirstAdmin } from '@/features/first-admin/announce.server'
import { refreshOutagePage } from '@/features/outage-page/write'
import { ensureVapidKeys } from '@/features/leads/staff-push/vapid-store.server'
import { logger } from './logger'
import { isProduction, missingProductionSettings, recommendedProductionSettings } from './production-settings'

async function intakeEmailInSettings(payload: Payload): Promise<boolean> {
  try {
    const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })) as {
      intakeEmail?: string | null
    }
    return Boolean(settings.intakeEmail?.trim())
  } catch {
    return false
  }
}

/**
 * What a host must hear when the server starts (src/instrumentation.ts): in production, one line per
 * missing setting (VAPID keys are drawn and kept in the database first when unset) and one per
 * recommended one (READINESS_TOKEN); on a database without staff accounts, the link that creates the first admin.
 */
export async function startupChecks(payload: Payload): Promise<void> {
  // Before the check: a pair drawn now (or read back from the database) is no missing setting.
  try {
    if ((await ensureVapidKeys(payload)) === 'generated') {
      logger.info({ event: 'config.vapid-generated' }, 'VAPID keys for staff push drawn and kept in the database')
    }
  } catch (error) {
    logger.error({ err: error, event: 'config.vapid' }, 'VAPID keys could not be read or kept in the database')
  }
  if (isProduction()) {
    for (const { name, consequence } of missingProductionSettings(process.env, {
      intakeEmailInSettings: await intakeEmailInSettings(payload),
    })) {
      logger.warn({ event: 'config.missing', setting: name }, `Missing production setting ${name}: ${consequence}.`)
    }
    for (const { name, consequence } of recommendedProductionSettings()) {
      logger.info({ event: 'config.recommended', setting: name }, `Recommended production setting ${name}: ${consequence}.`)
    }
  }
  await refreshOutagePage(payload)
  await announceFirstAdmin(payload)
}
