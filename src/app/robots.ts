import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/site-url'
import { robotsDisallow } from '@/lib/sitemap'

/** Per request so SITE_URL is read at run time (the build may not know the public address). */
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const base = siteUrl()
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: robotsDisallow() }],
    sitemap: `${base}/sitemap.xml`,
  }
}
