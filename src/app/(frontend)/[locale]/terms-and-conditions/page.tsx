import { getTranslations } from '@/features/site-texts/translations.server'
import { definePage } from '@/components/layout/define-page'
import { pageMetadata } from '@/lib/seo'
import { LegalPage } from '@/components/sections/legal/LegalPage'

const page = definePage({
  route: '/terms-and-conditions',
  shell: false,
  async metadata({ locale, alternates }) {
    const t = await getTranslations({ locale, namespace: 'legal' })
    return pageMetadata({ locale, alternates, title: t('terms.metaTitle'), description: t('terms.metaDescription') })
  },
  async render({ locale, alternates }) {
    return <LegalPage locale={locale} alternates={alternates} document="terms" />
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
