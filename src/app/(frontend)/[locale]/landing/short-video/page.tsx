import type { Metadata } from 'next'
import { resolveRoutePage, type LocaleParams, notFoundSafeMetadata } from '@/lib/page'
import { LandingPage, landingMetadata } from '@/components/sections/landing/LandingPage'

type Props = { params: LocaleParams }

async function buildMetadata({ params }: Props): Promise<Metadata> {
  const { locale, alternates } = await resolveRoutePage(params, '/landing/short-video')
  return landingMetadata(locale, alternates, 'shortVideo')
}

export default async function ShortVideoLandingPage({ params }: Props) {
  const { locale, alternates } = await resolveRoutePage(params, '/landing/short-video')
  return <LandingPage locale={locale} alternates={alternates} content="shortVideo" form="short-video-landing" />
}

export function generateMetadata(...args: Parameters<typeof buildMetadata>): Promise<Metadata> {
  return notFoundSafeMetadata(() => buildMetadata(...args))
}
