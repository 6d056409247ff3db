import type { Locale } from '@/i18n/locales'
import type { Alternates } from '@/lib/alternates'
import { getPathname } from '@/i18n/navigation'

/**
 * Feature pages on the founders' show: /{slug} (es), /en/{slug} and /en/as-seen-live-with-{slug}.
 * `segments` are the path segments after the locale. Returns the page variant or null (→ 404).
 */
export type FeatureVariant = 'show' | 'as-seen-live'

export function matchFeaturePath(
  locale: Locale,
  segments: readonly string[],
  showSlug: string | null | undefined,
): FeatureVariant | null {
  if (!showSlug || segments.length !== 1) return null
  const [segment] = segments
  if (segment === showSlug) return 'show'
  if (locale === 'en' && segment === `as-seen-live-with-${showSlug}`) return 'as-seen-live'
  return null
}

export function featureAlternates(showSlug: string, variant: FeatureVariant, locale: Locale): Alternates {
  // The catch-all route of the table: next-intl adds /en, as for every other page.
  const path = (lang: Locale, segment: string) =>
    getPathname({ locale: lang, href: { pathname: '/[...rest]', params: { rest: [segment] } } })
  const es = path('es', showSlug)
  const en = variant === 'as-seen-live' ? path('en', `as-seen-live-with-${showSlug}`) : path('en', showSlug)
  return locale === 'es' ? { es, en: path('en', showSlug) } : { es, en }
}
