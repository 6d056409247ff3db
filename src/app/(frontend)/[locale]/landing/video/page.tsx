import { LandingPage, landingPage } from '@/components/sections/landing/LandingPage'

/**
 * Video-platform ads landing (/youtube). `?seccion=X` makes the form's label 'Youtube Landing X';
 * the form reads it from the address when it is sent, so this page stays one cached page for every
 * ad instead of rendering per query string.
 */
const page = landingPage('/landing/video', 'video', ({ locale, alternates }) => (
  <LandingPage locale={locale} alternates={alternates} content="video" form="video-landing" />
))
export default page.Page
export const generateMetadata = page.generateMetadata
