/** The site's public origin (for canonical URLs, sitemap, Open Graph). Set SITE_URL in production. */
export function siteUrl(): string {
  const configured = process.env.SITE_URL?.trim()
  return (configured || `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '')
}

/**
 * The origins SITE_URL names (it may list several, comma-separated), each with its www/bare twin,
 * or [] when SITE_URL is not set (a development or test run on any host).
 */
export function configuredSiteOrigins(value = process.env.SITE_URL ?? ''): string[] {
  const origins = new Set<string>()
  for (const entry of value.split(',')) {
    try {
      if (!entry.trim()) continue
      const url = new URL(entry.trim())
      const twin = new URL(url.href)
      twin.hostname = url.hostname.startsWith('www.') ? url.hostname.slice(4) : `www.${url.hostname}`
      origins.add(url.origin)
      // An address has no www twin.
      if (!/^[\d.]+$|^\[/.test(url.hostname) && url.hostname !== 'localhost') origins.add(twin.origin)
    } catch {
      // A malformed entry names no origin.
    }
  }
  return [...origins]
}

/** Whether the site is served over HTTPS (SITE_URL's first origin is https): its cookies are then always Secure. */
export function siteIsHttps(value = process.env.SITE_URL ?? ''): boolean {
  return configuredSiteOrigins(value)[0]?.startsWith('https:') ?? false
}

/**
 * The origins whose requests may carry the staff session cookie (Payload's `csrf` list): SITE_URL's,
 * or, without SITE_URL, the server's own (http://localhost:PORT and http://127.0.0.1:PORT), so a
 * cross-site page can never use a signed-in browser's cookie. Empty only in vitest's Local API tests
 * (NODE_ENV test), which call the route handlers with bare Requests that carry no Origin and no
 * Sec-Fetch-Site, as no browser does.
 */
export function sessionOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const configured = configuredSiteOrigins(env.SITE_URL ?? '')
  if (configured.length > 0) return configured
  if (env.NODE_ENV === 'test') return []
  const port = env.PORT ?? '3000'
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}
