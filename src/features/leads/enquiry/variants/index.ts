import { otherLocale, type Locale } from '@/i18n/locales'
import { formTable, specPostRow, variantOf, variantsOf } from './table'
import type { EnquiryVariant } from './types'

export type * from './types'
export { formTable } from './table'

type FormTable = typeof formTable

/** A form as pages name it (`<EnquirySection form="home" />`): a row of the table. */
export type FormName = keyof FormTable

/** The languages a form exists in. */
export type FormLocale<N extends FormName> = Extract<keyof FormTable[N], Locale>

/** Every variant id, derived from the table: `{form}-{locale}` for each language a row declares. */
export type VariantId = { [N in FormName]: `${N}-${FormLocale<N>}` }[FormName]

const all = Object.entries(formTable).flatMap(([name, row]) => variantsOf(name, row))

/** Every enquiry form variant by id. The page says which one it renders; the server reads it from the posted `variant`. */
export const variants = Object.fromEntries(all.map((v) => [v.id, v])) as Readonly<Record<VariantId, EnquiryVariant>>

export const variantIds = all.map((v) => v.id) as readonly VariantId[]

export function isVariantId(value: unknown): value is VariantId {
  return typeof value === 'string' && Object.hasOwn(variants, value)
}

/** The variant for a posted id, or undefined (the server answers 422). */
export function getVariant(id: unknown): EnquiryVariant | undefined {
  return isVariantId(id) ? variants[id] : undefined
}

/**
 * The variant a page renders for a form in its language. A form declared in one language only
 * (the Spanish ad landings, the referral landing) is that language's on every page.
 */
export function formVariantId(form: FormName, locale: Locale): VariantId {
  const id = [`${form}-${locale}`, `${form}-${otherLocale(locale)}`].find(isVariantId)
  if (!id) throw new Error(`no variant for form ${form}`)
  return id
}

/** Variants EnquiryForm draws; the referral landing and the staff form have their own components. */
export type EnquiryFormVariantId = Exclude<VariantId, 'referral-es' | 'referral-entry-es' | 'social-media-es'>

/** Forms a page drops in with `<EnquirySection form=… />`; the referral row is drawn by ReferralForm. */
export type PageFormName = Exclude<FormName, 'referral-entry' | 'social-media'>

const notPageForms: readonly FormName[] = ['referral-entry', 'social-media']

/** Every form a page can show, in the table's order (the CMS page's form block offers these). */
export const pageFormNames = (Object.keys(formTable) as FormName[]).filter(
  (name): name is PageFormName => !notPageForms.includes(name),
)

export function isPageFormName(value: unknown): value is PageFormName {
  return typeof value === 'string' && (pageFormNames as readonly string[]).includes(value)
}

/**
 * Whether a form exists in a language (its row declares that side). A CMS page shows a form only
 * in its own language: the Spanish-only landings' consent text never appears on an English page.
 */
export function formSpeaks(form: FormName, locale: Locale): boolean {
  return isVariantId(`${form}-${locale}`)
}

/** The forms a CMS page in this language can show (the form block offers these, per language). */
export function pageFormNamesIn(locale: Locale): PageFormName[] {
  return pageFormNames.filter((name) => formSpeaks(name, locale))
}

/** The variant of a page form in the page's language. */
export function pageFormVariant(form: Exclude<PageFormName, 'referral'>, locale: Locale): EnquiryFormVariantId {
  // The rows left out of PageFormName yield exactly the ids EnquiryFormVariantId leaves out.
  return formVariantId(form, locale) as EnquiryFormVariantId
}

const specVariants = {
  es: variantOf('spec', specPostRow, 'es', specPostRow.es),
  en: variantOf('spec', specPostRow, 'en', specPostRow.en),
}

/**
 * The variant of a post that names none (only the spec's fields): another site's form. Kept out
 * of `variants`, which are the forms our pages render.
 */
export function specVariant(locale: Locale): EnquiryVariant {
  return specVariants[locale]
}
