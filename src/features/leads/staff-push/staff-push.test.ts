import { describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { deskManifest, DESK_WORKER_SOURCE } from './desk-app'
import { firstName, staffPushMessage } from './message'
import { deviceName, readDeviceSubscription } from './subscription'
import { vapidKeys } from './vapid'

const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) }

describe('staff push message', () => {
  it('carries the first name, language and the lead URL, nothing more: no situation, for any lead', () => {
    const lead = {
      id: 42,
      name: ' Ana María  Pérez ',
      situation: 'abuseVictim',
      locale: 'en',
      phone: '9155550142',
      email: 'a@b.c',
    }
    const message = staffPushMessage(lead, { siteUrl: 'https://www.firm.example/', language: 'es' })
    expect(message).toEqual({
      firstName: 'Ana',
      language: 'Inglés',
      url: 'https://www.firm.example/admin/collections/leads/42',
    })
    expect(staffPushMessage({ id: 1, name: null, locale: 'es' }, { siteUrl: 'https://x.example', language: 'en' })).toEqual({
      firstName: '',
      language: 'Spanish',
      url: 'https://x.example/admin/collections/leads/1',
    })
    expect(firstName('x'.repeat(100))).toHaveLength(40)
  })
})

describe('device subscriptions', () => {
  it('accepts what a browser gives and refuses anything a push service could not have issued', () => {
    const good = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys }
    expect(readDeviceSubscription(good)).toEqual({ endpoint: good.endpoint, ...keys })
    for (const endpoint of [
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXut',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
    ]) {
      expect(readDeviceSubscription({ endpoint, keys })?.endpoint).toBe(endpoint)
    }
    for (const bad of [
      null,
      'x',
      { ...good, endpoint: 'http://fcm.googleapis.com/x' },
      { ...good, endpoint: 'https://user:pw@push.example/x' },
      { ...good, endpoint: 'not a url' },
      // Not a push service: the server would post to it (SSRF).
      { ...good, endpoint: 'https://127.0.0.1/x' },
      { ...good, endpoint: 'https://169.254.169.254/latest/meta-data' },
      { ...good, endpoint: 'https://intranet.local/x' },
      { ...good, endpoint: 'https://fcm.googleapis.com.evil.example/x' },
      { ...good, endpoint: 'https://evilnotify.windows.com/x' },
      { ...good, endpoint: 'https://fcm.googleapis.com:8443/x' },
      { ...good, keys: { ...keys, p256dh: 'short' } },
      { ...good, keys: { ...keys, auth: '<script>aaaaaaaaaaaaaaaaa' } },
      { endpoint: good.endpoint },
    ]) {
      expect(readDeviceSubscription(bad)).toBeNull()
    }
  })

  it('names a device by its browser and system', () => {
    expect(deviceName('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36')).toBe(
      'Chrome · Android',
    )
    expect(
      deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1'),
    ).toBe('Safari · iPhone/iPad')
    expect(deviceName(null)).toBe('? · ?')
  })
})

describe('VAPID keys', () => {
  it('reads the pair web-push generates, with a subject; none when missing or malformed', () => {
    const pair = webpush.generateVAPIDKeys()
    expect(
      vapidKeys({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, INTAKE_EMAIL: 'in@firm.example' }),
    ).toEqual({
      ...pair,
      subject: 'mailto:in@firm.example',
    })
    expect(
      vapidKeys({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'https://firm.example' })
        ?.subject,
    ).toBe('https://firm.example')
    expect(vapidKeys({})).toBeNull()
    expect(vapidKeys({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: 'nope' })).toBeNull()
  })
})

describe('the desk app', () => {
  it('is installable: Spanish manifest scoped to the admin, 192 and 512 px icons, standalone', () => {
    const manifest = deskManifest('Salazar') as {
      lang: string
      scope: string
      start_url: string
      display: string
      icons: Array<{ sizes: string }>
    }
    expect(manifest).toMatchObject({ lang: 'es', scope: '/admin', start_url: '/admin', display: 'standalone' })
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512'])
  })

  it('has a worker that parses as a script and opens only admin pages', () => {
    expect(() => new Function(DESK_WORKER_SOURCE)).not.toThrow()
    expect(DESK_WORKER_SOURCE).toContain("addEventListener('push'")
    expect(DESK_WORKER_SOURCE).toContain("addEventListener('notificationclick'")
  })
})
