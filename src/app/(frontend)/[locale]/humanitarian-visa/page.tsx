import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { resolveRoutePage, type LocaleParams, notFoundSafeMetadata } from '@/lib/page'
import { pageMetadata } from '@/lib/seo'
import { PageShell } from '@/components/layout/PageShell'
import { HumanitarianOverview } from '@/components/sections/visa/HumanitarianOverview'
import { getSiteSettings } from '@/features/content/queries'

type Props = { params: LocaleParams }

async function buildMetadata({ params }: Props): Promise<Metadata> {
  const { locale, alternates } = await resolveRoutePage(params, '/humanitarian-visa')
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'visas.overview.meta' }),
    getSiteSettings(locale),
  ])
  return pageMetadata({ locale, alternates, title: t('title', { firm: settings.firmName }), description: t('description') })
}

export default async function HumanitarianVisaPage({ params }: Props) {
  const { locale, alternates } = await resolveRoutePage(params, '/humanitarian-visa')
  return (
    <PageShell
      locale={locale}
      alternates={alternates}
    >
      <HumanitarianOverview locale={locale} />
    </PageShell>
  )
}

export function generateMetadata(...args: Parameters<typeof buildMetadata>): Promise<Metadata> {
  return notFoundSafeMetadata(() => buildMetadata(...args))
}
