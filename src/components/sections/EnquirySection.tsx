import type { Locale } from '@/i18n/locales'
import { getSiteSettings } from '@/features/content/queries'
// Not the components barrel: every client component a server module imports ships with the page.
// DeferredForm loads the form's code when the form is about to be used.
import { DeferredForm } from '@/features/leads/enquiry/components/DeferredForm'
import { pageFormVariant, type PageFormName } from '@/features/leads/enquiry/variants'
import { isSensitiveForm } from '@/features/leads/enquiry/sensitive'
import type { DraftValues } from '@/features/leads/enquiry/contract'
import { messages } from '@/messages'

type EnquiryMessages = (typeof messages)[Locale]['enquiry']

/**
 * The words the enquiry form (every page form but the referral one) reads: all but the referral
 * list's and the staff social-media form's, which would otherwise ride in the payload of every page
 * with a form. One object per language, so a page's forms still share it in the payload.
 */
const enquiryFormMessages = Object.fromEntries(
  Object.entries(messages).map(([locale, { enquiry }]) => {
    const { referrals: _referrals, social: _social, refill: _refill, ...used } = enquiry
    // A narrower object than the type: EnquiryForm never reads `referrals`, `social` or `refill`
    // (only ReferralForm / ReferralList, the staff SocialMediaLeadForm and the form page's server
    // component do).
    return [locale, used as EnquiryMessages]
  }),
) as Record<Locale, EnquiryMessages>

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
  /**
   * The form page only (src/app/(frontend)/[locale]/enquiry): the id and the values of a post refused
   * without JavaScript. Its error is shown as on any page: by the URL's #fragment (CSS :target).
   */
  refused?: { formId: string; values: DraftValues }
  /**
   * A page staff ticked "sensitive" (CMS): the safe-contact group starts open, as it does on every
   * form whose situations include abuse or trafficking (isSensitiveForm), the quick exit's pages.
   */
  sensitive?: boolean
}

/** The one place pages drop an enquiry form in (features/leads/enquiry draws it). */
export async function EnquirySection({
  locale,
  form,
  anchorId = 'enquiry-form',
  title,
  tone = 'light',
  section,
  sectionSuffix,
  className = '',
  refused,
  sensitive = false,
}: Props) {
  const formId = refused?.formId ?? `${anchorId}-form`
  const settings = await getSiteSettings(locale)
  const again = refused ? { initialValues: refused.values } : {}
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
          props={{ firmName: settings.firmName, formId, tone, ...again }}
        />
      ) : (
        <DeferredForm
          form="enquiry"
          locale={locale}
          messages={enquiryFormMessages[locale]}
          props={{
            variant: pageFormVariant(form, locale),
            firmName: settings.firmName,
            formId,
            tone,
            section,
            sectionParam: sectionSuffix,
            ...again,
            ...(sensitive || isSensitiveForm(form) ? { safeContactOpen: true } : {}),
          }}
        />
      )}
    </section>
  )
}
