import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { resolveRoutePage, type LocaleParams, notFoundSafeMetadata } from '@/lib/page'
import { pageMetadata } from '@/lib/seo'
import { ThankYou } from '@/components/sections/landing/ThankYou'
import { noindex } from '@/components/sections/landing/LandingPage'

type Props = { params: LocaleParams }

async function buildMetadata({ params }: Props): Promise<Metadata> {
  const { locale, alternates } = await resolveRoutePage(params, '/referral-thank-you')
  const t = await getTranslations({ locale, namespace: 'landing' })
  return noindex(pageMetadata({ locale, alternates, title: t('referralThankYou.metaTitle'), description: t('referralThankYou.text') }))
}

export default async function ReferralThankYouPage({ params }: Props) {
  const { locale, alternates } = await resolveRoutePage(params, '/referral-thank-you')
  return <ThankYou locale={locale} alternates={alternates} content="referralThankYou" />
}

export function generateMetadata(...args: Parameters<typeof buildMetadata>): Promise<Metadata> {
  return notFoundSafeMetadata(() => buildMetadata(...args))
}
