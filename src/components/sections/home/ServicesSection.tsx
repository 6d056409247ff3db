import { ArrowLink } from '@/components/ui/ArrowLink'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { ServiceCards } from './ServiceCards'
import { textLink } from '@/components/ui/ui'
import { HomeBand } from './HomeBand'

/** Home services: immigration here, personal injury and truck recruitment on the sister sites. */
export async function ServicesSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.services' })
  return (
    <HomeBand
      band="services"
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={t('intro')}
      action={
        <ArrowLink href="/services" className={`${textLink} shrink-0`}>
          {t('all')}
        </ArrowLink>
      }
    >
      <div className="mt-12">
        <ServiceCards locale={locale} />
      </div>
    </HomeBand>
  )
}
