import 'server-only'
import { cookies, draftMode } from 'next/headers'
import { DRAFT_COOKIE, type DraftValues } from './contract'
import { decodeDraft } from './draft-cookie.server'

/**
 * What a visitor without JavaScript typed, back in the form after the server refused the post.
 *
 * Our pages are rendered once and cached, so the page a refused post returns to cannot hold one
 * visitor's values; with JavaScript the form's script reads them from the draft cookie. Without
 * it, the refusal turns on Next's draft mode for that browser (a cookie that makes Next render
 * every page per request for it), and the form is rendered with the draft's values. The next
 * accepted native post turns it off. Everyone else keeps getting the cached pages.
 */

/** The values a refused no-JavaScript post left for this form, when the page is rendered for that visitor. */
export async function noScriptDraft(formId: string): Promise<DraftValues | undefined> {
  // Only in draft mode: reading cookies on a cached render would make every page per request.
  if (!(await draftMode()).isEnabled) return undefined
  const draft = decodeDraft((await cookies()).get(DRAFT_COOKIE)?.value)
  return draft?.form === formId ? draft.values : undefined
}

/**
 * Turns per-visitor rendering on (a refused post left a draft) or off (a post was accepted). Does
 * nothing outside a Next request (the integration tests call the route handlers directly).
 */
export async function renderPagesPerRequest(on: boolean): Promise<void> {
  let mode: Awaited<ReturnType<typeof draftMode>>
  try {
    mode = await draftMode()
  } catch {
    return
  }
  if (on) mode.enable()
  else if (mode.isEnabled) mode.disable()
}
