import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (Local API, no HTTP). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
