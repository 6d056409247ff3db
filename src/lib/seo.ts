import type { Metadata } from 'next'
import type { Locale } from '@/i18n/locales'
import type { Alternates } from './alternates'
import { siteUrl } from './site-url'

type PageSeo = {
  locale: Locale
  alternates: Alternates
  title: string
  description: string
  image?: string | null
  type?: 'website' | 'article'
}

/**
 * Title, description, canonical, hreflang (es, en, x-default → Spanish) and Open Graph of a page.
 * next-intl's alternate Link header is off because it cannot know translated blog slugs.
 */
export function pageMetadata({ locale, alternates, title, description, image, type = 'website' }: PageSeo): Metadata {
  const base = siteUrl()
  const own = alternates[locale] ?? (locale === 'es' ? '/' : '/en')
  const languages: Record<string, string> = {}
  if (alternates.es) languages.es = `${base}${alternates.es}`
  if (alternates.en) languages.en = `${base}${alternates.en}`
  const fallback = alternates.es ?? alternates.en
  if (fallback) languages['x-default'] = `${base}${fallback}`
  return {
    metadataBase: new URL(base),
    title,
    description,
    alternates: { canonical: `${base}${own}`, languages },
    openGraph: {
      title,
      description,
      url: `${base}${own}`,
      type,
      locale: locale === 'es' ? 'es_US' : 'en_US',
      alternateLocale: locale === 'es' ? ['en_US'] : ['es_US'],
      ...(image ? { images: [{ url: image.startsWith('http') ? image : `${base}${image}` }] } : {}),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description },
  }
}
