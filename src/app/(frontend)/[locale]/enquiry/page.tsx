import { getTranslations } from '@/features/site-texts/translations.server'
import { definePage, routePageContext, type LocaleParams } from '@/components/layout/define-page'
import { pageMetadata } from '@/lib/seo'
import { noindex } from '@/components/sections/landing/LandingPage'
import { EnquirySection } from '@/components/sections/EnquirySection'
import { refusedForm } from '@/features/leads/enquiry/refill.server'

/**
 * The form page (/consulta, /en/enquiry): where a form refused without JavaScript comes back, with
 * what the visitor typed (the HttpOnly draft cookie, src/features/leads/enquiry/refill.server.ts) and the
 * error the URL's #fragment shows, and a link back to the page it was sent from. Rendered per
 * request and never cached (it reads the visitor's cookie); without a draft, the contact form.
 */
export const dynamic = 'force-dynamic'

const page = definePage({
  load: async ({ params }: { params: LocaleParams }) => {
    const [context, refused] = await Promise.all([routePageContext(params, '/enquiry'), refusedForm()])
    return context && { ...context, refused }
  },
  shell: { footerForm: false },
  async metadata({ locale, alternates }) {
    const t = await getTranslations({ locale, namespace: 'enquiry' })
    return noindex(pageMetadata({ locale, alternates, title: t('refill.metaTitle'), description: t('refill.empty') }))
  },
  async render({ locale, refused }) {
    const t = await getTranslations({ locale, namespace: 'enquiry' })
    return (
      <section className="bg-cream" data-testid="enquiry-page">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-bold text-navy sm:text-4xl">{t(refused ? 'refill.title' : 'refill.metaTitle')}</h1>
          <p className="mt-4 text-lg text-navy">{t(refused ? 'refill.intro' : 'refill.empty')}</p>
          {refused ? (
            <p className="mt-2">
              <a href={refused.back} className="font-semibold text-navy underline">
                {t('refill.back')}
              </a>
            </p>
          ) : null}
          <EnquirySection
            locale={locale}
            form={refused?.refill.form ?? 'contact'}
            className="mt-8"
            {...(refused
              ? {
                  refused: { formId: refused.form, values: refused.values },
                  ...(refused.section ? { section: refused.section } : {}),
                }
              : {})}
          />
        </div>
      </section>
    )
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
