import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { resolveRoutePage, type LocaleParams, notFoundSafeMetadata } from '@/lib/page'
import { pageMetadata } from '@/lib/seo'
import { PageShell } from '@/components/layout/PageShell'
import { FormBlock } from '@/components/sections/home/FormBlock'
import { ServiceCards } from '@/components/sections/home/ServiceCards'
import { SectionHeading } from '@/components/sections/home/ui'
import { PageTop } from '@/components/sections/visa/PageTop'
import { getSiteSettings } from '@/features/content/queries'

type Props = { params: LocaleParams }

async function buildMetadata({ params }: Props): Promise<Metadata> {
  const { locale, alternates } = await resolveRoutePage(params, '/services')
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'services.meta' }), getSiteSettings(locale)])
  return pageMetadata({ locale, alternates, title: t('title', { firm: settings.firmName }), description: t('description') })
}

/** Services: immigration (internal page), personal injury and truck recruitment (sister sites), general form. */
export default async function ServicesPage({ params }: Props) {
  const { locale, alternates } = await resolveRoutePage(params, '/services')
  const t = await getTranslations({ locale, namespace: 'services' })
  return (
    <PageShell
      locale={locale}
      alternates={alternates}
    >
      <PageTop locale={locale} title={t('banner.title')} subtitle={t('banner.subtitle')} trail={['/services']} />
      <section aria-labelledby="services-intro" className="bg-cream" data-testid="services-blocks">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <div data-reveal>
            <SectionHeading id="services-intro" title={t('intro.title')} intro={<p>{t('intro.text')}</p>} />
          </div>
          <div className="mt-12">
            <ServiceCards locale={locale} variant="blocks" headingLevel="h3" />
          </div>
        </div>
      </section>
      <FormBlock
        locale={locale}
        form="general"
        eyebrow={t('form.eyebrow')}
        title={t('form.title')}
        text={t('form.text')}
        testId="services-form"
      />
    </PageShell>
  )
}

export function generateMetadata(...args: Parameters<typeof buildMetadata>): Promise<Metadata> {
  return notFoundSafeMetadata(() => buildMetadata(...args))
}
