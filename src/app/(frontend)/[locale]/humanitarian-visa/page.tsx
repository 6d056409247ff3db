import { getTranslations } from '@/features/site-texts/translations.server'
import { definePage } from '@/components/layout/define-page'
import { pageMetadata } from '@/lib/seo'
import { HumanitarianOverview } from '@/components/sections/visa/HumanitarianOverview'
import { getSiteSettings } from '@/features/content/queries'

const page = definePage({
  route: '/humanitarian-visa',
  async metadata({ locale, alternates }) {
    const [t, settings] = await Promise.all([
      getTranslations({ locale, namespace: 'visas.overview.meta' }),
      getSiteSettings(locale),
    ])
    return pageMetadata({ locale, alternates, title: t('title', { firm: settings.firmName }), description: t('description') })
  },
  async render({ locale }) {
    return <HumanitarianOverview locale={locale} />
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
