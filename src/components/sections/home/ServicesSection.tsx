import { ArrowLink } from '@/components/ui/ArrowLink'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { ServiceCards } from './ServiceCards'
import { SectionHeading, textLink } from '@/components/ui/ui'

/** Home services: immigration here, personal injury and truck recruitment on the sister sites. */
export async function ServicesSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.services' })
  return (
    <section aria-labelledby="services-heading" className="bg-white" data-testid="home-services">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between" data-reveal>
          <SectionHeading id="services-heading" eyebrow={t('eyebrow')} title={t('title')} intro={<p>{t('intro')}</p>} />
          <ArrowLink href="/services" className={`${textLink} shrink-0`}>
            {t('all')}
          </ArrowLink>
        </div>
        <div className="mt-12">
          <ServiceCards locale={locale} />
        </div>
      </div>
    </section>
  )
}
