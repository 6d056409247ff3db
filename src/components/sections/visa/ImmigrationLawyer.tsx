import { Link } from '@/i18n/navigation'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/messages'
import type { StaticPathname } from '@/i18n/routes'
import { ScrollToButton } from '@/components/ui/ScrollToButton'
import { FormBlock, formTexts } from '@/components/sections/home/FormBlock'
import { Icon, type IconName } from '@/components/ui/Icon'
import { HeadedSection, SectionHeading, buttonGold, buttonNavy } from '@/components/ui/ui'
import { AttorneySlider } from '@/components/sections/team/AttorneySlider'
import { getCarouselLabels } from '@/components/sections/home/carousel-labels'
import { CallLink } from '@/features/call-tracking/CallLink'
import { getSiteSettings, listAttorneys } from '@/features/content/queries'
import { formatUsPhone } from '@/lib/phone'
import { CheckList } from './VisaDetail'
import { PageTop } from './PageTop'
import type { PageFormName } from '@/features/leads/enquiry/variants'

const FORM_ANCHOR = 'enquiry-form'
/** The page's form (its route's page asks isSensitiveForm of it). */
export const LAWYER_FORM = 'service' satisfies PageFormName

const STEPS: Array<{ key: 'evaluate' | 'paperwork' | 'documents'; icon: IconName }> = [
  { key: 'evaluate', icon: 'search' },
  { key: 'paperwork', icon: 'document' },
  { key: 'documents', icon: 'hourglass' },
]

const HELP_ICONS: IconName[] = ['check', 'search', 'users', 'shield']

type OpportunityKey = Exclude<keyof Messages['services']['lawyer']['opportunities'], 'title' | 'intro'>

const OPPORTUNITIES: Array<{ key: OpportunityKey; icon: IconName; route?: StaticPathname }> = [
  { key: 'family', icon: 'home' },
  { key: 'adjustment', icon: 'document' },
  { key: 'consular', icon: 'globe' },
  { key: 'waivers', icon: 'scales' },
  { key: 'work', icon: 'briefcase' },
  { key: 'citizenship', icon: 'flag' },
  { key: 'vawa', icon: 'shieldHeart', route: '/humanitarian-visa/vawa-visa' },
  { key: 't', icon: 'chain', route: '/humanitarian-visa/t-visa' },
  { key: 'u', icon: 'badge', route: '/humanitarian-visa/u-visa' },
  { key: 'k1', icon: 'rings', route: '/k1-visa' },
]

/**
 * The immigration lawyers page (spec §2): banner, intro, impossible cases, free first call, form,
 * what a lawyer does, three steps, how a lawyer helps, opportunities, attorney slider.
 */
