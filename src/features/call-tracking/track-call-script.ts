/**
 * The tap on CALL NOW or an immigration phone link must be counted even before the page's code
 * arrives: those who call at once are the most eager, and on a slow phone the code came seconds
 * after the link could be tapped. So one click listener, inline in the layout's <head> (like the
 * floating guard), is there before the body is parsed and is the only one: it leaves each tapped
 * call link in a queue on the window, and the page's code (track-call.ts, started by
 * src/instrumentation-client.ts) sends what is queued and then each later tap as it comes, once.
 * Nothing is prevented: the `tel:` link dials at once and never waits for this.
 *
 * The script stays this small because the layout's inline scripts are in every page's HTML twice
 * (the tag, and React's payload) and the home page's HTML has a budget.
 */

/** Marks a tracked call link (`CallLink`); its value is the number dialled. */
export const TRACK_CALL = 'data-track-call'

/** The window's property holding the queue: an array of tapped links until track-call.ts takes it over. */
export const CALL_QUEUE = '__calls'

/** What the inline script and track-call.ts share: anything with a `push` of tapped links. */
export type CallQueue = { push: (link: Element) => unknown }

// Self-contained: it runs as its own text (below).
function queueCalls(attribute: string, queue: string) {
  const shared = self as unknown as Record<string, CallQueue | undefined>
  addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element && event.target.closest(`[${attribute}]`)
      if (link) (shared[queue] = shared[queue] || ([] as Element[])).push(link)
    },
    // The window's capture phase: before any listener of the page can stop the click.
    true,
  )
}

/** The script text: the function above, as written, called with the attribute and the queue's name. */
export const trackCallScript = `(${queueCalls.toString()})(${JSON.stringify(TRACK_CALL)},${JSON.stringify(CALL_QUEUE)})`
