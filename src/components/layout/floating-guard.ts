/**
 * The floating WhatsApp and call buttons step aside while a control lies under them (issue 10
 * defect 2): on every scroll and resize (once a frame), after a click and at the end of a
 * transition (a carousel or a form may have moved things), the boxes of the page's controls are compared with the buttons'; where
 * one meets them, <html> gets `floating-aside` and the buttons hide (globals.css). A few hundred
 * bytes of inline script in the layout's <head>, so it costs no download and works before
 * hydration; it reads the buttons afresh each time, so page changes need nothing.
 */
import { BELOW_FOLD } from './below-fold'

const controls = 'input:not([type=hidden]),select,textarea,button,a,label,[role=button]'

function guard(selector: string, waitingBand: string) {
  let queued = false
  const check = () => {
    queued = false
    const aside = document.querySelector('[data-floating-buttons]')
    let covered = false
    // A floating button with the keyboard focus stays where it is.
    if (aside && !aside.contains(document.activeElement)) {
      const boxes = Array.from(aside.children, (b) => b.getBoundingClientRect())
      const under = (r: DOMRect) =>
        boxes.some((b) => r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top)
      // A band not drawn yet (`below-fold`: far from the viewport) cannot lie under the buttons, and
      // measuring a control inside it would make the browser draw the whole band: its box decides.
      const bands = new Map<Element, boolean>()
      for (const control of document.querySelectorAll(selector)) {
        if (aside.contains(control)) continue
        const band = control.closest(waitingBand)
        if (band) {
          if (!bands.has(band)) bands.set(band, under(band.getBoundingClientRect()))
          if (!bands.get(band)) continue
        }
        const r = control.getBoundingClientRect()
        if (r.width < 2 || r.height < 2) continue
        if (!under(r)) continue
        if (control.checkVisibility && !control.checkVisibility({ visibilityProperty: true })) continue
        covered = true
        break
      }
    }
    document.documentElement.classList.toggle('floating-aside', covered)
  }
  const queue = () => {
    if (queued) return
    queued = true
    requestAnimationFrame(check)
  }
  addEventListener('scroll', queue, { passive: true })
  addEventListener('resize', queue)
  addEventListener('load', queue)
  addEventListener('click', () => setTimeout(queue, 400))
  // A slide or menu that finished moving.
  addEventListener('transitionend', queue)
  document.addEventListener('DOMContentLoaded', queue)
  queue()
}

/** The script text: the function above, as written, called with the selector. */
export const floatingGuardScript = `(${guard.toString()})(${JSON.stringify(controls)}, ${JSON.stringify(`.${BELOW_FOLD}`)})`
