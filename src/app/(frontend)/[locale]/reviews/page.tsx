import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { resolveRoutePage, type LocaleParams, notFoundSafeMetadata } from '@/lib/page'
import { pageMetadata } from '@/lib/seo'
import { PageShell } from '@/components/layout/PageShell'
import { PageBanner } from '@/components/ui/PageBanner'
import { EnquirySection } from '@/components/sections/EnquirySection'
import { GiveawayTestimonials, TravelTestimonials } from '@/components/sections/reviews/TestimonialSections'
import { GoogleReviews } from '@/components/sections/reviews/GoogleReviews'
import { getSiteSettings, listReviews, listTestimonials } from '@/features/content/queries'

type Props = { params: LocaleParams }

async function buildMetadata({ params }: Props): Promise<Metadata> {
  const { locale, alternates } = await resolveRoutePage(params, '/reviews')
  const t = await getTranslations({ locale, namespace: 'reviews' })
  return pageMetadata({ locale, alternates, title: t('metaTitle'), description: t('metaDescription') })
}

/**
 * Testimonials (/testimonios, /en/reviews): travel videos and giveaway photos, each paged in the
 * browser from data rendered here (the page stays cacheable; without JS the first page shows),
 * then the Google reviews.
 */
export default async function ReviewsPage({ params }: Props) {
  const { locale, alternates } = await resolveRoutePage(params, '/reviews')
  const [t, settings, travel, giveaway, reviews] = await Promise.all([
    getTranslations({ locale, namespace: 'reviews' }),
    getSiteSettings(locale),
    listTestimonials(locale, 'travel'),
    listTestimonials(locale, 'giveaway'),
    listReviews(locale),
  ])
  return (
    <PageShell
      locale={locale}
      alternates={alternates}
    >
      <PageBanner title={t('bannerTitle')} subtitle={t('bannerSubtitle')} />
      <TravelTestimonials locale={locale} testimonials={travel} />
      <GiveawayTestimonials locale={locale} testimonials={giveaway} />
      <GoogleReviews locale={locale} reviews={reviews} writeReviewUrl={settings.externalSites?.googleWriteReview} />
    </PageShell>
  )
}

export function generateMetadata(...args: Parameters<typeof buildMetadata>): Promise<Metadata> {
  return notFoundSafeMetadata(() => buildMetadata(...args))
}
