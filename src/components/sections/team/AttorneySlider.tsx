import { Link } from '@/i18n/navigation'
import { ArrowLink } from '@/components/ui/ArrowLink'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { Carousel, type CarouselLabels } from '@/components/ui/Carousel'
import { TEAM_SLIDER } from '@/components/ui/carousel-options'
import { Img } from '@/components/ui/Img'
import { Icon } from '@/components/ui/Icon'
import { buttonGold, CardMore, cardLink } from '@/components/ui/ui'
import { toMediaView } from '@/features/content/media'
import type { Attorney } from '@/payload-types'

/**
 * Immigration-lawyer page: one card per attorney (link to the profile) and a closing card that
 * links to the attorneys page.
 */
export async function AttorneySlider({
  locale,
  attorneys,
  labels,
}: {
  locale: Locale
  attorneys: Attorney[]
  labels: CarouselLabels
}) {
  const t = await getTranslations({ locale, namespace: 'services.lawyer.team' })
  const listed = attorneys.filter((a) => a.slug)
  return (
    <Carousel label={t('label')} labels={labels} preset={TEAM_SLIDER} testId="attorney-slider">
      {[
        ...listed.map((attorney) => {
          const photo = toMediaView(attorney.photo, attorney.name)
          return (
            <article
              key={attorney.id}
              className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-navy/10 focus-within:ring-4 focus-within:ring-gold"
            >
              <div className="relative aspect-[4/3] overflow-hidden bg-navy">
                {photo ? (
                  <Img
                    media={photo}
                    sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"
                    className="h-full w-full object-cover object-top transition-transform duration-500 group-hover:scale-105"
                  />
                ) : null}
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-bold text-navy">
                  <Link href={{ pathname: '/attorneys/[name]', params: { name: attorney.slug as string } }} className={cardLink}>
                    {attorney.name}
                  </Link>
                </h3>
                <p className="mt-1 font-semibold text-teal-700">{attorney.role}</p>
                <p className="mt-3 line-clamp-4 flex-1 leading-relaxed text-ink/80">{attorney.summary}</p>
                <CardMore label={t('profile')} className="mt-4 text-navy" />
              </div>
            </article>
          )
        }),
        <div
          key="team"
          className="flex h-full flex-col justify-center rounded-2xl p-8 text-white shadow-md"
          style={{
            backgroundImage:
              'radial-gradient(circle at 80% 10%, rgba(201,162,39,0.35), transparent 50%), linear-gradient(150deg, #0b2545, #13315c 60%, #13807a)',
          }}
          data-testid="attorney-slider-team-card"
        >
          <span
            aria-hidden="true"
            className="flex h-16 w-16 items-center justify-center rounded-full bg-white/10 text-gold ring-2 ring-gold/60"
          >
            <Icon name="users" size={32} />
          </span>
          <h3 className="mt-6 text-2xl font-bold">{t('cardTitle')}</h3>
          <p className="mt-3 text-lg leading-relaxed text-white/85">{t('cardText')}</p>
          <ArrowLink href="/attorneys" className={`${buttonGold} mt-8 self-start`}>
            {t('cardCta')}
          </ArrowLink>
        </div>,
      ]}
    </Carousel>
  )
}
