import { getTranslations } from '@/features/site-texts/translations.server'
import { definePage } from '@/components/layout/define-page'
import { pageMetadata } from '@/lib/seo'
import { siteUrl } from '@/lib/site-url'
import { legalServiceFromSettings } from '@/lib/json-ld'
import { PageBanner } from '@/components/ui/PageBanner'
import { JsonLd } from '@/components/ui/JsonLd'
import { EnquirySection } from '@/components/sections/EnquirySection'
import { ContactChannels, OfficesAndMap, PracticeAreaCards } from '@/components/sections/contact/ContactDetails'
import { getSiteSettings } from '@/features/content/queries'
import { getPathname } from '@/i18n/navigation'

/** Contact (/contacto, /en/contact): form first, then every way to reach the firm. */
const page = definePage({
  route: '/contact',
  async metadata({ locale, alternates }) {
    const t = await getTranslations({ locale, namespace: 'contact' })
    return pageMetadata({ locale, alternates, title: t('metaTitle'), description: t('metaDescription') })
  },
  async render({ locale }) {
    const [t, tCommon, settings] = await Promise.all([
      getTranslations({ locale, namespace: 'contact' }),
      getTranslations({ locale, namespace: 'common' }),
      getSiteSettings(locale),
    ])
    const structured = legalServiceFromSettings(settings, {
      url: `${siteUrl()}${getPathname({ locale, href: '/' })}`,
      description: t('metaDescription'),
      locale,
    })
    return (
      <>
        <JsonLd data={structured} />
        <PageBanner title={t('bannerTitle')} subtitle={t('bannerSubtitle')}>
          <a
            href="#enquiry-form"
            className="inline-flex min-h-12 items-center rounded-md bg-gold px-6 font-bold text-navy hover:bg-gold-600"
            data-testid="contact-send-message"
          >
            {tCommon('sendMessage')}
          </a>
        </PageBanner>
        <section aria-label={t('formSection')} className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div data-testid="contact-form">
              <EnquirySection locale={locale} form="contact" anchorId="enquiry-form" title={t('formTitle')} />
            </div>
            <ContactChannels locale={locale} settings={settings} />
          </div>
        </section>
        <PracticeAreaCards locale={locale} settings={settings} />
        <OfficesAndMap locale={locale} settings={settings} />
      </>
    )
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
