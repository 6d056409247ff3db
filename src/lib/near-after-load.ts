/** How far below (and above) the viewport deferred code starts loading: about a screen on a phone. */
export const NEAR = '600px 0px'

/**
 * Calls `open` once, when `element` comes within `margin` (a CSS rootMargin) of the viewport, and
 * never without IntersectionObserver (what waits for it stays as the server drew it). Returns the
 * cleanup (for an effect).
 */
export function whenNear(element: Element, open: () => void, margin: string): () => void {
  if (!('IntersectionObserver' in window)) return () => {}
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      open()
    },
    { rootMargin: margin },
  )
  observer.observe(element)
  return () => observer.disconnect()
}

/**
 * Calls `open` once, when `element` comes within `NEAR` of the viewport and the page's load
 * event has fired (whichever happens last): deferred code (a form's, the home sliders' cards)
 * must not compete with the page's own download and first paint on a slow phone. Without
 * IntersectionObserver it opens after the load event. Returns the cleanup (for an effect).
 */
export function whenNearAfterLoad(element: Element, open: () => void): () => void {
  let opened = false
  const once = () => {
    if (opened) return
    opened = true
    open()
  }
  const whenLoaded = () => (document.readyState === 'complete' ? once() : window.addEventListener('load', once, { once: true }))
  const stopLoading = () => window.removeEventListener('load', once)
  if (!('IntersectionObserver' in window)) {
    whenLoaded()
    return stopLoading
  }
  const stopWatching = whenNear(element, whenLoaded, NEAR)
  return () => {
    stopWatching()
    stopLoading()
  }
}
