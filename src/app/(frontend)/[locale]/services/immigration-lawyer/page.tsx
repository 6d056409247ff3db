import { getTranslations } from '@/features/site-texts/translations.server'
import { definePage } from '@/components/layout/define-page'
import { pageMetadata } from '@/lib/seo'
import { ImmigrationLawyer } from '@/components/sections/visa/ImmigrationLawyer'
import { getSiteSettings } from '@/features/content/queries'

const ROUTE = '/services/immigration-lawyer'

const page = definePage({
  route: ROUTE,
  async metadata({ locale, alternates }) {
    const [t, settings] = await Promise.all([
      getTranslations({ locale, namespace: 'services.lawyer.meta' }),
      getSiteSettings(locale),
    ])
    return pageMetadata({ locale, alternates, title: t('title', { firm: settings.firmName }), description: t('description') })
  },
  async render({ locale }) {
    return <ImmigrationLawyer locale={locale} />
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
