import type { ReactNode } from 'react'
import type { Metadata } from 'next'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import type { StaticPathname } from '@/i18n/routes'
import type { Alternates } from '@/lib/alternates'
import { definePage, type PageContext } from '@/components/layout/define-page'
import { pageMetadata } from '@/lib/seo'
import { PageShell } from '@/components/layout/PageShell'
import { EnquirySection, type EnquiryFormKind } from '@/components/sections/EnquirySection'
import { listAttorneys } from '@/features/content/queries'
import { isSensitiveForm } from '@/features/leads/enquiry/sensitive'

/** Message group (namespace `landing`) of each campaign page. */
export type LandingKey = 'video' | 'shortVideo' | 'referrals' | 'parole'

/** Landing and thank-you pages are for people who came from an ad or a form: kept out of search results. */
export function noindex(metadata: Metadata): Metadata {
  return { ...metadata, robots: { index: false, follow: true } }
}

export async function landingMetadata(locale: Locale, alternates: Alternates, key: LandingKey): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'landing' })
  return noindex(pageMetadata({ locale, alternates, title: t(`${key}.metaTitle`), description: t(`${key}.metaDescription`) }))
}

/** A campaign page: kept out of search results, its copy from `landing.{key}`; `render` draws its form. */
export function landingPage(route: StaticPathname, key: LandingKey, render: (page: PageContext) => ReactNode) {
  return definePage({
    route,
    shell: false,
    metadata: ({ locale, alternates }) => landingMetadata(locale, alternates, key),
    render,
  })
}

type Props = {
  locale: Locale
  alternates: Alternates
  content: LandingKey
  form: EnquiryFormKind
  /** `?seccion=` of the video landing, passed to the form's section label. */
  sectionSuffix?: string
}

const STEPS = 3
const POINTS = 3

/**
 * A campaign landing page: on a phone the headline, then the form straight away, then the
 * reasons to trust us; on wide screens the form sits beside the headline. No footer form: one
 * form per landing page, so every lead carries the campaign's section label.
 */
export async function LandingPage({ locale, alternates, content, form, sectionSuffix }: Props) {
  const [t, attorneys] = await Promise.all([getTranslations({ locale, namespace: 'landing' }), listAttorneys(locale)])
  const founder = attorneys.find((a) => a.isFounder) ?? attorneys[0]
  const k = <Key extends string>(key: Key) => `${content}.${key}` as const
  return (
    <PageShell locale={locale} alternates={alternates} footerForm={false} sensitive={isSensitiveForm(form)}>
      <section className="bg-gradient-to-br from-navy via-navy-700 to-teal text-white" data-testid="landing-hero">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_28rem] lg:gap-x-12">
          <div className="lg:col-start-1 lg:row-start-1">
            <p className="text-sm font-bold uppercase tracking-wide text-gold">{t(k('eyebrow'))}</p>
            <h1 className="mt-2 text-3xl font-bold leading-tight sm:text-4xl">{t(k('title'))}</h1>
            <p className="mt-3 text-lg text-white/90">{t(k('subtitle'))}</p>
          </div>
          <div
            className="rounded-xl bg-white p-5 text-ink shadow-xl sm:p-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
            data-testid="landing-form"
          >
            <EnquirySection
              locale={locale}
              form={form}
              anchorId="enquiry-form"
              title={t(k('formTitle'))}
              sectionSuffix={sectionSuffix}
            />
          </div>
          <ul className="space-y-3 lg:col-start-1 lg:row-start-2" data-testid="landing-points">
            {Array.from({ length: POINTS }, (_, i) => (
              <li key={i} className="flex gap-3 text-lg">
                <span
                  aria-hidden="true"
                  className="mt-1 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-gold text-sm font-bold text-navy"
                >
                  ✓
                </span>
                <span>{t(k(`points.${i}`))}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="landing-steps-title" className="mx-auto max-w-6xl px-4 py-12" data-testid="landing-steps">
        <h2 id="landing-steps-title" className="text-2xl font-bold text-navy sm:text-3xl">
          {t(k('stepsTitle'))}
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {Array.from({ length: STEPS }, (_, i) => (
            <li key={i} data-reveal className="rounded-xl bg-cream p-6">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-navy text-lg font-bold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-3 text-xl font-bold text-navy">{t(k(`steps.${i}.title`))}</h3>
              <p className="mt-2 leading-relaxed">{t(k(`steps.${i}.text`))}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="landing-trust-title" className="bg-navy text-white" data-testid="landing-trust">
        <div className="mx-auto max-w-6xl px-4 py-12 text-center">
          <h2 id="landing-trust-title" className="text-2xl font-bold text-gold sm:text-3xl">
            {t('shared.trustTitle')}
          </h2>
          <p className="mx-auto mt-4 max-w-3xl text-lg leading-relaxed text-white/90">
            {founder ? t('shared.trustFounder', { founder: founder.name }) : t('shared.trustFirm')}
          </p>
          <p className="mx-auto mt-3 max-w-3xl text-base text-white/80">{t('shared.unique')}</p>
          <a
            href="#enquiry-form"
            className="mt-8 inline-flex min-h-12 items-center rounded-md bg-gold px-8 text-lg font-bold text-navy hover:bg-gold-600"
            data-testid="landing-cta"
          >
            {t(k('cta'))}
          </a>
        </div>
      </section>
    </PageShell>
  )
}
