import { LandingPage, landingPage } from '@/components/sections/landing/LandingPage'

const page = landingPage('/landing/referrals', 'referrals', ({ locale, alternates }) => (
  <LandingPage locale={locale} alternates={alternates} content="referrals" form="referral" />
))
export default page.Page
export const generateMetadata = page.generateMetadata
