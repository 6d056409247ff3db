import type { Metadata } from 'next'
import { resolveRoutePage, type LocaleParams, notFoundSafeMetadata } from '@/lib/page'
import { LandingPage, landingMetadata } from '@/components/sections/landing/LandingPage'

type Props = { params: LocaleParams }

async function buildMetadata({ params }: Props): Promise<Metadata> {
  const { locale, alternates } = await resolveRoutePage(params, '/landing/video')
  return landingMetadata(locale, alternates, 'video')
}

/**
 * Video-platform ads landing (/youtube). `?seccion=X` makes the form's label 'Youtube Landing X';
 * the form reads it from the address when it is sent, so this page stays one cached page for every
 * ad instead of rendering per query string.
 */
export default async function VideoLandingPage({ params }: Props) {
  const { locale, alternates } = await resolveRoutePage(params, '/landing/video')
  return <LandingPage locale={locale} alternates={alternates} content="video" form="video-landing" />
}

export function generateMetadata(...args: Parameters<typeof buildMetadata>): Promise<Metadata> {
  return notFoundSafeMetadata(() => buildMetadata(...args))
}
