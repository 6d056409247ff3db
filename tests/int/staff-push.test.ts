import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PushReceiver } from '../fixtures/push-receiver'
import { ORIGIN, postLead, signedInToken, sleep, startLeadEnv, validFields, waitFor, type LeadEnv } from './helpers/lead-env'
import { staffSessionCookie } from '@/lib/cookie-names'

/**
 * New-lead Web Push to staff devices, end to end: a lead posted to the real route reaches every
 * subscribed device of the local push receiver (tests/fixtures/push-receiver.ts), which decrypts it
 * with its own keys and checks our VAPID signature. The jobs run as in production (Payload's cron
 * runs the leads queue every second), so the time from the visitor's answer to the push is measured, not assumed.
 */
let env: LeadEnv
const receiver = new PushReceiver()
const vapid = webpush.generateVAPIDKeys()

type Rest = Record<'POST' | 'DELETE', (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>>

beforeAll(async () => {
  await receiver.start()
  env = await startLeadEnv({
    SITE_URL: ORIGIN,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:intake@salazarimmigration.example',
    // Payload's cron runs the job queues, as in a server (src/server/payload.ts).
    NOTIFY_WORKER: '1',
    NOTIFY_RETRY_DELAY_MS: '200',
    RATE_LIMIT_LEADS: '1000/600',
  })
})

afterAll(async () => {
  await env?.close()
  await receiver.stop()
})

async function staff(name: string, roles: Array<'admin' | 'agent'> = ['agent']) {
  const email = `${name}-${Date.now()}@salazarimmigration.example`
  const password = 'correct horse battery staple'
  const user = await env.payload.create({ collection: 'users', data: { email, password, name, roles }, overrideAccess: true })
  return { id: user.id, email, password }
}

async function addDevice(userId: number, language: 'es' | 'en', status = 201): Promise<string> {
  const subscription = receiver.subscribe(status)
  await env.payload.create({
    collection: 'push-subscriptions',
    data: { user: userId, endpoint: subscription.endpoint, ...subscription.keys, language, device: 'test' },
    overrideAccess: true,
  })
  return receiver.deviceOf(subscription.endpoint)
}

async function leadBySubmission(submissionId: string) {
  const { docs } = await env.payload.find({
    collection: 'leads',
    where: { submissionId: { equals: submissionId } },
    overrideAccess: true,
  })
  return docs[0]!
}

describe('staff push', () => {
  it('reaches every live device within 10 s with first name, language and the lead URL only (no situation); prunes a gone device', async () => {
    const ana = await staff('ana')
    const ben = await staff('ben')
    const anaPhone = await addDevice(ana.id, 'es')
    const anaOldPhone = await addDevice(ana.id, 'es', 410)
    const benLaptop = await addDevice(ben.id, 'en')

    const fields = validFields({
      variant: 'home-es',
      form_id: 'enquiry-home-es',
      locale: 'es',
      nombre: '  María José Pérez',
      situacion: 'abuseVictim',
      page_url: `${ORIGIN}/`,
    })
    const posted = Date.now()
    expect((await postLead(env, fields)).status).toBe(200)
    await waitFor(async () => receiver.received.length >= 3, 15_000, 50)
    const lead = await leadBySubmission(fields.submission_id as string)
    const url = `${ORIGIN}/admin/collections/leads/${lead.id}`

    const byDevice = new Map(receiver.received.map((push) => [push.device, push]))
    expect([...byDevice.keys()].sort()).toEqual([anaPhone, anaOldPhone, benLaptop].sort())
    for (const push of receiver.received) {
      expect(push.at - posted, 'from the visitor being answered to the push service').toBeLessThan(10_000)
      expect(push.headers['content-encoding']).toBe('aes128gcm')
      expect(push.headers.urgency).toBe('high')
      expect(Number(push.headers.ttl)).toBeGreaterThan(0)
      // Signed with our VAPID key, for this push service, expiring within a day (RFC 8292).
      expect(push.vapid).toMatchObject({ audience: new URL(receiver.endpoint('x')).origin, publicKey: vapid.publicKey })
      expect(push.vapid!.expires * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600_000)
    }
    // Decrypted by the device's own keys: exactly the three fields, in the device's language; the
    // situation (here abuse) is for the lead's page, never a lock screen.
    expect(JSON.parse(byDevice.get(anaPhone)!.text!)).toEqual({ firstName: 'María', language: 'Español', url })
    expect(JSON.parse(byDevice.get(benLaptop)!.text!)).toEqual({ firstName: 'María', language: 'Spanish', url })
    for (const push of receiver.received) expect(push.text).not.toMatch(/maltrato|abuse|v[ií]ctima|victim|Pérez/i)
    // The push service said 410 Gone: that device is removed, the others are kept.
    await waitFor(async () => (await leadBySubmission(fields.submission_id as string)).notifications?.push === 'sent', 5_000, 50)
    const { docs } = await env.payload.find({ collection: 'push-subscriptions', overrideAccess: true, limit: 10 })
    expect(docs.map((d) => receiver.deviceOf(d.endpoint)).sort()).toEqual([anaPhone, benLaptop].sort())
    expect(docs.every((d) => d.lastSentAt)).toBe(true)
  })

  it('sends nothing for suspected spam', async () => {
    const before = receiver.received.length
    const fields = validFields({ website: 'http://spam.example' })
    expect((await postLead(env, fields)).status).toBe(200)
    await sleep(1_500)
    expect(receiver.received.length).toBe(before)
  })

  it('lets a staff member turn notifications on and off for one device, over the desk endpoint', async () => {
    const cara = await staff('cara')
    const token = await signedInToken(env, cara)
    const rest = (await import('@/app/(payload)/cms-api/[...slug]/route')) as unknown as Rest
    const call = (method: 'POST' | 'DELETE', body: unknown) =>
      rest[method](
        new Request(`${ORIGIN}/cms-api/intake/push-subscription`, {
          method,
          headers: {
            'content-type': 'application/json',
            cookie: `${staffSessionCookie()}=${token}`,
            origin: ORIGIN,
            'sec-fetch-site': 'same-origin',
          },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ slug: ['intake', 'push-subscription'] }) },
      )
    const keys = receiver.subscribe().keys
    const phone = { endpoint: 'https://fcm.googleapis.com/fcm/send/cara-phone', keys }
    const laptop = { endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/cara-laptop', keys }
    expect((await call('POST', phone)).status).toBe(201)
    expect((await call('POST', phone)).status).toBe(200)
    expect((await call('POST', laptop)).status).toBe(201)
    // Not a push service's address, or not a key: refused, nothing stored.
    expect((await call('POST', { ...phone, endpoint: 'http://127.0.0.1:9/x' })).status).toBe(400)
    // Any other HTTPS host is not a push service either: the server would post there (SSRF).
    expect((await call('POST', { ...phone, endpoint: 'https://10.0.0.1/x' })).status).toBe(400)
    expect((await call('POST', { ...phone, endpoint: 'https://push.example.net/send/x' })).status).toBe(400)
    expect((await call('POST', { endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'short', auth: 'x' } })).status).toBe(
      400,
    )
    const mine = async () =>
      (
        await env.payload.find({ collection: 'push-subscriptions', where: { user: { equals: cara.id } }, overrideAccess: true })
      ).docs.map((d) => d.endpoint)
    expect((await mine()).sort()).toEqual([laptop.endpoint, phone.endpoint].sort())
    expect(await (await call('DELETE', { endpoint: phone.endpoint })).json()).toEqual({ removed: 1 })
    expect(await mine()).toEqual([laptop.endpoint])
    // Without a session: 401.
    const anonymous = await rest.POST(
      new Request(`${ORIGIN}/cms-api/intake/push-subscription`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify(laptop),
      }),
      { params: Promise.resolve({ slug: ['intake', 'push-subscription'] }) },
    )
    expect(anonymous.status).toBe(401)
  })
})
