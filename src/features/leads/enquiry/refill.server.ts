import 'server-only'
import { cookies } from 'next/headers'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { DRAFT_COOKIE, type DraftCookie } from './contract'
import { decodeDraft } from './draft-cookie.server'
import { getVariant, isPageFormName, type PageFormName } from './variants'

/**
 * What a visitor without JavaScript typed, back in the form after the server refused the post.
 *
 * Our pages are rendered once and cached, the same for everyone, so the page a form was sent from
 * cannot hold one visitor's values. A refused native post is sent instead to the form page
 * (`/consulta`, `/en/enquiry`), which is rendered per request and never cached: it draws that one
 * form (same id, variant and `seccion`) with the values from the HttpOnly draft cookie, the error
 * shown, and a link back to the page. Nothing else changes for that browser: no draft mode, no
 * cookie any other page reads.
 */

/** The form page in a language. */
export function formPagePath(locale: Locale): string {
  return getPathname({ locale, href: '/enquiry' })
}

/** Whether a path (query and hash apart) is the form page in either language. */
export function isFormPagePath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0]
  return pathname === formPagePath('es') || pathname === formPagePath('en')
}

/** A form the form page can draw: a page form (not the staff form, nor the referral landing's per-person posts), in its language. */
export type RefillForm = { form: PageFormName; locale: Locale }

export function refillForm(variantId: unknown): RefillForm | null {
  const variant = getVariant(variantId)
  const form = variant?.id.slice(0, -`-${variant.locale}`.length)
  return variant && isPageFormName(form) ? { form, locale: variant.locale } : null
}

/** The refused form of this request's draft cookie, for the form page (rendered per request). */
export async function refusedForm(): Promise<(DraftCookie & { refill: RefillForm }) | null> {
  const draft = decodeDraft((await cookies()).get(DRAFT_COOKIE)?.value)
  const refill = draft ? refillForm(draft.variant) : null
  return draft && refill ? { ...draft, refill } : null
}
