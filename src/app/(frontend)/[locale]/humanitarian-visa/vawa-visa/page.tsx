import type { Metadata } from 'next'
import { resolveRoutePage, type LocaleParams, notFoundSafeMetadata } from '@/lib/page'
import { PageShell } from '@/components/layout/PageShell'
import { VisaDetail, visaMetadata } from '@/components/sections/visa/VisaDetail'

type Props = { params: LocaleParams }

const ROUTE = '/humanitarian-visa/vawa-visa'

async function buildMetadata({ params }: Props): Promise<Metadata> {
  const { locale, alternates } = await resolveRoutePage(params, ROUTE)
  return visaMetadata(locale, 'vawa', alternates)
}

export default async function VawaVisaPage({ params }: Props) {
  const { locale, alternates } = await resolveRoutePage(params, ROUTE)
  return (
    <PageShell
      locale={locale}
      alternates={alternates}
    >
      <VisaDetail locale={locale} visa="vawa" />
    </PageShell>
  )
}

export function generateMetadata(...args: Parameters<typeof buildMetadata>): Promise<Metadata> {
  return notFoundSafeMetadata(() => buildMetadata(...args))
}
