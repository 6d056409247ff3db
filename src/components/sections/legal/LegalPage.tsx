import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import type { Alternates } from '@/lib/alternates'
import { formatLongDate } from '@/lib/dates'
import { PageShell } from '@/components/layout/PageShell'
import { PageBanner } from '@/components/ui/PageBanner'
import { getSiteSettings } from '@/features/content/queries'
import { LegalDocument, toLegalSections } from './LegalDocument'

/** Date of the current wording of the terms and the privacy policy (change it with the text). */
export const LEGAL_TEXT_UPDATED = '2025-01-15'

/** Terms and conditions or privacy policy: banner and the sections from the `legal` messages. */
export async function LegalPage({
  locale,
  alternates,
  document,
}: {
  locale: Locale
  alternates: Alternates
  document: 'terms' | 'privacy'
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
