import { getTranslations } from '@/features/site-texts/translations.server'
import { definePage } from '@/components/layout/define-page'
import { pageMetadata } from '@/lib/seo'
import { ThankYou } from '@/components/sections/landing/ThankYou'
import { noindex } from '@/components/sections/landing/LandingPage'

const page = definePage({
  route: '/referral-thank-you',
  shell: false,
  async metadata({ locale, alternates }) {
    const t = await getTranslations({ locale, namespace: 'landing' })
    return noindex(
      pageMetadata({ locale, alternates, title: t('referralThankYou.metaTitle'), description: t('referralThankYou.text') }),
    )
  },
  async render({ locale, alternates }) {
    return <ThankYou locale={locale} alternates={alternates} content="referralThankYou" />
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
