/**
 * The quick exit's behaviour on a sensitive page (QuickExit.tsx): pressing the button, or Shift
 * three times in a row (each press within a second of the last, no other key between; GOV.UK's
 * "Exit this page"), blanks the page at once and replaces it with the neutral page the link names
 * (site settings), by `location.replace`, so Back does not return here. It tells the neutral site
 * nothing of where the visitor came from (no referrer, as the link's rel="noreferrer"), sends
 * nothing to this server and writes no cookie or storage. Without script the link still leads there.
 *
 * A few hundred bytes inline after the header, so it works from the first paint, before any of
 * the page's code: a fixed string (the same on every page and language; it reads the address from
 * the link when pressed), so a CSP without 'unsafe-inline' can list its hash.
 */

/** The attribute that marks the quick-exit link (the script, the CSS and the tests find it by it). */
export const QUICK_EXIT = 'data-quick-exit'

const SHIFT_GAP_MS = 1000

function quickExit(selector: string, gap: number) {
  let presses = 0
  let last = 0
  const leave = (event?: Event) => {
    const link = document.querySelector<HTMLAnchorElement>(selector)
    if (!link) return
    event?.preventDefault()
    const meta = document.createElement('meta')
    meta.name = 'referrer'
    meta.content = 'no-referrer'
    document.head.append(meta)
    document.title = ''
    document.documentElement.hidden = true
    location.replace(link.href)
  }
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(selector)) leave(event)
  })
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Shift') presses = 0
    else if (!event.repeat) {
      presses = event.timeStamp - last < gap ? presses + 1 : 1
      last = event.timeStamp
      if (presses > 2) leave()
    }
  })
}

/** The script text: the function above, as written, called with the link's selector. */
export const quickExitScript = `(${quickExit.toString()})(${JSON.stringify(`[${QUICK_EXIT}]`)}, ${SHIFT_GAP_MS})`
