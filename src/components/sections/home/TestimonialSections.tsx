import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { Img } from '@/components/ui/Img'
import { toMediaView } from '@/features/content/media'
import type { Testimonial } from '@/payload-types'
import { Icon } from '@/components/ui/Icon'
import { TestimonialVideo } from './TestimonialVideo'
import { SectionHeading, buttonNavy } from '@/components/ui/ui'

/** Travel videos shown on the home (the reviews page pages through the rest, 3 at a time). */
const HOME_TRAVEL_COUNT = 3
const HOME_GIVEAWAY_COUNT = 4

/** Testimonials teaser (link to the reviews page), travel videos and giveaway photos. */
export async function TestimonialSections({
  locale,
  travel,
  giveaway,
}: {
  locale: Locale
  travel: Testimonial[]
  giveaway: Testimonial[]
}) {
  const [t, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const videos = travel
    .map((item) => ({ item, video: toMediaView(item.media, item.alt), poster: toMediaView(item.poster, item.alt) }))
    .filter((v): v is typeof v & { video: NonNullable<typeof v.video> } => v.video !== null)
    .slice(0, HOME_TRAVEL_COUNT)
  const photos = giveaway
    .map((item) => ({ item, image: toMediaView(item.media, item.alt) }))
    .filter((p): p is typeof p & { image: NonNullable<typeof p.image> } => p.image !== null)
    .slice(0, HOME_GIVEAWAY_COUNT)
  const reviewsHref = '/reviews'

  return (
    <div className="bg-cream">
      <section aria-labelledby="testimonials-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:pt-24" data-testid="home-testimonials">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between" data-reveal>
          <SectionHeading
            id="testimonials-heading"
            eyebrow={t('testimonials.eyebrow')}
            title={t('testimonials.title')}
            intro={<p>{t('testimonials.text')}</p>}
          />
          <Link href={reviewsHref} className={`${buttonNavy} shrink-0`} data-testid="testimonials-cta">
            {t('testimonials.cta')}
            <Icon name="arrow" size={18} />
          </Link>
        </div>
      </section>

      {videos.length > 0 ? (
        <section aria-labelledby="travel-heading" className="mx-auto max-w-7xl px-4 pt-12" data-testid="home-travel">
          <h2 id="travel-heading" className="text-2xl font-bold text-navy">
            {t('travel.title')}
          </h2>
          <p className="mt-2 text-lg text-ink/80">{t('travel.text')}</p>
          {/* On phones the videos sit in a swipeable row instead of three screen-high tiles; the
              row takes keyboard focus so it can be scrolled with the arrow keys. */}
          <div
            role="group"
            aria-labelledby="travel-heading"
            tabIndex={0}
            className="-mx-4 mt-6 snap-x snap-mandatory overflow-x-auto px-4 pb-4 md:mx-0 md:overflow-visible md:px-0"
          >
          <ul className="flex gap-4 md:grid md:grid-cols-3 md:gap-6">
            {videos.map(({ item, video, poster }, index) => (
              <li key={item.id} data-reveal className="w-[62%] max-w-xs shrink-0 snap-start min-[480px]:w-[45%] md:mx-auto md:w-full">
                <TestimonialVideo
                  video={video}
                  poster={poster}
                  label={item.alt || t('travel.videoLabel', { index: index + 1 })}
                  fallback={tCommon('videoFallback')}
                />
              </li>
            ))}
          </ul>
          </div>
        </section>
      ) : null}

      {photos.length > 0 ? (
        <section aria-labelledby="giveaway-heading" className="mx-auto max-w-7xl px-4 pt-12" data-testid="home-giveaway">
          <h2 id="giveaway-heading" className="text-2xl font-bold text-navy">
            {t('giveaway.title')}
          </h2>
          <p className="mt-2 text-lg text-ink/80">{t('giveaway.text')}</p>
          <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
            {photos.map(({ item, image }) => (
              <li key={item.id} data-reveal className="overflow-hidden rounded-2xl bg-white p-2 shadow-md ring-1 ring-navy/10">
                <Img
                  media={image}
                  sizes="(min-width: 768px) 22vw, 45vw"
                  className="aspect-square h-auto w-full rounded-xl object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="pb-16 sm:pb-24" />
    </div>
  )
}
