import type { Locale } from '@/i18n/locales'
import { EnquirySection } from '@/components/sections/EnquirySection'
import { formSpeaks, isPageFormName } from '@/features/leads/enquiry/variants'
import type { FormBlock as Form } from '@/payload-types'

/**
 * The enquiry form the block names (a row of the variant table) in the page's language only, under the
 * block's `seccion` label, so the page's leads appear by it on the campaign dashboard. The video
 * form still adds `?seccion=X` from the address to the label.
 */
export function FormBlock({
  block,
  locale,
  anchorId,
  sensitive = false,
}: {
  block: Form
  locale: Locale
  anchorId: string
  /** The page is ticked "sensitive" by staff: the form's safe-contact group starts open. */
  sensitive?: boolean
}) {
  // Never another language's form (its consent text): validation refuses it on publish, and a
  // version published before that rule, or written for all languages at once, shows no form.
  if (!isPageFormName(block.form) || !formSpeaks(block.form, locale)) return null
  return (
    <div className="mx-auto max-w-xl px-4 py-10" data-block="form">
      <div className="rounded-xl bg-white p-5 text-ink shadow-xl ring-1 ring-navy/10 sm:p-6">
        <EnquirySection
          locale={locale}
          form={block.form}
          anchorId={anchorId}
          title={block.heading ?? undefined}
          section={block.section}
          sensitive={sensitive}
        />
      </div>
    </div>
  )
}
