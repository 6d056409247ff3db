import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import type { CarouselLabels } from '@/components/ui/Carousel'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { Icon } from '@/components/ui/Icon'
import { buttonOutline } from '@/components/ui/ui'
import { SliderBand } from './SliderBand'

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
    <SliderBand
      eyebrow={t('eyebrow')}
      title={t('title')}
      action={
        writeReviewUrl ? (
          <ExternalLink href={writeReviewUrl} newTabNote={tNav('opensInNewTab')} className={`${buttonOutline} shrink-0`}>
            <Icon name="star" size={18} />
            {t('write')}
          </ExternalLink>
        ) : null
      }
      slider={{
        kind: 'reviews',
        testId: 'reviews-box',
        locale,
        label: t('label'),
        labels,
        words: { stars: t('stars'), empty: tCommon('noReviews') },
      }}
      all={{ href: '/reviews', label: t('all') }}
    />
  )
}
