/**
 * Which forms, and so which pages, are sensitive: read by survivors of abuse or trafficking, who
 * may be watched. Such a page carries the quick exit and the safety notice
 * (src/components/layout/QuickExit.tsx); other features (the safe-contact group) ask the same
 * question here. Derived from the variant table and the situations list, never listed by page: a
 * form is sensitive when it lets the visitor choose one of `sensitiveSituations` (every form with
 * the situation choice offers all of them), and so is the thank-you page such a form leads to.
 */
import { sensitiveSituations, situations } from './situations'
import { variantsOf } from './variants/table'
import { formTable, variants, type EnquiryVariant, type FormName, type ThankYouRoute } from './variants'

const offersSensitiveSituation = situations.some((s) => (sensitiveSituations as readonly string[]).includes(s))

/** A variant whose situation choice includes abuse, trafficking or a crime. */
export function isSensitiveVariant(variant: Pick<EnquiryVariant, 'situation'>): boolean {
  return variant.situation !== 'none' && offersSensitiveSituation
}

/** Is a page showing this form sensitive (in either of its languages)? */
export function isSensitiveForm(name: FormName): boolean {
  return variantsOf(name, formTable[name]).some(isSensitiveVariant)
}

/** The thank-you pages a sensitive form leads to: they carry the quick exit as well. */
export const sensitiveThankYouRoutes: ReadonlySet<ThankYouRoute> = new Set(
  Object.values(variants).flatMap((v) => (isSensitiveVariant(v) && v.thankYou ? [v.thankYou] : [])),
)
