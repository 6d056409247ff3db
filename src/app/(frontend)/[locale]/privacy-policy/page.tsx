import { getTranslations } from '@/features/site-texts/translations.server'
import { definePage } from '@/components/layout/define-page'
import { pageMetadata } from '@/lib/seo'
import { LegalPage } from '@/components/sections/legal/LegalPage'

const page = definePage({
  route: '/privacy-policy',
  shell: false,
  async metadata({ locale, alternates }) {
    const t = await getTranslations({ locale, namespace: 'legal' })
    return pageMetadata({ locale, alternates, title: t('privacy.metaTitle'), description: t('privacy.metaDescription') })
  },
  async render({ locale, alternates }) {
    return <LegalPage locale={locale} alternates={alternates} document="privacy" />
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
