import { permanentRedirect } from 'next/navigation'
import { staffPreview } from '@/server/staff-preview.server'
import { definePage, localeOf } from '@/components/layout/define-page'
import { getSiteSettings } from '@/features/content/queries'
import { featureAlternates, matchFeaturePath } from '@/features/show/feature-path'
import { FeaturePage, featureMetadata } from '@/components/sections/show/FeaturePage'
import { getPageByPath, getPagePaths, getRedirectTarget } from '@/features/pages/queries'
import { CmsPage, cmsPageMetadata } from '@/components/sections/cms-page/CmsPage'
import { publicPagePath } from '@/collections/Pages/path'
import type { Alternates } from '@/lib/alternates'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

export function generateStaticParams() {
  return []
}

/**
 * Every path no other page claims, in this order: the founders' show feature pages (slug from site
 * settings); a page staff built in the CMS at this path (src/features/pages); an old address
 * that a redirect sends on (a CMS page whose path changed, or one staff entered); otherwise the
 * localized 404 page.
 */
async function resolve(params: Props['params']) {
  const { rest } = await params
  const locale = await localeOf(params)
  if (!locale) return null
  const segments = rest.map(decodeURIComponent)
  const settings = await getSiteSettings(locale)
  const variant = matchFeaturePath(locale, segments, settings.show?.slug)
  if (variant && settings.show?.slug) {
    return { kind: 'show' as const, locale, variant, alternates: featureAlternates(settings.show.slug, variant, locale) }
  }
  const path = segments.join('/')
  const page = await getPageByPath(locale, path)
  if (page) {
    const paths = await getPagePaths(page.id, await staffPreview())
    const alternates: Alternates = {}
    for (const lang of ['es', 'en'] as const) {
      const own = paths[lang]
      if (own) alternates[lang] = publicPagePath(own, lang)
    }
    alternates[locale] = publicPagePath(path, locale)
    return { kind: 'page' as const, locale, page, alternates }
  }
  const target = await getRedirectTarget(publicPagePath(path, locale), locale)
  if (target) return { kind: 'redirect' as const, locale, target, alternates: {} }
  return null
}

const page = definePage({
  load: ({ params }: Props) => resolve(params),
  shell: false,
  async metadata(data) {
    if (data.kind === 'show') return featureMetadata(data.locale, data.variant, data.alternates)
    if (data.kind === 'page') return cmsPageMetadata(data.page, data.locale, data.alternates)
    return {}
  },
  async render(data) {
    if (data.kind === 'redirect') permanentRedirect(data.target)
    if (data.kind === 'page') return <CmsPage page={data.page} locale={data.locale} alternates={data.alternates} />
    return <FeaturePage locale={data.locale} variant={data.variant} alternates={data.alternates} />
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
