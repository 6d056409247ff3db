import type { Metadata } from 'next'
import { OpenToggleIcon } from '@/components/ui/OpenToggleIcon'
import { Link } from '@/i18n/navigation'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import type { StaticPathname } from '@/i18n/routes'
import type { Alternates } from '@/lib/alternates'
import { definePage } from '@/components/layout/define-page'
import { pageMetadata } from '@/lib/seo'
import { getSiteSettings } from '@/features/content/queries'
import { ScrollToButton } from '@/components/ui/ScrollToButton'
import { FormBlock } from '@/components/sections/home/FormBlock'
import { Icon, type IconName } from '@/components/ui/Icon'
import { buttonGold } from '@/components/ui/ui'
import { RuledHeading } from '@/components/ui/RuledHeading'
import { IconHeading } from '@/components/ui/IconHeading'
import { PageTop } from './PageTop'
import { isSensitiveForm } from '@/features/leads/enquiry/sensitive'
import type { PageFormName } from '@/features/leads/enquiry/variants'
import { VISA_ICONS, VISA_ROUTES, type VisaKey } from './VisaCards'

type Step = { title: string; text: string }
type Faq = { q: string; a: string }

const FORM_ANCHOR = 'enquiry-form'
/** Every visa page's form; it asks the situation, so the pages carry the quick exit. */
const VISA_FORM = 'visa' satisfies PageFormName

/** Where each visa page sits under the home page (breadcrumb). */
const TRAILS: Record<VisaKey, StaticPathname[]> = {
  vawa: ['/humanitarian-visa', VISA_ROUTES.vawa],
  t: ['/humanitarian-visa', VISA_ROUTES.t],
  u: ['/humanitarian-visa', VISA_ROUTES.u],
  k1: [VISA_ROUTES.k1],
}

export async function visaMetadata(locale: Locale, visa: VisaKey, alternates: Alternates): Promise<Metadata> {
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'visas' }), getSiteSettings(locale)])
  return pageMetadata({
    locale,
    alternates,
    title: t(`${visa}.meta.title`, { firm: settings.firmName }),
    description: t(`${visa}.meta.description`),
  })
}

/** The page of one visa: the route table's route for it, its metadata and its detail sections. */
export function visaPage(visa: VisaKey) {
  return definePage({
    route: VISA_ROUTES[visa],
    metadata: ({ locale, alternates }) => visaMetadata(locale, visa, alternates),
    render: ({ locale }) => <VisaDetail locale={locale} visa={visa} />,
    shell: { sensitive: isSensitiveForm(VISA_FORM) },
  })
}

export function CheckList({ items, tone = 'light' }: { items: string[]; tone?: 'light' | 'dark' }) {
  return (
    <ul className="space-y-4">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className={`mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full ${
              tone === 'dark' ? 'bg-gold text-navy' : 'bg-teal text-white'
            }`}
          >
            <Icon name="check" size={16} />
          </span>
          <span className="leading-relaxed">{item}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * A VAWA, T, U or K-1 page: banner with SEND MESSAGE, breadcrumb, what the visa is and gives,
 * WE EVALUATE YOUR CASE, who qualifies, requirements, steps, FAQs and the visa enquiry form.
 * All copy comes from the `visas.{key}` messages.
 */
/** A white card with an icon heading and a check list (who qualifies, what is needed). */
function CheckCard({ testId, icon, title, items }: { testId: string; icon: IconName; title: string; items: string[] }) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-md ring-1 ring-navy/10 sm:p-8" data-reveal data-testid={testId}>
      <IconHeading icon={icon} size="large">
        {title}
      </IconHeading>
      <div className="mt-6">
        <CheckList items={items} />
      </div>
    </div>
  )
}

