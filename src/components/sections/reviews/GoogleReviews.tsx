import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { FiveStars } from '@/components/ui/Icon'
import { Img } from '@/components/ui/Img'
import { toMediaView } from '@/features/content/media'
import type { Review } from '@/payload-types'

/** Spec §2: every review is shown with five stars (FiveStars draws five), whatever Google shows. */
const STARS = 5

/** The reviews list's star: rounder than the site's line star, as Google draws it. */
const GOOGLE_STAR = 'M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 16.9 5.9 20.4l1.5-6.8L2.2 9l6.9-.7L12 2z'

/** The Google reviews list, with a link to write one on Google (new tab). */
export async function GoogleReviews({
  locale,
  reviews,
  writeReviewUrl,
}: {
  locale: Locale
  reviews: Review[]
  writeReviewUrl?: string | null
}) {
  const [t, tCommon, tNav] = await Promise.all([
    getTranslations({ locale, namespace: 'reviews' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  return (
    <section
      aria-labelledby="google-reviews-title"
      className="mx-auto max-w-7xl px-4 py-12 sm:py-16"
      data-testid="google-reviews"
    >
      <div data-reveal className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-3xl">
          <h2 id="google-reviews-title" className="text-2xl font-bold text-navy sm:text-3xl">
            {t('google.title')}
          </h2>
          <p className="mt-3 text-lg leading-relaxed">{t('google.intro')}</p>
        </div>
        {writeReviewUrl ? (
          <ExternalLink
            href={writeReviewUrl}
            newTabNote={tNav('opensInNewTab')}
            data-testid="write-google-review"
            className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-md bg-navy px-6 font-bold text-white hover:bg-navy-700"
          >
            {t('google.write')}
          </ExternalLink>
        ) : null}
      </div>
      {reviews.length === 0 ? (
        <p className="mt-8 rounded-xl bg-cream p-6 text-lg" data-testid="reviews-empty">
          {tCommon('noReviews')}
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="review-list">
          {reviews.map((review) => {
            const avatar = toMediaView(review.reviewerImage, '')
            return (
              <li
                key={review.id}
                className="flex flex-col rounded-xl border border-navy/10 bg-white p-6 shadow-sm"
                data-testid="review"
              >
                <div className="flex items-center gap-3">
                  {avatar ? (
                    <Img media={avatar} sizes="48px" alt="" className="h-12 w-12 rounded-full object-cover" />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex h-12 w-12 items-center justify-center rounded-full bg-teal text-lg font-bold text-white"
                    >
                      {Array.from(review.reviewerName.trim())[0]?.toUpperCase() ?? '?'}
                    </span>
                  )}
                  <div>
                    <p className="font-semibold text-navy">{review.reviewerName}</p>
                    <p className="text-sm text-ink/70">{review.relativeDate}</p>
                  </div>
                </div>
                <div className="mt-3">
                  <FiveStars
                    label={t('google.stars', { count: STARS })}
                    className="flex gap-0.5 fill-current text-gold"
                    shape={GOOGLE_STAR}
                    testId="review-stars"
                  />
                </div>
                <p className="mt-3 whitespace-pre-line leading-relaxed">{review.body}</p>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
