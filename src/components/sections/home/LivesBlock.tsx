import { Link, type Href } from '@/i18n/navigation'
import { GlowBand } from '@/components/ui/GlowBand'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { Img } from '@/components/ui/Img'
import type { MediaView } from '@/features/content/media'
import { toMediaView } from '@/features/content/media'
import type { Live, SiteSetting } from '@/payload-types'
import { Icon } from '@/components/ui/Icon'
import { SectionHeading, buttonGold } from '@/components/ui/ui'
import { BELOW_FOLD } from '@/components/layout/below-fold'

/**
 * The founders' live show. On the Spanish home the button goes to the show's feature page
 * (/{show slug} from site settings, spec §2); in English to the recorded-lives gallery.
 */
export async function LivesBlock({
  locale,
  show,
  founderName,
  portrait,
  lives,
}: {
  locale: Locale
  show: SiteSetting['show']
  founderName: string
  portrait: MediaView | null
  lives: Live[]
}) {
  const [t, tNav] = await Promise.all([
    getTranslations({ locale, namespace: 'home.lives' }),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  const ctaHref: Href = locale === 'es' && show?.slug ? { pathname: '/[...rest]', params: { rest: [show.slug] } } : '/lives'
  const latest = lives.slice(0, 3)
  return (
    <GlowBand
      id="lives-heading"
      testId="home-lives"
      className={BELOW_FOLD}
      glow="radial-gradient(circle at 85% 15%, rgba(19,128,122,0.5), transparent 45%), radial-gradient(circle at 0% 100%, rgba(201,162,39,0.2), transparent 40%)"
    >
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-2">
        <div data-reveal>
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-[#c0262d] px-3 py-1 text-sm font-bold uppercase tracking-wider text-white">
            <span aria-hidden="true" className="h-2.5 w-2.5 animate-pulse rounded-full bg-white" />
            {t('eyebrow')}
          </p>
          <SectionHeading id="lives-heading" title={t('title', { show: show?.name ?? '' })} tone="dark" />
          <p className="mt-6 text-lg leading-relaxed text-white/85">{t('text', { founder: founderName })}</p>
          <Link href={ctaHref} className={`${buttonGold} mt-8`} data-testid="lives-cta">
            <Icon name="video" size={20} />
            {t('cta')}
          </Link>
        </div>
        <div data-reveal>
          {portrait ? (
            <div className="relative mx-auto mb-8 w-48 sm:w-56">
              <div aria-hidden="true" className="absolute -inset-2 rounded-full bg-gradient-to-br from-gold to-teal" />
              <Img
                media={portrait}
                sizes="224px"
                className="relative aspect-square h-auto w-full rounded-full object-cover object-top ring-4 ring-navy"
              />
            </div>
          ) : null}
          {latest.length > 0 ? (
            <>
              <h3 className="text-center text-lg font-bold text-gold">{t('latest')}</h3>
              <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
                {latest.map((live) => {
                  const cover = toMediaView(live.image, live.name)
                  return (
                    <li key={live.id} className="live-card">
                      <ExternalLink
                        href={live.url}
                        newTabNote={tNav('opensInNewTab')}
                        className="group block focus-visible:outline-offset-0"
                      >
                        {cover ? <Img media={cover} alt="" sizes="(min-width: 640px) 15vw, 90vw" className="live-thumb" /> : null}
                        <span className="live-title">{live.name}</span>
                      </ExternalLink>
                    </li>
                  )
                })}
              </ul>
              <p className="mt-6 text-center">
                <Link
                  href="/lives"
                  className="inline-flex min-h-11 items-center gap-1 font-bold text-gold underline-offset-4 hover:underline"
                >
                  {t('all')}
                  <Icon name="arrow" size={18} />
                </Link>
              </p>
            </>
          ) : null}
        </div>
      </div>
    </GlowBand>
  )
}
