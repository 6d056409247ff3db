import { Link } from '@/i18n/navigation'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { SocialIcon } from '@/components/ui/SocialIcon'
import { LazyMap } from '@/components/layout/LazyMap'
import { CallLink } from '@/features/call-tracking/CallLink'
import { formatUsPhone, whatsappUrl } from '@/lib/phone'
import type { SiteSetting } from '@/payload-types'
import { OfficeAddress } from '@/components/ui/OfficeAddress'
import { firmSocials } from '@/lib/firm-socials'
import { EmailLink } from '@/components/ui/EmailAddress'

type PhoneLine = { label: string; number: string }
type Props = { locale: Locale; settings: SiteSetting }

function line(value: { label?: string | null; number?: string | null } | null | undefined): PhoneLine | null {
  return value?.number ? { label: value.label ?? '', number: value.number } : null
}

/**
 * A phone line: the immigration line goes through CallLink with tracking (spec §7, call-now and
 * immigration links are counted); the others are plain tel: links.
 */
function PhoneItem({ phone, track, callLabel }: { phone: PhoneLine; track: boolean; callLabel: string }) {
  return (
    <li>
      <span className="block text-sm text-ink/70">{phone.label}</span>
      <CallLink
        number={phone.number}
        track={track}
        ariaLabel={`${callLabel} ${phone.label}: ${formatUsPhone(phone.number)}`}
        className="inline-flex min-h-11 items-center gap-2 text-lg font-bold text-navy hover:text-teal"
      >
        <SocialIcon name="phone" size={18} />
        {formatUsPhone(phone.number)}
      </CallLink>
    </li>
  )
}