export async function ImmigrationLawyer({ locale }: { locale: Locale }) {
  const [t, tCommon, tHero, settings, attorneys, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'services.lawyer' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'home.hero' }),
    getSiteSettings(locale),
    listAttorneys(locale),
    getCarouselLabels(locale),
  ])
  const phone = settings.phones?.immigration?.number
  const help = t.raw('help.items') as Array<{ title: string; text: string }>

  return (
    <div data-testid="immigration-lawyer">
      <PageTop
        locale={locale}
        title={t('banner.title')}
        subtitle={t('banner.subtitle')}
        trail={['/services', '/services/immigration-lawyer']}
        formAnchor={FORM_ANCHOR}
      />

      <section aria-labelledby="lawyer-intro" className="bg-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-5 lg:gap-14">
          <div className="lg:col-span-3" data-reveal>
            <SectionHeading id="lawyer-intro" eyebrow={t('intro.eyebrow')} title={t('intro.title')} />
            <p className="mt-6 text-lg leading-relaxed text-ink/85">{t('intro.p1')}</p>
            <p className="mt-4 text-lg leading-relaxed text-ink/85">{t('intro.p2', { firm: settings.firmName })}</p>
            <ScrollToButton targetId={FORM_ANCHOR} className={`${buttonGold} mt-8`} testId="evaluate-case">
              <Icon name="search" size={18} />
              {tCommon('evaluateCase')}
            </ScrollToButton>
          </div>
          <div
            aria-hidden="true"
            className="relative mx-auto flex aspect-square w-full max-w-sm items-center justify-center rounded-full text-gold shadow-2xl lg:col-span-2"
            style={{
              backgroundImage:
                'radial-gradient(circle at 30% 25%, rgba(201,162,39,0.35), transparent 50%), linear-gradient(150deg, #0b2545, #13315c 60%, #13807a)',
            }}
          >
            <div className="absolute inset-6 rounded-full border border-dashed border-gold/40" />
            <Icon name="scales" size={140} />
            <div className="absolute -bottom-2 left-1/2 flex -translate-x-1/2 flex-col items-center rounded-2xl bg-gold px-6 py-3 text-navy shadow-xl">
              <span className="font-display text-3xl font-bold leading-none">{tHero('badgeValue')}</span>
              <span className="text-xs font-bold uppercase">{tHero('badgeLabel')}</span>
            </div>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="lawyer-impossible"
        className="relative overflow-hidden bg-navy text-white"
        data-testid="impossible-cases"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0"
          style={{ backgroundImage: 'radial-gradient(circle at 90% 20%, rgba(19,128,122,0.5), transparent 45%)' }}
        />
        <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
          <div data-reveal>
            <span aria-hidden="true" className="font-display text-7xl leading-none text-gold">
              “
            </span>
            <h2 id="lawyer-impossible" className="-mt-6 text-3xl font-bold leading-tight sm:text-4xl">
              {t('impossible.title')}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-white/85">{t('impossible.text')}</p>
          </div>
          <div className="self-center rounded-2xl bg-white/5 p-6 ring-1 ring-white/15 sm:p-8" data-reveal>
            <CheckList items={t.raw('impossible.points') as string[]} tone="dark" />
            <ScrollToButton targetId={FORM_ANCHOR} className={`${buttonGold} mt-8`}>
              {t('impossible.cta')}
              <Icon name="arrow" size={18} />
            </ScrollToButton>
          </div>
        </div>
      </section>

      <section aria-labelledby="lawyer-free-call" className="bg-cream" data-testid="free-call">
        <div className="mx-auto flex max-w-5xl flex-col items-center px-4 py-14 text-center" data-reveal>
          <span
            aria-hidden="true"
            className="flex h-16 w-16 items-center justify-center rounded-full bg-gold text-navy shadow-lg"
          >
            <Icon name="phone" size={30} />
          </span>
          <h2 id="lawyer-free-call" className="mt-5 text-2xl font-bold text-navy sm:text-3xl">
            {t('freeCall.title')}
          </h2>
          <p className="mt-3 max-w-2xl text-lg leading-relaxed text-ink/85">{t('freeCall.text')}</p>
          {phone ? (
            <CallLink number={phone} className={`${buttonNavy} mt-6`}>
              <Icon name="phone" size={18} />
              {t('freeCall.call', { phone: formatUsPhone(phone) })}
            </CallLink>
          ) : null}
        </div>
      </section>

      <FormBlock locale={locale} form={LAWYER_FORM} anchorId={FORM_ANCHOR} {...formTexts(t)} testId="service-form" />

      <section aria-labelledby="lawyer-explanation" className="bg-white">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:py-20" data-reveal>
          <SectionHeading id="lawyer-explanation" title={t('explanation.title')} />
          <p className="mt-6 text-lg leading-relaxed text-ink/85">{t('explanation.p1')}</p>
          <p className="mt-4 text-lg leading-relaxed text-ink/85">{t('explanation.p2')}</p>
        </div>
      </section>

      <section aria-labelledby="lawyer-steps" className="bg-cream" data-testid="three-steps">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <div data-reveal>
            <SectionHeading id="lawyer-steps" eyebrow={t('steps.eyebrow')} title={t('steps.title')} align="center" />
          </div>
          <div className="relative mt-12">
            <span aria-hidden="true" className="absolute left-[16%] right-[16%] top-10 hidden h-0.5 bg-gold/60 md:block" />
            <ol className="relative grid gap-8 md:grid-cols-3">
              {STEPS.map((step, index) => (
                <li key={step.key} className="relative flex flex-col items-center text-center" data-reveal>
                  <span className="relative flex h-20 w-20 items-center justify-center rounded-full bg-navy text-gold shadow-lg ring-8 ring-cream">
                    <Icon name={step.icon} size={36} />
                    <span
                      aria-hidden="true"
                      className="absolute -right-1 -top-1 flex h-8 w-8 items-center justify-center rounded-full bg-gold font-display text-sm font-bold text-navy"
                    >
                      {index + 1}
                    </span>
                  </span>
                  <h3 className="mt-5 text-xl font-bold text-navy">{t(`steps.${step.key}.title`)}</h3>
                  <p className="mt-2 max-w-xs leading-relaxed text-ink/80">{t(`steps.${step.key}.text`)}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <HeadedSection id="lawyer-help" testId="lawyer-help" className="bg-white" title={t('help.title')}>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {help.map((item, index) => (
            <li key={item.title} className="rounded-2xl border border-navy/10 p-6 shadow-sm" data-reveal>
              <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-xl bg-teal text-white">
                <Icon name={HELP_ICONS[index % HELP_ICONS.length] ?? 'check'} size={24} />
              </span>
              <h3 className="mt-4 text-lg font-bold text-navy">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-ink/80">{item.text}</p>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection
        id="lawyer-opportunities"
        testId="opportunities"
        className="bg-navy text-white"
        tone="dark"
        title={t('opportunities.title')}
        intro={t('opportunities.intro')}
      >
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5">
          {OPPORTUNITIES.map((item) => {
            const body = (
              <>
                <span
                  aria-hidden="true"
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-gold/15 text-gold ring-1 ring-gold/50"
                >
                  <Icon name={item.icon} size={22} />
                </span>
                <span className="mt-3 block font-bold leading-snug">{t(`opportunities.${item.key}.title`)}</span>
                <span className="mt-1 block text-sm leading-snug text-white/80">{t(`opportunities.${item.key}.text`)}</span>
              </>
            )
            const tile = 'flex h-full flex-col rounded-xl bg-white/[0.06] p-4 ring-1 ring-white/15 sm:p-5'
            return (
              <li key={item.key} data-testid={`opportunity-${item.key}`}>
                {item.route ? (
                  <Link href={item.route} className={`${tile} transition-colors hover:bg-white/[0.12] hover:ring-gold`}>
                    {body}
                    <span aria-hidden="true" className="mt-auto pt-3 text-gold">
                      <Icon name="arrow" size={18} />
                    </span>
                  </Link>
                ) : (
                  <div className={tile}>{body}</div>
                )}
              </li>
            )
          })}
        </ul>
      </HeadedSection>

      {attorneys.length > 0 ? (
        <HeadedSection
          id="lawyer-team"
          testId="lawyer-team"
          eyebrow={t('team.eyebrow')}
          title={t('team.title')}
          intro={t('team.intro')}
        >
          <div className="mt-10">
            <AttorneySlider locale={locale} attorneys={attorneys} labels={labels} />
          </div>
        </HeadedSection>
      ) : null}
    </div>
  )
}
