import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { resolveRoutePage, type LocaleParams, notFoundSafeMetadata } from '@/lib/page'
import { pageMetadata } from '@/lib/seo'
import { LegalPage } from '@/components/sections/legal/LegalPage'

type Props = { params: LocaleParams }

async function buildMetadata({ params }: Props): Promise<Metadata> {
  const { locale, alternates } = await resolveRoutePage(params, '/terms-and-conditions')
  const t = await getTranslations({ locale, namespace: 'legal' })
  return pageMetadata({ locale, alternates, title: t('terms.metaTitle'), description: t('terms.metaDescription') })
}

export default async function TermsPage({ params }: Props) {
  const { locale, alternates } = await resolveRoutePage(params, '/terms-and-conditions')
  return <LegalPage locale={locale} alternates={alternates} document="terms" />
}

export function generateMetadata(...args: Parameters<typeof buildMetadata>): Promise<Metadata> {
  return notFoundSafeMetadata(() => buildMetadata(...args))
}
