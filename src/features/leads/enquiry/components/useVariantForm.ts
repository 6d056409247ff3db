'use client'

import { useMemo } from 'react'
import { useTranslations } from 'next-intl'
import { defaultFormId } from '../contract'
import { filterPhoneInput } from '../sanitize'
import { variants } from '../variants'
import type { EnquiryVariant, VariantId } from '../variants'
import type { EnquiryFormPageProps } from './EnquiryFormFrame'
import { useEnquiryRuntime, type EnquiryRuntimeOptions } from './useEnquiryRuntime'

/**
 * What every enquiry form starts from: its variant, the page's tone and form id, the values a
 * no-JavaScript answer brought back, the runtime, what each of its boxes shares (`{...common}`),
 * what its frame and consent box take from it (`{...frame}`) and the phone filter of the
 * variant's digit cap.
 */
export function useVariantForm(
  id: VariantId,
  page: EnquiryFormPageProps,
  options: Omit<EnquiryRuntimeOptions, 'formId' | 'initialError'>,
) {
  const variant: EnquiryVariant = variants[id]
  const t = useTranslations('enquiry')
  const tone = page.tone ?? 'light'
  const formId = page.formId ?? defaultFormId(variant.id)
  const runtime = useEnquiryRuntime({ formId, initialError: page.initialError, ...options })
  const phoneFilter = useMemo(() => (typed: string) => filterPhoneInput(typed, variant.phoneMaxDigits), [variant.phoneMaxDigits])
  const common = { formId, tone, errorId: runtime.errorId }
  const frame = { runtime, variant, page }
  return { variant, t, tone, formId, initial: page.initialValues ?? {}, runtime, common, frame, phoneFilter }
}
