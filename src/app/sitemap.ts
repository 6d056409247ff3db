import type { MetadataRoute } from 'next'
import { listAttorneys, listSitemapContent } from '@/features/content/queries'
import { listIndexablePages } from '@/features/pages/queries'
import { logger } from '@/server/logger'
import { siteUrl } from '@/lib/site-url'
import { contentSitemapEntries, staticSitemapEntries, type SitemapInput } from '@/lib/sitemap'

/**
 * /sitemap.xml. Rendered per request (the build has no database), from CMS reads that are cached
 * and dropped when content changes. If the database does not answer in time, the static pages are
 * still served rather than an error.
 */
export const dynamic = 'force-dynamic'

const CMS_TIMEOUT_MS = 5000

async function cmsContent(): Promise<SitemapInput | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`CMS did not answer within ${CMS_TIMEOUT_MS} ms`)), CMS_TIMEOUT_MS)
  })
  try {
    const [content, attorneys, pages] = await Promise.race([
      Promise.all([listSitemapContent(), listAttorneys('es'), listIndexablePages()]),
      timeout,
    ])
    return { ...content, attorneys, pages }
  } catch (error) {
    logger.warn({ err: error }, 'sitemap.xml: CMS unavailable, serving static pages only')
    return null
  } finally {
    clearTimeout(timer)
  }
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const content = await cmsContent()
  return [...staticSitemapEntries(base), ...(content ? contentSitemapEntries(base, content) : [])]
}
