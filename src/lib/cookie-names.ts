import { siteIsHttps } from './site-url'

/**
 * The one source of the names of the staff session cookie and our security cookies (issue 47).
 *
 * On a site served over https (SITE_URL) they carry the `__Host-` prefix: a browser then keeps them
 * only when set Secure, with `Path=/` and no `Domain`, from this very host, so neither a sibling
 * subdomain nor a plain-http answer (a network attacker's) can plant or overwrite one. Over plain
 * http (`npm start` on localhost, the test suite) a browser refuses a `__Host-` cookie, so the names
 * stay bare there. Read at run time: the same build serves either.
 *
 * Payload names both its session cookie and its admin-language cookie from one `cookiePrefix`
 * (`…-token`, `…-lng`, and its theme's `…-theme`). Payload's language switch sets `…-lng` without
 * `Secure`; the shipped nginx adds `Secure` to any prefixed cookie that lacks it
 * (`proxy_cookie_flags`, deploy/nginx.conf), so the choice is kept. The theme is written by the admin's
 * own script (`document.cookie`, no `Secure`): over https a chosen theme lasts until the page is
 * reloaded, then follows the device's setting.
 */
export function hostOnlyName(name: string, https = siteIsHttps()): string {
  return https ? `__Host-${name}` : name
}

/** Payload's `cookiePrefix` (src/payload.config.ts). */
export function staffCookiePrefix(https = siteIsHttps()): string {
  return hostOnlyName('payload', https)
}

/** The staff session (Payload's JWT cookie). deploy/nginx.conf matches both names by hand. */
export function staffSessionCookie(https = siteIsHttps()): string {
  return `${staffCookiePrefix(https)}-token`
}

/** The admin's language, Payload's cookie (src/features/staff-language/admin-language.ts). */
export function adminLanguageCookie(https = siteIsHttps()): string {
  return `${staffCookiePrefix(https)}-lng`
}

/** The anti-forgery binding of the public forms (src/server/csrf.ts). */
export function csrfCookie(https = siteIsHttps()): string {
  return hostOnlyName('csrf_binding', https)
}

/**
 * The start of a trusted-device cookie's name (src/features/staff-auth/trusted-device.ts). That
 * cookie is sent only to the sign-in endpoints (`Path=/cms-api/users/`), which `__Host-` forbids,
 * so over https it carries `__Secure-`: kept only when set Secure over https.
 */
export function trustedDeviceCookiePrefix(https = siteIsHttps()): string {
  return `${https ? '__Secure-' : ''}staff-device-`
}
