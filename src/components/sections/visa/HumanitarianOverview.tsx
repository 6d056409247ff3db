import { Link } from '@/i18n/navigation'
import { ArrowLink } from '@/components/ui/ArrowLink'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { Icon } from '@/components/ui/Icon'
import { buttonGold, buttonNavy } from '@/components/ui/ui'
import { RuledHeading } from '@/components/ui/RuledHeading'
import { PageTop } from './PageTop'
import { CheckList } from './VisaDetail'
import { VISA_ICONS, VISA_ROUTES } from './VisaCards'

const SECTIONS = ['vawa', 't', 'u'] as const

const BACKGROUNDS: Record<(typeof SECTIONS)[number], string> = {
  vawa: 'radial-gradient(circle at 30% 30%, rgba(19,128,122,0.6), transparent 55%), linear-gradient(135deg, #0b2545, #13315c)',
  t: 'radial-gradient(circle at 70% 30%, rgba(201,162,39,0.35), transparent 55%), linear-gradient(135deg, #13315c, #0b2545)',
  u: 'radial-gradient(circle at 50% 80%, rgba(19,128,122,0.55), transparent 55%), linear-gradient(160deg, #0b2545, #13315c)',
}

/** Humanitarian visas: what they have in common, then VAWA, T and U, each linking to its page. */
export async function HumanitarianOverview({ locale }: { locale: Locale }) {
  const [t, tLabels] = await Promise.all([
    getTranslations({ locale, namespace: 'visas.overview' }),
    getTranslations({ locale, namespace: 'visas.labels' }),
  ])
  return (
    <div data-testid="humanitarian-overview">
      <PageTop
        locale={locale}
        title={t('banner.title')}
        subtitle={t('banner.subtitle')}
        trail={['/humanitarian-visa']}
        sendMessage={false}
      />

      <section aria-labelledby="overview-intro" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:py-20 lg:grid-cols-5">
          <div className="lg:col-span-3" data-reveal>
            <RuledHeading id="overview-intro" className="text-2xl font-bold text-navy sm:text-4xl">
              {t('intro.title')}
            </RuledHeading>
            <p className="mt-5 text-lg leading-relaxed text-ink/85">{t('intro.p1')}</p>
            <p className="mt-4 text-lg leading-relaxed text-ink/85">{t('intro.p2')}</p>
          </div>
          <aside className="flex gap-4 self-start rounded-2xl border-l-4 border-gold bg-cream p-6 lg:col-span-2" data-reveal>
            <span
              aria-hidden="true"
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-navy text-gold"
            >
              <Icon name="shield" size={24} />
            </span>
            <div>
              <h3 className="text-lg font-bold text-navy">{t('confidential.title')}</h3>
              <p className="mt-2 leading-relaxed text-ink/85">{t('confidential.text')}</p>
            </div>
          </aside>
        </div>
      </section>

      {SECTIONS.map((key, index) => (
        <section
          key={key}
          aria-labelledby={`overview-${key}`}
          className={index % 2 === 0 ? 'bg-cream' : 'bg-white'}
          data-testid={`overview-${key}`}
        >
          <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-14 sm:py-20 md:grid-cols-5 md:gap-12">
            <div
              aria-hidden="true"
              className={`flex min-h-56 items-center justify-center rounded-2xl text-gold shadow-lg md:col-span-2 ${index % 2 === 1 ? 'md:order-last' : ''}`}
              style={{ backgroundImage: BACKGROUNDS[key] }}
            >
              <span className="flex h-32 w-32 items-center justify-center rounded-full bg-white/10 ring-4 ring-gold/50">
                <Icon name={VISA_ICONS[key]} size={64} />
              </span>
            </div>
            <div className="md:col-span-3" data-reveal>
              <h2 id={`overview-${key}`} className="text-2xl font-bold text-navy sm:text-3xl">
                {t(`${key}.title`)}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-ink/85">{t(`${key}.text`)}</p>
              <div className="mt-6">
                <CheckList items={t.raw(`${key}.points`) as string[]} />
              </div>
              <Link href={VISA_ROUTES[key]} className={`${buttonNavy} mt-8`} data-testid={`overview-link-${key}`}>
                {tLabels('learnMore')}
                <span className="sr-only">: {t(`${key}.title`)}</span>
                <Icon name="arrow" size={18} />
              </Link>
            </div>
          </div>
        </section>
      ))}

      <section aria-labelledby="overview-k1" className="bg-navy text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
          <div className="flex items-center gap-4">
            <span
              aria-hidden="true"
              className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-white/10 text-gold ring-2 ring-gold/60"
            >
              <Icon name="rings" size={28} />
            </span>
            <div>
              <h2 id="overview-k1" className="text-xl font-bold sm:text-2xl">
                {t('k1.title')}
              </h2>
              <p className="mt-1 text-white/85">{t('k1.text')}</p>
            </div>
          </div>
          <ArrowLink href={VISA_ROUTES.k1} className={`${buttonGold} shrink-0`}>
            {t('k1.cta')}
          </ArrowLink>
        </div>
      </section>
    </div>
  )
}
