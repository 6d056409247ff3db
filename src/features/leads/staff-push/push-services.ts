/**
 * The push services a browser's subscription can point at (RFC 8030): the only hosts the server
 * will ever POST a staff notification to. A subscription is whatever a signed-in device sends, so
 * without this list a staff session (or a thief's) could make the server post to any address it
 * reaches, the internal network included (SSRF). Chrome, Edge on Android, Samsung Internet and
 * Opera use Google's FCM; Firefox Mozilla's autopush; Safari (macOS, iOS 16.4+) Apple's; Edge on
 * Windows Microsoft's WNS. A browser with another service is refused (the desk says it could not turn on).
 */
export const PUSH_SERVICE_HOSTS = {
  /** Hosts taken exactly. */
  exact: ['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'],
  /** Domains whose subdomains are the service's (WNS names its front ends per region, Apple per cluster). */
  within: ['push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'],
} as const

/** Whether `url` is a known push service's HTTPS address, on the standard port. */
export function isPushServiceUrl(url: URL): boolean {
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false
  const host = url.hostname.toLowerCase()
  return (
    (PUSH_SERVICE_HOSTS.exact as readonly string[]).includes(host) ||
    PUSH_SERVICE_HOSTS.within.some((domain) => host.endsWith(`.${domain}`))
  )
}
