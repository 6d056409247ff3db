import { LandingPage, landingPage } from '@/components/sections/landing/LandingPage'

const page = landingPage('/landing/short-video', 'shortVideo', ({ locale, alternates }) => (
  <LandingPage locale={locale} alternates={alternates} content="shortVideo" form="short-video-landing" />
))
export default page.Page
export const generateMetadata = page.generateMetadata
