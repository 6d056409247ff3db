/**
 * The floating WhatsApp and call buttons step aside while a control lies under them (issue 10
 * defect 2): on every scroll and resize (once a frame), after a click and at the end of a
 * transition (a carousel or a form may have moved things), the browser is asked what lies under
 * the buttons; where a control does, <html> gets `floating-aside` and the buttons hide
 * (globals.css). A few hundred bytes of inline script in the layout's <head>, so it costs no
 * download and works before hydration; it reads the buttons afresh each time, so page changes need
 * nothing.
 */
const controls = 'input:not([type=hidden]),select,textarea,button,a,label,[role=button]'

/**
 * Points hit-tested across each button, per side: 4 × 4, about 18 px apart on a 56 px button, so
 * any control a person can tap (24 px and more, WCAG 2.2 target size) that meets a button meets a
 * point. Hit-testing asks only what is under the buttons, so a check costs the same on any page;
 * measuring every control of the home page (about 200) took 16 ms of a slowed phone's frame at
 * load. It also sees what a person sees: a control hidden, clipped or not drawn yet (a band still
 * `below-fold`) is not hit, and nothing is laid out for the asking.
 */
const POINTS_PER_SIDE = 4

function guard(selector: string, perSide: number) {
  let queued = false
  const check = () => {
    queued = false
    const aside = document.querySelector('[data-floating-buttons]')
    let covered = false
    // A floating button with the keyboard focus stays where it is.
    if (aside && !aside.contains(document.activeElement)) {
      search: for (const button of Array.from(aside.children)) {
        const r = button.getBoundingClientRect()
        for (let i = 0; i < perSide; i++)
          for (let j = 0; j < perSide; j++) {
            const x = r.left + 1 + ((r.width - 2) * i) / (perSide - 1)
            const y = r.top + 1 + ((r.height - 2) * j) / (perSide - 1)
            for (const under of document.elementsFromPoint(x, y)) {
              if (!aside.contains(under) && under.closest(selector)) {
                covered = true
                break search
              }
            }
          }
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
export const floatingGuardScript = `(${guard.toString()})(${JSON.stringify(controls)}, ${POINTS_PER_SIDE})`
