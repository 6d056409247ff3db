import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The one Payload instance of this process (Local API, no HTTP). `cron: true` starts Payload's job
 * runner with it (jobs.autoRun: the erasure webhook queue, scheduled publishing and the captures), as
 * the admin's own requests do. Lead notifications are the worker's (src/instrumentation.ts).
 */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
