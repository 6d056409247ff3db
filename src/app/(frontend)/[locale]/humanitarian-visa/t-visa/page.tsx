import type { Metadata } from 'next'
import { resolveRoutePage, type LocaleParams } from '@/lib/page'
import { PageShell } from '@/components/layout/PageShell'
import { VisaDetail, visaMetadata } from '@/components/sections/visa/VisaDetail'

type Props = { params: LocaleParams }

const ROUTE = '/humanitarian-visa/t-visa'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, alternates } = await resolveRoutePage(params, ROUTE)
  return visaMetadata(locale, 't', alternates)
}

export default async function TVisaPage({ params }: Props) {
  const { locale, alternates } = await resolveRoutePage(params, ROUTE)
  return (
    <PageShell
      locale={locale}
      alternates={alternates}
    >
      <VisaDetail locale={locale} visa="t" />
    </PageShell>
  )
}
