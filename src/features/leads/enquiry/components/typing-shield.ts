/**
 * Typing into a page form while the page's code starts must not freeze the page.
 *
 * React listens for events on the document from the moment hydration starts. A key, tap or focus
 * that reaches it while the page is still hydrating makes it finish hydrating the whole page at
 * once, inside that event, so the next keystrokes wait: on a phone slowed 4× (Lighthouse's mobile
 * setting) one keystroke into /contacto took 270–350 ms while React hydrated everything (a
 * Chromium trace of `BENCH=typing`). A key later makes it hydrate the form's own boundary at once
 * too. React needs none of those events: until the form is live its fields are the server's plain
 * HTML (`DeferredForm`), uncontrolled, and the form reads them when it goes live and when it sends.
 *
 * So while a form box carries {@link FORM_PENDING}, the events of typing into its fields stop at the
 * window, before the document: the browser still types, moves the caret and focuses (nothing is
 * prevented), other listeners on the window (the form's own loader) still hear them, and React
 * hydrates in its small slices as it does when nobody types. `DeferredForm` removes the mark in the
 * commit that makes the form live. Enter and buttons are let through: they send the form or add a
 * referral, and the live form must be the one to hear them when its code is here.
 * Installed by `src/instrumentation-client.ts`, which Next runs before React starts listening; no
 * byte in the HTML.
 */

/** The attribute of a form box whose form is not live yet (server HTML, no React). */
export const FORM_PENDING = 'data-form-pending'

/**
 * The events of typing and tapping into a field, each of which makes React hydrate at once if it
 * reaches it before hydration has finished (react-dom's `discreteReplayableEvents`).
 */
const EVENTS =
  'keydown keypress keyup input textInput compositionstart compositionend change paste ' +
  'touchstart touchend pointerdown pointerup mousedown mouseup click'

/** Listens on the window, in the capture phase: before React's listeners on the document. */
export function shieldTyping() {
  const shield = (event: Event) => {
    const target = event.target
    const typing = target instanceof Element && target.closest(`[${FORM_PENDING}]`) && !target.closest('button')
    if (typing && (event as KeyboardEvent).key !== 'Enter') event.stopPropagation()
  }
  // Passive: a touch listener that could cancel would hold up scrolling on every page.
  for (const type of EVENTS.split(' ')) addEventListener(type, shield, { capture: true, passive: true })
}
