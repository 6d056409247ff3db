import { Link } from '@/i18n/navigation'
import { GlowBand } from '@/components/ui/GlowBand'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { Icon } from '@/components/ui/Icon'
import { buttonGold } from '@/components/ui/ui'
import { toMediaView } from '@/features/content/media'
import type { Attorney } from '@/payload-types'
import { FramedPortrait } from './FramedPortrait'

/**
 * About-us founder card with the VIEW MORE link to the founder's profile. Not the CMS summary: it
 * repeats the graduation at 23 and says "more than 15 years" under a banner that says fourteen
 * years of service (the profile page shows it).
 */
export async function FounderCard({ locale, founder }: { locale: Locale; founder: Attorney }) {
  const t = await getTranslations({ locale, namespace: 'team.about.founder' })
  const photo = toMediaView(founder.photo, founder.name)
  return (
    <GlowBand
      id="founder-heading"
      testId="founder-card"
      glow="radial-gradient(circle at 15% 50%, rgba(201,162,39,0.25), transparent 45%), radial-gradient(circle at 95% 10%, rgba(19,128,122,0.5), transparent 45%)"
    >
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <FramedPortrait
          photo={photo}
          sizes="(min-width: 768px) 30vw, 80vw"
          tilt="-rotate-3"
          icon="cap"
          iconSize={110}
          className="relative mx-auto w-full max-w-xs"
        />
        <div data-reveal>
          <p className="text-sm font-bold uppercase tracking-[0.18em] text-gold">{t('eyebrow')}</p>
          <h2 id="founder-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
            {founder.name}
          </h2>
          <p className="mt-1 text-lg font-semibold text-white/85">{founder.role}</p>
          <span aria-hidden="true" className="mt-4 block h-1 w-16 rounded-full bg-gold" />
          <p className="mt-5 flex items-start gap-3 text-lg leading-relaxed">
            <span aria-hidden="true" className="mt-1 text-gold">
              <Icon name="cap" size={24} />
            </span>
            <span>{t('text', { name: founder.name })}</span>
          </p>
          {founder.slug ? (
            <Link
              href={{ pathname: '/attorneys/[name]', params: { name: founder.slug } }}
              className={`${buttonGold} mt-8`}
              data-testid="founder-view-more"
            >
              {t('viewMore')}
              <span className="sr-only"> {t('viewMoreLabel', { name: founder.name })}</span>
              <Icon name="arrow" size={18} />
            </Link>
          ) : null}
        </div>
      </div>
    </GlowBand>
  )
}
