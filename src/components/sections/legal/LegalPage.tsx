import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import type { Alternates } from '@/lib/alternates'
import { formatLongDate } from '@/lib/dates'
import { PageShell } from '@/components/layout/PageShell'
import { definePage } from '@/components/layout/define-page'
import { pageMetadata } from '@/lib/seo'
import { PageBanner } from '@/components/ui/PageBanner'
import { getSiteSettings } from '@/features/content/queries'
import { LegalDocument, toLegalSections } from './LegalDocument'

/** Date of the current wording of the terms and the privacy policy (change it with the text). */
export const LEGAL_TEXT_UPDATED = '2025-01-15'

type LegalDocumentKey = 'terms' | 'privacy'

const LEGAL_ROUTES = { terms: '/terms-and-conditions', privacy: '/privacy-policy' } as const

/** The terms or the privacy policy page: its route, its metadata and the document in its own shell. */
export function legalPage(document: LegalDocumentKey) {
  return definePage({
    route: LEGAL_ROUTES[document],
    shell: false,
    async metadata({ locale, alternates }) {
      const t = await getTranslations({ locale, namespace: 'legal' })
      return pageMetadata({
        locale,
        alternates,
        title: t(`${document}.metaTitle`),
        description: t(`${document}.metaDescription`),
      })
    },
    render: ({ locale, alternates }) => <LegalPage locale={locale} alternates={alternates} document={document} />,
  })
}

/** Terms and conditions or privacy policy: banner and the sections from the `legal` messages. */
export async function LegalPage({
  locale,
  alternates,
  document,
}: {
  locale: Locale
  alternates: Alternates
  document: LegalDocumentKey
}) {
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'legal' }), getSiteSettings(locale)])
  const sections = toLegalSections(t.raw(`${document}.sections`), { firm: settings.firmName, email: settings.email })
  return (
    <PageShell locale={locale} alternates={alternates}>
      <PageBanner title={t(`${document}.title`)} subtitle={t(`${document}.intro`)} />
      <LegalDocument
        sections={sections}
        tocTitle={t('tocTitle')}
        updated={t('updated', { date: formatLongDate(LEGAL_TEXT_UPDATED, locale) })}
        testId={document === 'terms' ? 'terms-document' : 'privacy-document'}
      />
    </PageShell>
  )
}
