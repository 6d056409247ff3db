import { definePage } from '@/lib/page'
import { LandingPage, landingMetadata } from '@/components/sections/landing/LandingPage'

const page = definePage({
  route: '/landing/short-video',
  shell: false,
  async metadata({ locale, alternates }) {
    return landingMetadata(locale, alternates, 'shortVideo')
  },
  async render({ locale, alternates }) {
    return <LandingPage locale={locale} alternates={alternates} content="shortVideo" form="short-video-landing" />
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
