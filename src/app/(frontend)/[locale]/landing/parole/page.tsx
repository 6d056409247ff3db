import type { Metadata } from 'next'
import { resolveRoutePage, type LocaleParams, notFoundSafeMetadata } from '@/lib/page'
import { LandingPage, landingMetadata } from '@/components/sections/landing/LandingPage'

type Props = { params: LocaleParams }

async function buildMetadata({ params }: Props): Promise<Metadata> {
  const { locale, alternates } = await resolveRoutePage(params, '/landing/parole')
  return landingMetadata(locale, alternates, 'parole')
}

export default async function ParoleLandingPage({ params }: Props) {
  const { locale, alternates } = await resolveRoutePage(params, '/landing/parole')
  return <LandingPage locale={locale} alternates={alternates} content="parole" form="parole" />
}

export function generateMetadata(...args: Parameters<typeof buildMetadata>): Promise<Metadata> {
  return notFoundSafeMetadata(() => buildMetadata(...args))
}
