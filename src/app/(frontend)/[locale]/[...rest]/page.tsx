import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { resolveLocale, notFoundSafeMetadata } from '@/lib/page'
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

async function buildMetadata({ params }: Props): Promise<Metadata> {
  const { locale, variant, alternates } = await resolve(params)
  return featureMetadata(locale, variant, alternates)
}

export default async function CatchAllPage({ params }: Props) {
  const { locale, variant, alternates } = await resolve(params)
  return <FeaturePage locale={locale} variant={variant} alternates={alternates} />
}

export function generateMetadata(...args: Parameters<typeof buildMetadata>): Promise<Metadata> {
  return notFoundSafeMetadata(() => buildMetadata(...args))
}
