/** The site's public origin (for canonical URLs, sitemap, Open Graph). Set SITE_URL in production. */
export function siteUrl(): string {
  const configured = process.env.SITE_URL?.trim()
  return (configured || `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '')
}
