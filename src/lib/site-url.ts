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
