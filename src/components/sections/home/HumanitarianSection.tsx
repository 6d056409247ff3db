import { ArrowLink } from '@/components/ui/ArrowLink'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { VisaCards } from '@/components/sections/visa/VisaCards'
import { HomeBand } from './HomeBand'

/** Home overview of the humanitarian visas: VAWA, T and U cards linking to their pages. */
export async function HumanitarianSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.visas' })
  return (
    <HomeBand band="visas" align="center" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')}>
      <div className="mt-12">
        <VisaCards locale={locale} />
      </div>
      <p className="mt-10 text-center">
        <ArrowLink href="/humanitarian-visa">{t('all')}</ArrowLink>
      </p>
    </HomeBand>
  )
}
