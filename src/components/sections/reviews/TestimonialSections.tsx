import { ArrowLink } from '@/components/ui/ArrowLink'
import type { ReactNode } from 'react'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { Img } from '@/components/ui/Img'
import { toMediaView } from '@/features/content/media'
import { GIVEAWAY_PER_PAGE, TRAVEL_PER_PAGE } from '@/lib/pagination'
import type { Testimonial } from '@/payload-types'
import { PagedList } from './PagedList'
import { getPagerWords } from '@/components/ui/pager-words'
import { getPathname } from '@/i18n/navigation'
import { listPageParams } from '@/i18n/routes'
import { SectionHeading, buttonNavy } from '@/components/ui/ui'
import { TestimonialVideo } from '@/components/sections/home/TestimonialVideo'
import { BELOW_FOLD } from '@/components/layout/below-fold'

type SectionProps = { locale: Locale; testimonials: Testimonial[]; headingLevel?: 'h2' | 'h3' }

const PER_PAGE = { travel: TRAVEL_PER_PAGE, giveaway: GIVEAWAY_PER_PAGE } as const

/** Width and padding of a testimonial section's content. */
const CONTENT = 'mx-auto max-w-7xl px-4 py-12 sm:py-16'

/**
 * The section of one testimonial kind on the reviews page (`{kind}-testimonials`): heading, intro
 * and the paged list. With a `background`, the band spans the page and the content sits inside it.
 */
async function PagedTestimonials({
  locale,
  kind,
  Heading,
  items,
  listClassName,
  background,
}: {
  locale: Locale
  kind: 'travel' | 'giveaway'
  Heading: 'h2' | 'h3'
  items: ReactNode[]
  listClassName: string
  background?: string
}) {
  const [t, pagerWords] = await Promise.all([getTranslations({ locale, namespace: 'reviews' }), getPagerWords(locale)])
  const content = (
    <>
      <div data-reveal className="max-w-3xl">
        <Heading id={`${kind}-testimonials-title`} className="text-2xl font-bold text-navy sm:text-3xl">
          {t(`${kind}.title`)}
        </Heading>
        <p className="mt-3 text-lg leading-relaxed">{t(`${kind}.intro`)}</p>
      </div>
      <div className="mt-8">
        <PagedList
          items={items}
          perPage={PER_PAGE[kind]}
          id={`${kind}-testimonials-box`}
          // The list's own name: not the title, which already names the section around it.
          label={t(`${kind}.listLabel`)}
          pagerLabel={t(`${kind}.pager`)}
          pagerWords={pagerWords}
          testId={`${kind}-list`}
          listClassName={listClassName}
          param={listPageParams[kind][locale]}
          path={getPathname({ locale, href: '/reviews' })}
        />
      </div>
    </>
  )
  return (
    <section
      aria-labelledby={`${kind}-testimonials-title`}
      className={background ?? CONTENT}
      data-testid={`${kind}-testimonials`}
    >
      {background ? <div className={CONTENT}>{content}</div> : content}
    </section>
  )
}

/**
 * Travel testimonials: short phone videos, 3 per page (spec §9), each a TestimonialVideo: nothing
 * is downloaded until the visitor presses play, the poster image stands in until then.
 * `priority`: the section opens the page, so the first poster is its LCP image on a phone: eager,
 * high priority, and preloaded from the HTML head; the others load lazily.
 */
export async function TravelTestimonials({
  locale,
  testimonials,
  headingLevel: Heading = 'h2',
  priority = false,
}: SectionProps & { priority?: boolean }) {
  const [t, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'reviews' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const videos = testimonials
    .map((item) => ({ item, video: toMediaView(item.media), poster: toMediaView(item.poster) }))
    .filter((v): v is typeof v & { video: NonNullable<typeof v.video> } => v.video !== null)
  if (videos.length === 0) return null

  const items = videos.map(({ item, video, poster }, index) => (
    <figure key={item.id} className="mx-auto w-full max-w-xs">
      <TestimonialVideo
        video={video}
        poster={poster}
        label={item.alt || t('travel.videoLabel', { number: index + 1 })}
        fallback={tCommon('videoFallback')}
        priority={priority && index === 0}
        testId="travel-video"
      />
      {item.alt ? <figcaption className="mt-2 text-center text-base text-ink/80">{item.alt}</figcaption> : null}
    </figure>
  ))

  return (
    <PagedTestimonials
      locale={locale}
      kind="travel"
      Heading={Heading}
      items={items}
      listClassName="grid gap-8 sm:grid-cols-2 lg:grid-cols-3"
    />
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
    <PagedTestimonials
      locale={locale}
      kind="giveaway"
      Heading={Heading}
      items={items}
      listClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      background="bg-cream"
    />
  )
}

/** Travel videos shown on the home (the reviews page pages through the rest, 3 at a time). */
const HOME_TRAVEL_COUNT = 3
const HOME_GIVEAWAY_COUNT = 4

/** Home testimonials: teaser (link to the reviews page), the first travel videos and giveaway photos. */
export async function HomeTestimonials({
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

  return (
    <div className={`${BELOW_FOLD} bg-cream`}>
      <section
        aria-labelledby="testimonials-heading"
        className="mx-auto max-w-7xl px-4 pt-16 sm:pt-24"
        data-testid="home-testimonials"
      >
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between" data-reveal>
          <SectionHeading
            id="testimonials-heading"
            eyebrow={t('testimonials.eyebrow')}
            title={t('testimonials.title')}
            intro={<p>{t('testimonials.text')}</p>}
          />
          <ArrowLink href="/reviews" className={`${buttonNavy} shrink-0`} data-testid="testimonials-cta">
            {t('testimonials.cta')}
          </ArrowLink>
        </div>
      </section>

      {videos.length > 0 ? (
        <HomeStrip id="travel-heading" testId="home-travel" title={t('travel.title')} text={t('travel.text')}>
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
                <li key={item.id} data-reveal className="testimonial-tile">
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
        </HomeStrip>
      ) : null}

      {photos.length > 0 ? (
        <HomeStrip id="giveaway-heading" testId="home-giveaway" title={t('giveaway.title')} text={t('giveaway.text')}>
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
        </HomeStrip>
      ) : null}
      <div className="pb-16 sm:pb-24" />
    </div>
  )
}

/** A titled strip of the home testimonials (travel videos, giveaway photos). */
function HomeStrip({
  id,
  testId,
  title,
  text,
  children,
}: {
  id: string
  testId: string
  title: string
  text: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 pt-12" data-testid={testId}>
      <h2 id={id} className="text-2xl font-bold text-navy">
        {title}
      </h2>
      <p className="mt-2 text-lg text-ink/80">{text}</p>
      {children}
    </section>
  )
}
