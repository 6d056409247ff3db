import 'server-only'
import type { Payload } from 'payload'
import { announceFirstAdmin } from '@/features/first-admin/announce.server'
import { logger } from './logger'
import { isProduction, missingProductionSettings } from './production-settings'

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
 * missing setting; on a database without staff accounts, the link that creates the first admin.
 */
export async function startupChecks(payload: Payload): Promise<void> {
  if (isProduction()) {
    for (const { name, consequence } of missingProductionSettings(process.env, {
      intakeEmailInSettings: await intakeEmailInSettings(payload),
    })) {
      logger.warn({ event: 'config.missing', setting: name }, `Missing production setting ${name}: ${consequence}.`)
    }
  }
  await announceFirstAdmin(payload)
}
