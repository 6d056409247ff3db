import { definePage } from '@/lib/page'
import { LandingPage, landingMetadata } from '@/components/sections/landing/LandingPage'

const page = definePage({
  route: '/landing/referrals',
  shell: false,
  async metadata({ locale, alternates }) {
    return landingMetadata(locale, alternates, 'referrals')
  },
  async render({ locale, alternates }) {
    return <LandingPage locale={locale} alternates={alternates} content="referrals" form="referral" />
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
