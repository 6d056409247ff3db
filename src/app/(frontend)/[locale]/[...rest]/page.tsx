import { notFound } from 'next/navigation'
import { definePage, resolveLocale } from '@/components/layout/define-page'
import { getSiteSettings } from '@/features/content/queries'
import { featureAlternates, matchFeaturePath } from '@/features/show/feature-path'
import { FeaturePage, featureMetadata } from '@/features/show/FeaturePage'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

export function generateStaticParams() {
  return []
}

/**
 * Every path no other page claims: the founders' show feature pages (slug from site settings),
 * otherwise the localized 404 page.
 */
async function resolve(params: Props['params']) {
  const { rest } = await params
  const locale = await resolveLocale(params)
  const settings = await getSiteSettings(locale)
  const variant = matchFeaturePath(locale, rest.map(decodeURIComponent), settings.show?.slug)
  if (!variant || !settings.show?.slug) notFound()
  return { locale, variant, alternates: featureAlternates(settings.show.slug, variant, locale) }
}

const page = definePage({
  load: ({ params }: Props) => resolve(params),
  shell: false,
  async metadata({ locale, variant, alternates }) {
    return featureMetadata(locale, variant, alternates)
  },
  async render({ locale, variant, alternates }) {
    return <FeaturePage locale={locale} variant={variant} alternates={alternates} />
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
