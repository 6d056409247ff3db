import { ArrowLink } from '@/components/ui/ArrowLink'
import { getTranslations } from '@/features/site-texts/translations.server'
import { siteTextLink } from '@/features/site-texts/texts.server'
import type { Locale } from '@/i18n/locales'
import type { StaticPathname } from '@/i18n/routes'
import { Carousel, type CarouselLabels } from '@/components/ui/Carousel'
import { HERO_SLIDER } from '@/components/ui/carousel-options'
import { Img } from '@/components/ui/Img'
import type { MediaView } from '@/features/content/media'
import { Icon, type IconName } from '@/components/ui/Icon'
import { buttonGold } from '@/components/ui/ui'

type SlideKey = 'experience' | 'vawa' | 't' | 'u'

/** Each slide's background is `.hero-bg-{key}` in globals.css. */
const SLIDES: Array<{ key: SlideKey; route: StaticPathname; icon: IconName }> = [
  {
    key: 'experience',
    route: '/services/immigration-lawyer',
    icon: 'scales',
  },
  {
    key: 'vawa',
    route: '/humanitarian-visa/vawa-visa',
    icon: 'shieldHeart',
  },
  {
    key: 't',
    route: '/humanitarian-visa/t-visa',
    icon: 'chain',
  },
  {
    key: 'u',
    route: '/humanitarian-visa/u-visa',
    icon: 'badge',
  },
]

/** A faint dotted texture and a gold rule: the hero's "printed letterhead" look, drawn by CSS. */
function Backdrop({ id }: { id: SlideKey }) {
  return (
    <div aria-hidden="true" className={`absolute inset-0 hero-bg-${id}`}>
      <span className="hero-dots" />
      <span className="hero-rule" />
    </div>
  )
}

function Emblem({ icon }: { icon: IconName }) {
  return (
    <div aria-hidden="true" className="hero-emblem">
      <div className="hero-emblem-ring">
        <div className="hero-emblem-dash" />
        <div className="hero-emblem-disc">
          <Icon name={icon} size={112} className="text-gold" />
        </div>
      </div>
    </div>
  )
}

function Portrait({ media, badgeValue, badgeLabel }: { media: MediaView | null; badgeValue: string; badgeLabel: string }) {
  return (
    <div className="pointer-events-none absolute inset-y-0 right-0 w-[62%] sm:w-1/2 md:w-[44%]">
      {media ? (
        <div className="absolute bottom-0 right-0 h-[72%] w-full opacity-30 [mask-image:linear-gradient(to_top,transparent,black_22%)] md:right-[6%] md:h-[90%] md:w-[85%] md:opacity-100">
          {/* The first slide's picture is the page's hero image: the only eager image. */}
          <Img
            media={media}
            sizes="(min-width: 768px) 40vw, 60vw"
            priority
            className="h-full w-full rounded-t-[999px] object-cover object-top"
          />
        </div>
      ) : (
        <Emblem icon="scales" />
      )}
      <div
        aria-hidden="true"
        className="absolute bottom-10 right-4 hidden h-32 w-32 flex-col items-center justify-center rounded-full bg-gold text-center text-navy shadow-2xl ring-8 ring-navy/40 md:flex lg:left-0 lg:right-auto"
      >
        <span className="font-display text-4xl font-bold leading-none">{badgeValue}</span>
        <span className="mt-1 px-3 text-xs font-bold uppercase leading-tight">{badgeLabel}</span>
      </div>
    </div>
  )
}

/**
 * The classes repeated on every slide (hero-*) are defined once in globals.css: on four slides,
 * in both the HTML and its RSC payload, their utility lists cost more than the slides' text.
 *
 * Four slides (15+ years → immigration lawyer page; VAWA, T, U → their pages, unless staff set
 * another page in the home texts' `link` fields), 5 s autoplay,
 * looping. Every slide has the same fixed box, so nothing moves when the slider script starts;
 * the first slide's title is the page's h1.
 */
export async function HomeHero({
  locale,
  portrait,
  labels,
}: {
  locale: Locale
  /** The founder's photo for the first slide, if there is one. */
  portrait: MediaView | null
  labels: CarouselLabels
}) {
  const [t, links] = await Promise.all([
    getTranslations({ locale, namespace: 'home.hero' }),
    Promise.all(SLIDES.map((slide) => siteTextLink('home', locale, ['hero', slide.key]))),
  ])
  const points = [t('points.free'), t('points.language'), t('points.confidential')]
  return (
    <div className="bg-navy pb-4" data-testid="home-hero">
      <Carousel label={t('label')} labels={labels} preset={HERO_SLIDER} tone="dark" gap={false} testId="hero-slider">
        {SLIDES.map((slide, index) => {
          const Heading = index === 0 ? 'h1' : 'h2'
          return (
            <div key={slide.key} data-testid={`hero-slide-${slide.key}`} className="hero-slide">
              <Backdrop id={slide.key} />
              {slide.key === 'experience' ? (
                <Portrait media={portrait} badgeValue={t('badgeValue')} badgeLabel={t('badgeLabel')} />
              ) : (
                <Emblem icon={slide.icon} />
              )}
              <div className="relative z-10 mx-auto flex h-full max-w-7xl items-center px-4">
                <div className="max-w-xl py-8 md:max-w-[56%]">
                  <p className="hero-eyebrow">
                    <Icon name={slide.icon} size={16} />
                    {t(`${slide.key}.eyebrow`)}
                  </p>
                  <Heading className="hero-title">{t(`${slide.key}.title`)}</Heading>
                  <p className="hero-text">{t(`${slide.key}.text`)}</p>
                  <ArrowLink
                    href={slide.route}
                    path={links[index]}
                    className={`${buttonGold} mt-6`}
                    data-testid={`hero-cta-${slide.key}`}
                  >
                    {t(`${slide.key}.cta`)}
                  </ArrowLink>
                  <ul className="hero-points">
                    {points.map((point) => (
                      <li key={point}>
                        <Icon name="check" size={16} className="text-gold" />
                        {point}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </div>
          )
        })}
      </Carousel>
    </div>
  )
}
