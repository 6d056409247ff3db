import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { resolveRoutePage, type LocaleParams, notFoundSafeMetadata } from '@/lib/page'
import { pageMetadata } from '@/lib/seo'
import { PageShell } from '@/components/layout/PageShell'
import { ImmigrationLawyer } from '@/components/sections/visa/ImmigrationLawyer'
import { getSiteSettings } from '@/features/content/queries'

type Props = { params: LocaleParams }

const ROUTE = '/services/immigration-lawyer'

async function buildMetadata({ params }: Props): Promise<Metadata> {
  const { locale, alternates } = await resolveRoutePage(params, ROUTE)
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'services.lawyer.meta' }),
    getSiteSettings(locale),
  ])
  return pageMetadata({ locale, alternates, title: t('title', { firm: settings.firmName }), description: t('description') })
}

export default async function ImmigrationLawyerPage({ params }: Props) {
  const { locale, alternates } = await resolveRoutePage(params, ROUTE)
  return (
    <PageShell
      locale={locale}
      alternates={alternates}
    >
      <ImmigrationLawyer locale={locale} />
    </PageShell>
  )
}

export function generateMetadata(...args: Parameters<typeof buildMetadata>): Promise<Metadata> {
  return notFoundSafeMetadata(() => buildMetadata(...args))
}
