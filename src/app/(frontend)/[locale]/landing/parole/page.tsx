import { definePage } from '@/lib/page'
import { LandingPage, landingMetadata } from '@/components/sections/landing/LandingPage'

const page = definePage({
  route: '/landing/parole',
  shell: false,
  async metadata({ locale, alternates }) {
    return landingMetadata(locale, alternates, 'parole')
  },
  async render({ locale, alternates }) {
    return <LandingPage locale={locale} alternates={alternates} content="parole" form="parole" />
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
