import type { Metadata } from 'next'
import { resolveRoutePage, type LocaleParams } from '@/lib/page'
import { LandingPage, landingMetadata } from '@/components/sections/landing/LandingPage'

type Props = { params: LocaleParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, alternates } = await resolveRoutePage(params, '/landing/short-video')
  return landingMetadata(locale, alternates, 'shortVideo')
}

export default async function ShortVideoLandingPage({ params }: Props) {
  const { locale, alternates } = await resolveRoutePage(params, '/landing/short-video')
  return <LandingPage locale={locale} alternates={alternates} content="shortVideo" form="short-video-landing" />
}
