import type { Locale } from '@/i18n/locales'
import { getSiteSettings } from '@/features/content/queries'
// Not the components barrel: every client component a server module imports ships with the page.
// DeferredForm loads the form's code when the form is about to be used.
import { DeferredForm } from '@/features/enquiry/components/DeferredForm'
import { noScriptDraft } from '@/features/enquiry/draft.server'
import { pageFormVariant, type PageFormName } from '@/features/enquiry/variants'
import { messages } from '@/messages'

/** Which enquiry form a page shows (a row of the variant table); the page's language picks the variant. */
export type EnquiryFormKind = PageFormName

type Props = {
  locale: Locale
  form: EnquiryFormKind
  /** id of the wrapping element, target of "SEND MESSAGE" / "WE EVALUATE YOUR CASE" buttons. */
  anchorId?: string
  title?: string
  tone?: 'light' | 'dark'
  /** A page-specific `seccion` label instead of the variant's. */
  section?: string
  /** The video landing's `?seccion=` value. */
  sectionSuffix?: string
  className?: string
}

/** The one place pages drop an enquiry form in (features/enquiry draws it). */
export async function EnquirySection({
  locale,
  form,
  anchorId = 'enquiry-form',
  title,
  tone = 'light',
  section,
  sectionSuffix,
  className = '',
}: Props) {
  const formId = `${anchorId}-form`
  const [settings, draft] = await Promise.all([getSiteSettings(locale), noScriptDraft(formId)])
  return (
    <section id={anchorId} className={`scroll-mt-28 ${className}`} aria-labelledby={title ? `${anchorId}-title` : undefined}>
      {title ? (
        <h2 id={`${anchorId}-title`} className={`mb-4 text-2xl font-bold ${tone === 'dark' ? 'text-white' : 'text-navy'}`}>
          {title}
        </h2>
      ) : null}
      {form === 'referral' ? (
        <DeferredForm
          form="referral"
          locale={locale}
          messages={messages[locale].enquiry}
          props={{ firmName: settings.firmName, formId, tone, initialValues: draft }}
        />
      ) : (
        <DeferredForm
          form="enquiry"
          locale={locale}
          messages={messages[locale].enquiry}
          props={{
            variant: pageFormVariant(form, locale),
            firmName: settings.firmName,
            formId,
            tone,
            section,
            sectionParam: sectionSuffix,
            initialValues: draft,
          }}
        />
      )}
    </section>
  )
}
