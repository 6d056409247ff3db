import { Link, type Href } from '@/i18n/navigation'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { getSiteSettings } from '@/features/content/queries'
import { Icon, type IconName } from '@/components/ui/Icon'

type Service = {
  key: 'immigration' | 'injury' | 'trucks'
  icon: IconName
} & ({ href: Href; external: false } | { href: string; external: true })

/**
 * The three services: immigration (this site) and the two sister sites (personal injury, truck-
 * driver recruitment), which open in a new tab. 'cards' on the home and about pages; 'blocks'
 * (with bullet points) on the services page.
 */
export async function ServiceCards({
  locale,
  variant = 'cards',
  headingLevel = 'h3',
}: {
  locale: Locale
  variant?: 'cards' | 'blocks'
  headingLevel?: 'h2' | 'h3'
}) {
  const [t, tNav, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'services' }),
    getTranslations({ locale, namespace: 'nav' }),
    getSiteSettings(locale),
  ])
  const services: Service[] = [
    { key: 'immigration', icon: 'scales', href: '/services/immigration-lawyer', external: false },
    { key: 'injury', icon: 'cross', href: settings.externalSites.personalInjury, external: true },
    { key: 'trucks', icon: 'truck', href: settings.externalSites.truckRecruitment, external: true },
  ]
  const Heading = headingLevel
  const blocks = variant === 'blocks'

  return (
    <ul className={blocks ? 'grid gap-8' : 'grid gap-6 md:grid-cols-3'} data-testid="service-cards">
      {services.map((service, index) => {
        const points = blocks ? (t.raw(`cards.${service.key}.points`) as string[]) : []
        const linkClass =
          'mt-6 inline-flex min-h-12 items-center gap-2 self-start rounded-md px-5 py-3 font-bold transition-colors ' +
          (service.external
            ? 'border-2 border-navy text-navy hover:bg-navy hover:text-white'
            : 'bg-gold text-navy hover:bg-gold-600')
        const label = (
          <>
            {t(`cards.${service.key}.cta`)}
            <Icon name={service.external ? 'external' : 'arrow'} size={18} />
          </>
        )
        return (
          <li
            key={service.key}
            data-reveal
            data-testid={`service-${service.key}`}
            className={
              blocks
                ? `grid overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-navy/10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] ${
                    index % 2 === 1 ? 'md:[&>*:first-child]:order-last' : ''
                  }`
                : 'service-card'
            }
          >
            {blocks ? (
              <div
                aria-hidden="true"
                className="relative flex min-h-48 items-center justify-center text-gold"
                style={{
                  backgroundImage:
                    service.key === 'immigration'
                      ? 'radial-gradient(circle at 30% 30%, rgba(201,162,39,0.35), transparent 55%), linear-gradient(135deg, #0b2545, #13315c)'
                      : service.key === 'injury'
                        ? 'radial-gradient(circle at 70% 30%, rgba(19,128,122,0.6), transparent 55%), linear-gradient(135deg, #13315c, #0b2545)'
                        : 'radial-gradient(circle at 50% 80%, rgba(201,162,39,0.3), transparent 55%), linear-gradient(160deg, #0b2545, #13807a)',
                }}
              >
                <span className="flex h-28 w-28 items-center justify-center rounded-full bg-white/10 ring-4 ring-gold/50">
                  <Icon name={service.icon} size={56} />
                </span>
              </div>
            ) : null}
            <div className={blocks ? 'flex flex-col p-6 sm:p-10' : 'flex flex-1 flex-col'}>
              {blocks ? null : (
                <span className="flex h-14 w-14 items-center justify-center rounded-xl bg-navy text-gold" aria-hidden="true">
                  <Icon name={service.icon} size={30} />
                </span>
              )}
              <Heading className={`${blocks ? 'text-2xl sm:text-3xl' : 'mt-5 text-xl'} font-bold text-navy`}>
                {t(`cards.${service.key}.title`)}
              </Heading>
              {service.external ? (
                <p className="mt-2 text-sm font-semibold uppercase tracking-wide text-teal-700">{t('externalNote')}</p>
              ) : null}
              <p className="mt-3 flex-1 text-base leading-relaxed text-ink/80">{t(`cards.${service.key}.text`)}</p>
              {points.length > 0 ? (
                <ul className="mt-5 space-y-3">
                  {points.map((point) => (
                    <li key={point} className="flex items-start gap-3">
                      <span
                        className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-teal text-white"
                        aria-hidden="true"
                      >
                        <Icon name="check" size={14} />
                      </span>
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {service.external ? (
                <ExternalLink href={service.href} newTabNote={tNav('opensInNewTab')} className={linkClass}>
                  {label}
                </ExternalLink>
              ) : (
                <Link href={service.href} className={linkClass}>
                  {label}
                </Link>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
