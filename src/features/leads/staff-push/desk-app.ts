/**
 * The intake desk as an installable app on staff phones: its web manifest and its service worker,
 * both served under /admin (src/app/(payload)/admin/desk-*), so the public site's pages never
 * download a byte of them.
 */
export const DESK_SCOPE = '/admin'
export const DESK_WORKER_PATH = '/admin/desk-sw.js'
export const DESK_MANIFEST_PATH = '/admin/desk.webmanifest'
export const deskIconPath = (size: 192 | 512) => `/admin/desk-icon/${size}.png`

/** Spanish first, like the desk itself; `lang` says so to the phone. */
export function deskManifest(firmName: string): Record<string, unknown> {
  return {
    name: `Admisión · ${firmName}`,
    short_name: 'Admisión',
    description: 'Prospectos nuevos del sitio web: llamar, enviar mensaje, dar seguimiento.',
    lang: 'es',
    dir: 'ltr',
    id: DESK_SCOPE,
    start_url: DESK_SCOPE,
    scope: DESK_SCOPE,
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: '#0b2545',
    icons: ([192, 512] as const).map((size) => ({
      src: deskIconPath(size),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any maskable',
    })),
  }
}

/**
 * The desk's service worker. It caches nothing (the desk is live data; an offline copy would
 * show leads as they were): it shows a new lead's notification and opens the lead on a tap. The
 * message is the four fields of message.ts; a tap only ever opens a page of this site's admin.
 */
export const DESK_WORKER_SOURCE = `'use strict'
const ICON = ${JSON.stringify(deskIconPath(192))}
const HOME = new URL(${JSON.stringify(DESK_SCOPE)}, self.location.origin).href
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
function deskUrl(value) {
  try {
    const url = new URL(String(value), self.location.origin)
    if (url.origin === self.location.origin && (url.pathname === ${JSON.stringify(DESK_SCOPE)} || url.pathname.startsWith(${JSON.stringify(DESK_SCOPE + '/')}))) return url.href
  } catch (_) {}
  return HOME
}
self.addEventListener('push', (event) => {
  let lead = {}
  try {
    lead = event.data ? event.data.json() : {}
  } catch (_) {}
  const url = deskUrl(lead.url)
  const title = lead.firstName || '—'
  const body = lead.language || ''
  event.waitUntil(
    self.registration.showNotification(title, { body, tag: url, data: { url }, icon: ICON, badge: ICON, requireInteraction: true }),
  )
})
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = deskUrl(event.notification.data && event.notification.data.url)
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      for (const client of open) {
        if (client.url.startsWith(HOME) && 'navigate' in client) {
          await client.navigate(url)
          return client.focus()
        }
      }
      return self.clients.openWindow(url)
    })(),
  )
})
`
