import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { ArrowLink } from '@/components/ui/ArrowLink'
import type { CarouselLabels } from '@/components/ui/Carousel'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { Icon } from '@/components/ui/Icon'
import { SectionHeading, buttonOutline } from '@/components/ui/ui'
import { LateSlides } from './LateSlides'

/**
 * Google reviews (card looks: .review-card in globals.css): 3 s autoplay; 3 per view, 2 below
 * 1280 px, 1 below 767 px; always five stars. The server draws the frame; the cards come from
 * GET /google-reviews/{locale} in the browser (./LateSlides.tsx), so the home page's HTML and
 * payload do not carry them twice. Without JavaScript the box links to the reviews page.
 */
export async function ReviewsSlider({
  locale,
  labels,
  writeReviewUrl,
}: {
  locale: Locale
  labels: CarouselLabels
  writeReviewUrl?: string | null
}) {
  const [t, tCommon, tNav] = await Promise.all([
    getTranslations({ locale, namespace: 'home.reviews' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  return (
    <section aria-labelledby="reviews-heading" className="bg-white" data-testid="home-reviews">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between" data-reveal>
          <SectionHeading id="reviews-heading" eyebrow={t('eyebrow')} title={t('title')} />
          {writeReviewUrl ? (
            <ExternalLink href={writeReviewUrl} newTabNote={tNav('opensInNewTab')} className={`${buttonOutline} shrink-0`}>
              <Icon name="star" size={18} />
              {t('write')}
            </ExternalLink>
          ) : null}
        </div>
        <LateSlides
          kind="reviews"
          testId="reviews-box"
          locale={locale}
          label={t('label')}
          labels={labels}
          words={{ stars: t('stars'), empty: tCommon('noReviews') }}
        >
          <p className="late-slides-link">
            <ArrowLink href="/reviews" locale={locale}>
              {t('all')}
            </ArrowLink>
          </p>
        </LateSlides>
      </div>
    </section>
  )
}
