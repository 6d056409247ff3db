import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The one Payload instance of this process (Local API, no HTTP). `cron: true` starts Payload's job
 * runner with it (jobs.autoRun: lead notifications, the erasure webhook, alerts, retention,
 * scheduled publishing and the captures: src/features/leads/notifications/jobs.ts), as the admin's
 * own requests do.
 */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