export async function VisaDetail({ locale, visa }: { locale: Locale; visa: VisaKey }) {
  const [t, tLabels, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: `visas.${visa}` }),
    getTranslations({ locale, namespace: 'visas.labels' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const paragraphs = t.raw('intro.paragraphs') as string[]
  const benefits = t.raw('benefits') as string[]
  const qualify = t.raw('qualify') as string[]
  const requirements = t.raw('requirements') as string[]
  const steps = t.raw('steps') as Step[]
  const faqs = t.raw('faqs') as Faq[]
  const related = (['vawa', 't', 'u', 'k1'] as const).filter((key) => key !== visa)
  const tCards = await getTranslations({ locale, namespace: 'visas.cards' })

  return (
    <div data-testid={`visa-page-${visa}`}>
      <PageTop
        locale={locale}
        title={t('banner.title')}
        subtitle={t('banner.subtitle')}
        trail={TRAILS[visa]}
        formAnchor={FORM_ANCHOR}
      />

      <section aria-labelledby="visa-intro" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:py-20 lg:grid-cols-5 lg:gap-14">
          <div className="lg:col-span-3" data-reveal>
            <p className="text-sm font-bold uppercase tracking-[0.18em] text-teal-700">{tCards(`${visa}.title`)}</p>
            <RuledHeading id="visa-intro" className="mt-2 text-2xl font-bold text-navy sm:text-4xl">
              {t('intro.title')}
            </RuledHeading>
            {paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg leading-relaxed text-ink/85">
                {paragraph}
              </p>
            ))}
          </div>
          <aside
            aria-labelledby="visa-benefits"
            className="relative overflow-hidden rounded-2xl bg-navy p-6 text-white shadow-xl sm:p-8 lg:col-span-2"
            data-reveal
          >
            <span aria-hidden="true" className="absolute -right-6 -top-6 text-white/10">
              <Icon name={VISA_ICONS[visa]} size={160} />
            </span>
            <h3 id="visa-benefits" className="relative text-xl font-bold text-gold">
              {tLabels('benefitsTitle')}
            </h3>
            <div className="relative mt-5">
              <CheckList items={benefits} tone="dark" />
            </div>
          </aside>
        </div>
      </section>

      <section
        aria-labelledby="visa-evaluate"
        className="bg-gradient-to-r from-teal to-navy-700 text-white"
        data-testid="evaluate-band"
      >
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="visa-evaluate" className="text-2xl font-bold">
              {tLabels('evaluateTitle')}
            </h2>
            <p className="mt-2 max-w-2xl text-lg text-white/90">{tLabels('evaluateText')}</p>
          </div>
          <ScrollToButton targetId={FORM_ANCHOR} className={`${buttonGold} shrink-0`} testId="evaluate-case">
            <Icon name="search" size={18} />
            {tCommon('evaluateCase')}
          </ScrollToButton>
        </div>
      </section>

      <div className="bg-cream">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:py-20 lg:grid-cols-2">
          <CheckCard testId="visa-qualify" icon="users" title={tLabels('qualifyTitle')} items={qualify} />
          <CheckCard testId="visa-requirements" icon="document" title={tLabels('requirementsTitle')} items={requirements} />
        </div>
      </div>

      <section aria-labelledby="visa-steps" className="bg-white" data-testid="visa-steps">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <RuledHeading id="visa-steps" className="text-2xl font-bold text-navy sm:text-4xl">
            {tLabels('stepsTitle')}
          </RuledHeading>
          <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step.title} className="relative rounded-2xl border border-navy/10 bg-cream p-6" data-reveal>
                <span className="text-sm font-bold uppercase tracking-wider text-teal-700">
                  {tLabels('step', { number: index + 1 })}
                </span>
                <span
                  aria-hidden="true"
                  className="absolute right-5 top-5 flex h-12 w-12 items-center justify-center rounded-full bg-navy font-display text-xl font-bold text-gold"
                >
                  {index + 1}
                </span>
                <h3 className="mt-3 pr-14 text-xl font-bold text-navy">{step.title}</h3>
                <p className="mt-3 leading-relaxed text-ink/80">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="visa-faq" className="bg-cream" data-testid="visa-faq">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:py-20">
          <RuledHeading id="visa-faq" className="text-center text-2xl font-bold text-navy sm:text-4xl" align="center">
            {tLabels('faqTitle')}
          </RuledHeading>
          <div className="mt-10 space-y-4">
            {faqs.map((faq) => (
              <details key={faq.q} className="group rounded-xl bg-white shadow-sm ring-1 ring-navy/10 open:shadow-md">
                <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-lg font-bold text-navy [&::-webkit-details-marker]:hidden">
                  <span>{faq.q}</span>
                  <OpenToggleIcon size="md" />
                </summary>
                <p className="px-5 pb-5 leading-relaxed text-ink/85">{faq.a}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <FormBlock
        locale={locale}
        form={VISA_FORM}
        anchorId={FORM_ANCHOR}
        eyebrow={tLabels('formEyebrow')}
        title={tLabels('formTitle')}
        text={tLabels('formText')}
        testId="visa-form"
      />

      <nav aria-labelledby="visa-related" className="bg-white" data-testid="visa-related">
        <h2 id="visa-related" className="mx-auto max-w-7xl px-4 pt-12 text-2xl font-bold text-navy sm:text-3xl">
          {tLabels('relatedTitle')}
        </h2>
        <ul className="mx-auto grid max-w-7xl gap-4 px-4 pt-6 pb-12 sm:grid-cols-3">
          {related.map((key) => (
            <li key={key}>
              <Link
                href={VISA_ROUTES[key]}
                className="flex min-h-16 items-center gap-4 rounded-xl border border-navy/15 px-5 py-4 font-bold text-navy transition-colors hover:border-gold hover:bg-cream"
              >
                <span
                  aria-hidden="true"
                  className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-navy text-gold"
                >
                  <Icon name={VISA_ICONS[key]} size={22} />
                </span>
                {tCards(`${key}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
