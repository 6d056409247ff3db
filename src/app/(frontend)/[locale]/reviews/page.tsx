import { getTranslations } from '@/features/site-texts/translations.server'
import { definePage } from '@/components/layout/define-page'
import { pageMetadata } from '@/lib/seo'
import { PageBanner } from '@/components/ui/PageBanner'
import { GiveawayTestimonials, TravelTestimonials } from '@/components/sections/reviews/TestimonialSections'
import { GoogleReviews } from '@/components/sections/reviews/GoogleReviews'
import { getSiteSettings, listReviews, listTestimonials } from '@/features/content/queries'

/**
 * Testimonials (/testimonios, /en/reviews): travel videos and giveaway photos, each paged in the
 * URL with its own parameter (`?pagina-viajes=2&pagina-sorteos=3`), then the Google reviews.
 */
/**
 * The travel and giveaway lists page in the URL (`listPageParams` in the route table), so the page renders per
 * request; its CMS reads are cached (features/content/queries), which keeps that cheap.
 */
export const dynamic = 'force-dynamic'

const page = definePage({
  route: '/reviews',
  async metadata({ locale, alternates }) {
    const t = await getTranslations({ locale, namespace: 'reviews' })
    return pageMetadata({ locale, alternates, title: t('metaTitle'), description: t('metaDescription') })
  },
  async render({ locale }) {
    const [t, settings, travel, giveaway, reviews] = await Promise.all([
      getTranslations({ locale, namespace: 'reviews' }),
      getSiteSettings(locale),
      listTestimonials(locale, 'travel'),
      listTestimonials(locale, 'giveaway'),
      listReviews(locale),
    ])
    return (
      <>
        <PageBanner title={t('bannerTitle')} subtitle={t('bannerSubtitle')} />
        <TravelTestimonials locale={locale} testimonials={travel} priority />
        <GiveawayTestimonials locale={locale} testimonials={giveaway} />
        <GoogleReviews locale={locale} reviews={reviews} writeReviewUrl={settings.externalSites?.googleWriteReview} />
      </>
    )
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
