/** How far below (and above) the viewport deferred code starts loading: about a screen on a phone. */
export const NEAR = '600px 0px'

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
    observer?.disconnect()
    open()
  }
  const whenLoaded = () => (document.readyState === 'complete' ? once() : window.addEventListener('load', once, { once: true }))
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && whenLoaded(), { rootMargin: NEAR })
      : null
  if (observer) observer.observe(element)
  else whenLoaded()
  return () => {
    observer?.disconnect()
    window.removeEventListener('load', once)
  }
}
