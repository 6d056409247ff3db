import { Link } from '@/i18n/navigation'
import { ArrowLink } from '@/components/ui/ArrowLink'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { toMediaView } from '@/features/content/media'
import type { Testimonial } from '@/payload-types'
import { Icon } from '@/components/ui/Icon'
import { TestimonialVideo } from './TestimonialVideo'
import { SectionHeading, buttonNavy } from '@/components/ui/ui'
import { BELOW_FOLD } from '@/components/layout/below-fold'

/** Home "about us": who we are, three figures, and a client's video testimonial (click to play). */
export async function AboutSection({
  locale,
  firmName,
  founderName,
  video,
}: {
  locale: Locale
  firmName: string
  founderName: string
  video: Testimonial | undefined
}) {
  const [t, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'home.about' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const media = video ? toMediaView(video.media, video.alt) : null
  const poster = video ? toMediaView(video.poster, video.alt) : null
  const stats = [
    { value: t('statYearsValue'), label: t('statYears') },
    { value: t('statFreeValue'), label: t('statFree') },
    { value: t('statLanguagesValue'), label: t('statLanguages') },
  ]
  return (
    <section className={`${BELOW_FOLD} overflow-hidden bg-cream`} aria-labelledby="about-heading" data-testid="home-about">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-2">
        <div data-reveal>
          <SectionHeading id="about-heading" eyebrow={t('eyebrow')} title={t('title')} />
          <p className="mt-6 text-lg leading-relaxed text-ink/85">{t('text1', { firm: firmName })}</p>
          <p className="mt-4 text-lg leading-relaxed text-ink/85">{t('text2', { founder: founderName })}</p>
          <dl className="mt-8 grid grid-cols-3 gap-3 sm:gap-4">
            {stats.map((stat) => (
              <div key={stat.label} className="about-stat">
                <dt className="mt-1 text-sm leading-snug text-ink/75">{stat.label}</dt>
                <dd className="font-display text-lg font-bold text-navy sm:text-2xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <ArrowLink href="/attorneys" className={buttonNavy}>
              {t('cta')}
            </ArrowLink>
            <Link href="/about-us">{t('secondary')}</Link>
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-[16rem] sm:max-w-xs" data-reveal>
          <div aria-hidden="true" className="absolute -inset-4 -rotate-3 rounded-3xl bg-gradient-to-br from-gold/40 to-teal/30" />
          {media ? (
            <figure className="relative">
              <TestimonialVideo
                video={media}
                poster={poster}
                label={t('videoTitle')}
                fallback={tCommon('videoFallback')}
                testId="about-video"
              />
              <figcaption className="mt-3 text-center text-base text-ink/80">{t('videoCaption')}</figcaption>
            </figure>
          ) : (
            <div
              aria-hidden="true"
              className="relative flex aspect-[4/5] items-center justify-center rounded-2xl text-gold shadow-lg"
              style={{ backgroundImage: 'linear-gradient(160deg, #13315c, #0b2545 60%, #13807a)' }}
            >
              <Icon name="scales" size={120} />
            </div>
          )}
        </div>
      </div>
    </section>
  )
}
