'use client'

import type { Locale } from '@/i18n/locales'
import { EnquiryForm } from './EnquiryForm'
import type { EnquiryFormProps } from './EnquiryForm'

export type ParoleFormProps = Omit<EnquiryFormProps, 'variant'> & { locale: Locale }

/**
 * The humanitarian parole landing form (spec §4): married to a citizen, more than 10 years in the
 * country; when either answer is no, the not-qualified notice and a situation choice appear. The
 * English form requires the e-mail. Drawn by EnquiryForm from the parole variants.
 */
export function ParoleForm({ locale, ...props }: ParoleFormProps) {
  return <EnquiryForm {...props} variant={locale === 'es' ? 'parole-es' : 'parole-en'} />
}
