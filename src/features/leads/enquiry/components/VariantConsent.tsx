'use client'

import { pathOf } from '@/i18n/paths'
import type { ConsentText } from '../consent'
import type { EnquiryVariant } from '../variants/types'
import type { EnquiryFormPageProps } from './EnquiryFormFrame'
import { ConsentField } from './parts'
import type { EnquiryRuntime } from './useEnquiryRuntime'

/** The consent box as the variant sets it (excerpt, toggle words, required); nothing without one. */
export function VariantConsent(props: {
  variant: EnquiryVariant
  runtime: EnquiryRuntime
  /** The form's page props (its tone). */
  page: EnquiryFormPageProps
  consent: ConsentText
  /** Defaults to the privacy policy page in the variant's language. */
  privacyPolicyHref?: string
}) {
  const { variant, runtime } = props
  if (!variant.consent) return null
  return (
    <ConsentField
      formId={runtime.formId}
      tone={props.page.tone ?? 'light'}
      consent={props.consent}
      excerptLength={variant.consent.excerptLength}
      toggle={variant.consent.toggle}
      privacyPolicyHref={props.privacyPolicyHref ?? pathOf({ locale: variant.locale, href: '/privacy-policy' })}
      invalid={runtime.invalid('checkbox')}
      errorId={runtime.errorId}
      required={variant.consent.required}
    />
  )
}