/** E-mail, WhatsApp and social profiles, beside the contact form. */
export async function ContactChannels({ locale, settings }: Props) {
  const [t, tNav] = await Promise.all([
    getTranslations({ locale, namespace: 'contact' }),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  const newTab = tNav('opensInNewTab')
  const socials = firmSocials(settings)
  return (
    <div className="rounded-xl bg-navy p-6 text-white sm:p-8" data-testid="contact-channels">
      <h2 className="text-2xl font-bold text-gold">{t('channels.title')}</h2>
      <p className="mt-3 text-lg text-white/90">{t('channels.intro')}</p>
      <ul className="mt-6 space-y-5">
        {settings.whatsapp ? (
          <li>
            <span className="block text-sm text-white/75">{t('channels.whatsapp')}</span>
            <ExternalLink
              href={whatsappUrl(settings.whatsapp)}
              newTabNote={newTab}
              data-testid="contact-whatsapp"
              className="mt-1 inline-flex min-h-12 items-center gap-2 rounded-md bg-[#187340] px-5 font-bold text-white hover:bg-[#135c33]"
            >
              <SocialIcon name="whatsapp" size={22} />
              {t('channels.whatsappCta')}
            </ExternalLink>
          </li>
        ) : null}
        <li>
          <span className="block text-sm text-white/75">{t('channels.email')}</span>
          <EmailLink
            email={settings.email}
            iconSize={18}
            data-testid="contact-email"
            className="inline-flex min-h-11 max-w-full items-center gap-2 text-lg font-semibold hover:text-gold"
          />
        </li>
      </ul>
      {socials.length > 0 ? (
        <>
          <h3 className="mt-8 text-sm font-bold uppercase tracking-wide text-gold">{t('channels.socials')}</h3>
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="contact-socials">
            {socials.map((s) => (
              <li key={s.network}>
                <ExternalLink
                  href={s.url}
                  aria-label={`${s.network} ${newTab}`}
                  className="flex h-12 w-12 items-center justify-center rounded-full bg-white/10 hover:bg-gold hover:text-navy"
                >
                  <SocialIcon name={s.network} size={22} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}

/** Immigration, Personal Injury and Truck Drivers, each with its own phone lines (spec §2). */
export async function PracticeAreaCards({ locale, settings }: Props) {
  const [t, tNav] = await Promise.all([
    getTranslations({ locale, namespace: 'contact' }),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  const phones = settings.phones
  const callLabel = t('areas.call')
  const cards = [
    {
      key: 'immigration',
      lines: [line(phones?.immigration), line(phones?.customerService)],
      link: { href: '/services/immigration-lawyer', external: false },
    },
    {
      key: 'personalInjury',
      lines: [line(phones?.personalInjury)],
      link: { href: settings.externalSites?.personalInjury, external: true },
    },
    {
      key: 'truckDrivers',
      lines: [line(phones?.truckDrivers)],
      link: { href: settings.externalSites?.truckRecruitment, external: true },
    },
  ] as const
  const linkClass = 'mt-auto inline-flex min-h-11 items-center pt-4 font-bold text-teal hover:underline'
  return (
    <section aria-labelledby="practice-areas-title" className="bg-cream" data-testid="contact-practice-areas">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <h2 id="practice-areas-title" className="text-2xl font-bold text-navy sm:text-3xl">
          {t('areas.title')}
        </h2>
        <p className="mt-3 max-w-3xl text-lg">{t('areas.intro')}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {cards.map((card) => {
            const lines = card.lines.filter((l): l is PhoneLine => l !== null)
            return (
              <li
                key={card.key}
                data-reveal
                className="flex flex-col rounded-xl bg-white p-6 shadow-md"
                data-testid="practice-card"
                data-area={card.key}
              >
                <h3 className="text-xl font-bold text-navy">{t(`areas.${card.key}.title`)}</h3>
                <p className="mt-2 leading-relaxed">{t(`areas.${card.key}.text`)}</p>
                <ul className="mt-4 space-y-2">
                  {lines.map((phone, index) => (
                    <PhoneItem
                      key={phone.number + index}
                      phone={phone}
                      track={card.key === 'immigration' && index === 0}
                      callLabel={callLabel}
                    />
                  ))}
                </ul>
                {card.link.href ? (
                  card.link.external ? (
                    <ExternalLink href={card.link.href} newTabNote={tNav('opensInNewTab')} className={linkClass}>
                      {t(`areas.${card.key}.cta`)} <span aria-hidden="true">&nbsp;→</span>
                    </ExternalLink>
                  ) : (
                    <Link href={card.link.href} className={linkClass}>
                      {t(`areas.${card.key}.cta`)} <span aria-hidden="true">&nbsp;→</span>
                    </Link>
                  )
                ) : null}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}

/** Both offices, the nationwide-coverage note and the map (loaded only when it comes near). */
export async function OfficesAndMap({ locale, settings }: Props) {
  const t = await getTranslations({ locale, namespace: 'contact' })
  return (
    <section aria-labelledby="offices-title" className="mx-auto max-w-7xl px-4 py-12 sm:py-16" data-testid="contact-offices">
      <div className="grid gap-10 lg:grid-cols-2">
        <div data-reveal>
          <h2 id="offices-title" className="text-2xl font-bold text-navy sm:text-3xl">
            {t('offices.title')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {(settings.offices ?? []).map((office) => (
              <li key={office.id ?? office.street} className="rounded-xl border border-navy/10 p-5" data-testid="contact-office">
                <OfficeAddress office={office} className="not-italic leading-relaxed" nameClassName="block text-lg text-navy" />
              </li>
            ))}
          </ul>
          <div className="mt-8 rounded-xl bg-teal p-6 text-white" data-testid="contact-coverage">
            <h3 className="text-xl font-bold">{t('offices.coverageTitle')}</h3>
            <p className="mt-2 text-lg leading-relaxed">{t('offices.coverageText')}</p>
          </div>
        </div>
        <LazyMap locale={locale} settings={settings} title={t('offices.mapTitle')} tone="light" testId="contact-map" />
      </div>
    </section>
  )
}
