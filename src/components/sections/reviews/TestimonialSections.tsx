import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { Img } from '@/components/ui/Img'
import { toMediaView } from '@/features/content/media'
import { GIVEAWAY_PER_PAGE, TRAVEL_PER_PAGE } from '@/lib/pagination'
import type { Testimonial } from '@/payload-types'
import { PagedList } from './PagedList'

type SectionProps = { locale: Locale; testimonials: Testimonial[]; headingLevel?: 'h2' | 'h3' }

/**
 * Travel testimonials: short phone videos, 3 per page (spec §9). Nothing is downloaded until the
 * visitor presses play (preload="none"); the poster stands in until then.
 */
export async function TravelTestimonials({ locale, testimonials, headingLevel: Heading = 'h2' }: SectionProps) {
  const [t, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'reviews' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const videos = testimonials
    .map((item) => ({ item, video: toMediaView(item.media), poster: toMediaView(item.poster) }))
    .filter((entry) => entry.video !== null)
  if (videos.length === 0) return null

  const items = videos.map(({ item, video, poster }, index) => (
    <figure key={item.id} className="mx-auto w-full max-w-xs">
      <video
        controls
        preload="none"
        playsInline
        poster={poster?.url}
        aria-label={item.alt || t('travel.videoLabel', { number: index + 1 })}
        className="aspect-[9/16] w-full rounded-xl bg-navy object-cover shadow-md"
        data-testid="travel-video"
      >
        <source src={video?.url} type={video?.mimeType || 'video/mp4'} />
        {tCommon('videoFallback')}
      </video>
      {item.alt ? <figcaption className="mt-2 text-center text-base text-ink/80">{item.alt}</figcaption> : null}
    </figure>
  ))

  return (
    <section aria-labelledby="travel-testimonials-title" className="mx-auto max-w-7xl px-4 py-12 sm:py-16" data-testid="travel-testimonials">
      <div data-reveal className="max-w-3xl">
        <Heading id="travel-testimonials-title" className="text-2xl font-bold text-navy sm:text-3xl">
          {t('travel.title')}
        </Heading>
        <p className="mt-3 text-lg leading-relaxed">{t('travel.intro')}</p>
      </div>
      <div className="mt-8">
        <PagedList
          items={items}
          perPage={TRAVEL_PER_PAGE}
          id="travel-testimonials-box"
          label={t('travel.title')}
          pagerLabel={t('travel.pager')}
          testId="travel-list"
          listClassName="grid gap-8 sm:grid-cols-2 lg:grid-cols-3"
        />
      </div>
    </section>
  )
}

/** Giveaway testimonials: photos of winners, 6 per page (spec §9). */
export async function GiveawayTestimonials({ locale, testimonials, headingLevel: Heading = 'h2' }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'reviews' })
  const photos = testimonials
    .map((item, index) => ({ item, image: toMediaView(item.media, item.alt || t('giveaway.imageAlt', { number: index + 1 })) }))
    .filter((entry) => entry.image !== null)
  if (photos.length === 0) return null

  const items = photos.map(({ item, image }) =>
    image ? (
      <Img
        key={item.id}
        media={image}
        sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
        className="aspect-square h-auto w-full rounded-xl object-cover shadow-md"
      />
    ) : null,
  )

  return (
    <section aria-labelledby="giveaway-testimonials-title" className="bg-cream" data-testid="giveaway-testimonials">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <div data-reveal className="max-w-3xl">
          <Heading id="giveaway-testimonials-title" className="text-2xl font-bold text-navy sm:text-3xl">
            {t('giveaway.title')}
          </Heading>
          <p className="mt-3 text-lg leading-relaxed">{t('giveaway.intro')}</p>
        </div>
        <div className="mt-8">
          <PagedList
            items={items}
            perPage={GIVEAWAY_PER_PAGE}
            id="giveaway-testimonials-box"
            label={t('giveaway.title')}
            pagerLabel={t('giveaway.pager')}
            testId="giveaway-list"
            listClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          />
        </div>
      </div>
    </section>
  )
}
