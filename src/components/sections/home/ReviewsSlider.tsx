import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { Carousel, type CarouselLabels } from '@/components/ui/Carousel'
import { REVIEWS_SLIDER } from '@/components/ui/carousel-options'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { toMediaView } from '@/features/content/media'
import type { Review } from '@/payload-types'
import { FiveStars, Icon } from '@/components/ui/Icon'
import { SectionHeading, buttonOutline } from '@/components/ui/ui'
import { Avatar } from '@/components/ui/Avatar'

/** Google reviews (card looks: .review-card in globals.css): 3 s autoplay; 3 per view, 2 below 1280 px, 1 below 767 px; always five stars. */
export async function ReviewsSlider({
  locale,
  reviews,
  labels,
  writeReviewUrl,
}: {
  locale: Locale
  reviews: Review[]
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
        {reviews.length === 0 ? (
          <p className="mt-10 rounded-xl bg-cream p-6 text-center text-lg text-ink/80" data-testid="reviews-empty">
            {tCommon('noReviews')}
          </p>
        ) : (
          <Carousel label={t('label')} labels={labels} preset={REVIEWS_SLIDER} testId="reviews-slider" className="mt-10">
            {reviews.map((review) => {
              const avatar = toMediaView(review.reviewerImage, '')
              return (
                <figure key={review.id} className="review-card" data-testid="review-card">
                  {/* The caption is the figure's own child, as HTML requires (not inside a div). */}
                  <figcaption>
                    <Avatar photo={avatar} name={review.reviewerName} largeInitial />
                    <span className="min-w-0">
                      <span className="review-name">{review.reviewerName}</span>
                      <span className="review-date">{review.relativeDate}</span>
                    </span>
                  </figcaption>
                  <div className="mt-4">
                    <FiveStars label={t('stars')} />
                  </div>
                  <blockquote>
                    <p className="line-clamp-[8]">{review.body}</p>
                  </blockquote>
                </figure>
              )
            })}
          </Carousel>
        )}
      </div>
    </section>
  )
}
