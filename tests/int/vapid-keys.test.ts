import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLeadEnv, type LeadEnv } from './helpers/lead-env'

/**
 * Staff push with no setting (issue 51): VAPID keys drawn on the first start, kept in the site's
 * database, and the same pair read back by a later start (or another instance) with the same
 * empty environment.
 */
let env: LeadEnv

beforeAll(async () => {
  env = await startLeadEnv({ VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '' })
})

afterAll(async () => {
  await env?.close()
})

describe('VAPID keys kept with the site', () => {
  it('draws a pair on the first start and reads the same one back on the next', async () => {
    const { ensureVapidKeys, VAPID_KV_KEY } = await import('@/features/leads/staff-push/vapid-store.server')
    const { vapidKeys } = await import('@/features/leads/staff-push/vapid')
    const { missingProductionSettings } = await import('@/server/production-settings')
    await env.payload.kv.delete(VAPID_KV_KEY)

    const first: Record<string, string | undefined> = {}
    expect(missingProductionSettings(first).map((m) => m.name)).toContain('VAPID_PUBLIC_KEY')
    expect(await ensureVapidKeys(env.payload, first)).toBe('generated')
    const drawn = vapidKeys(first)
    expect(drawn).not.toBeNull()
    expect(missingProductionSettings(first).map((m) => m.name)).not.toContain('VAPID_PUBLIC_KEY')
    // A usable pair: web-push signs with it.
    expect(() =>
      webpush.getVapidHeaders('https://push.example/x', 'mailto:a@b.example', drawn!.publicKey, drawn!.privateKey, 'aes128gcm'),
    ).not.toThrow()

    const next: Record<string, string | undefined> = {}
    expect(await ensureVapidKeys(env.payload, next)).toBe('database')
    expect(vapidKeys(next)).toMatchObject({ publicKey: drawn!.publicKey, privateKey: drawn!.privateKey })
  })

  it('leaves keys given in the environment alone and stores nothing', async () => {
    const { ensureVapidKeys, VAPID_KV_KEY } = await import('@/features/leads/staff-push/vapid-store.server')
    await env.payload.kv.delete(VAPID_KV_KEY)
    const given = webpush.generateVAPIDKeys()
    const set = { VAPID_PUBLIC_KEY: given.publicKey, VAPID_PRIVATE_KEY: given.privateKey }
    expect(await ensureVapidKeys(env.payload, set)).toBe('environment')
    expect(set.VAPID_PUBLIC_KEY).toBe(given.publicKey)
    expect(await env.payload.kv.get(VAPID_KV_KEY)).toBeNull()
  })
})
