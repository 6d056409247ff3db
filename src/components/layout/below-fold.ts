/**
 * Bands below the first screen (`below-fold`, globals.css) stay undrawn while the page loads, so a
 * cheap phone lays out and paints the first screen sooner. Once the page has loaded they are drawn
 * one at a time whenever the main thread is idle: each is ready before the visitor scrolls to it,
 * and a capture of the whole page (a screenshot, a copy of an advertisement kept for the bar) shows
 * every band. Without JavaScript a band is drawn as it nears the viewport. Inline in the layout's
 * <head>, like the floating guard: nothing to download, no wait for hydration.
 */
import { BELOW_FOLD } from '@/lib/below-fold-class'

export { BELOW_FOLD }

function drawBandsWhenIdle(waiting: string) {
  const idle = (next: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(next) : setTimeout(next, 50))
  const drawNext = () => {
    const band = document.querySelector(`.${waiting}`)
    if (!band) return
    band.classList.remove(waiting)
    idle(drawNext)
  }
  addEventListener('load', () => idle(drawNext))
}

/** The script text: the function above, as written, called with the class. */
export const belowFoldScript = `(${drawBandsWhenIdle.toString()})(${JSON.stringify(BELOW_FOLD)})`
