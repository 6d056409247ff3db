import type { Metadata } from 'next'
import { resolveRoutePage, type LocaleParams, notFoundSafeMetadata } from '@/lib/page'
import { LandingPage, landingMetadata } from '@/components/sections/landing/LandingPage'

type Props = { params: LocaleParams }

async function buildMetadata({ params }: Props): Promise<Metadata> {
  const { locale, alternates } = await resolveRoutePage(params, '/landing/referrals')
  return landingMetadata(locale, alternates, 'referrals')
}

export default async function ReferralLandingPage({ params }: Props) {
  const { locale, alternates } = await resolveRoutePage(params, '/landing/referrals')
  return <LandingPage locale={locale} alternates={alternates} content="referrals" form="referral" />
}

export function generateMetadata(...args: Parameters<typeof buildMetadata>): Promise<Metadata> {
  return notFoundSafeMetadata(() => buildMetadata(...args))
}
