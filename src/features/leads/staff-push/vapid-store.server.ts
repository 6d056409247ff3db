import 'server-only'
import type { Payload } from 'payload'
import webpush from 'web-push'
import { vapidKeys } from './vapid'

/**
 * Staff push works with no setting (issue 51): when VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are unset,
 * the first start draws a pair and keeps it in the site's database (Payload's key-value store, the
 * payload_kv table every migration set already has), and every later start, and every instance,
 * reads the same pair back. The database, not a file beside it: it is what backups carry and what
 * several instances share, and a device subscribed with one public key cannot be reached with
 * another. The pair is put into this process's environment, where vapidKeys() reads it.
 */
export const VAPID_KV_KEY = 'staff-push.vapid-keys'

type StoredPair = { publicKey: string; privateKey: string }
type Env = Record<string, string | undefined>

export type VapidSource = 'environment' | 'database' | 'generated'

export async function ensureVapidKeys(payload: Payload, env: Env = process.env): Promise<VapidSource> {
  if (vapidKeys(env)) return 'environment'
  let source: VapidSource = 'database'
  let pair = await payload.kv.get<StoredPair>(VAPID_KV_KEY)
  if (!isPair(pair)) {
    const drawn = webpush.generateVAPIDKeys()
    await payload.kv.set(VAPID_KV_KEY, { publicKey: drawn.publicKey, privateKey: drawn.privateKey })
    // Two instances starting at once on an empty store: both keep what the store holds last.
    pair = await payload.kv.get<StoredPair>(VAPID_KV_KEY)
    source = 'generated'
  }
  if (!isPair(pair)) throw new Error('VAPID keys were stored but cannot be read back')
  env.VAPID_PUBLIC_KEY = pair.publicKey
  env.VAPID_PRIVATE_KEY = pair.privateKey
  return source
}

function isPair(value: unknown): value is StoredPair {
  if (typeof value !== 'object' || value === null) return false
  const { publicKey, privateKey } = value as Record<string, unknown>
  return (
    typeof publicKey === 'string' &&
    typeof privateKey === 'string' &&
    vapidKeys({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }) !== null
  )
}
