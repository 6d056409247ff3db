import { LandingPage, landingPage } from '@/components/sections/landing/LandingPage'

const page = landingPage('/landing/parole', 'parole', ({ locale, alternates }) => (
  <LandingPage locale={locale} alternates={alternates} content="parole" form="parole" />
))
export default page.Page
export const generateMetadata = page.generateMetadata
