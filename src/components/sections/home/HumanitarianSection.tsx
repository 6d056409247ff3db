import { ArrowLink } from '@/components/ui/ArrowLink'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { VisaCards } from '@/components/sections/visa/VisaCards'
import { SectionHeading } from '@/components/ui/ui'

/** Home overview of the humanitarian visas: VAWA, T and U cards linking to their pages. */
export async function HumanitarianSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.visas' })
  return (
    <section aria-labelledby="visas-heading" className="bg-white" data-testid="home-visas">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <div data-reveal>
          <SectionHeading
            id="visas-heading"
            eyebrow={t('eyebrow')}
            title={t('title')}
            intro={<p>{t('intro')}</p>}
            align="center"
          />
        </div>
        <div className="mt-12">
          <VisaCards locale={locale} />
        </div>
        <p className="mt-10 text-center">
          <ArrowLink href="/humanitarian-visa">{t('all')}</ArrowLink>
        </p>
      </div>
    </section>
  )
}
