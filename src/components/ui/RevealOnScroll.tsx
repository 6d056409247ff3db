'use client'
import { useEffect } from 'react'
import { usePathname } from 'next/navigation'

/** Set once the page the server drew has been sorted: pages reached by a link then fade in whole. */
let serverPageSorted = false

/**
 * Fades in every [data-reveal] element once, when it first enters the viewport (spec §2). CSS
 * hides an element only once it is marked `data-reveal-waiting`, here, and skips the animation
 * under prefers-reduced-motion. On the page the server drew, what the visitor may already have seen
 * (the first screen, drawn long before hydration on a slow phone, or anything above it) is never
 * hidden: hiding it until the script ran made a first-screen paragraph the page's LCP at ~4 s.
 *
 * Where each element stands comes from the IntersectionObserver's first report, which the browser
 * computes with its next frame. Reading each element's box here instead forced the whole page's
 * style and layout inside hydration, 0.3 s on a phone-speed CPU, and again after each mark.
 */
export function RevealOnScroll() {
  const pathname = usePathname()
  useEffect(() => {
    const pending = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]:not([data-revealed])'))
    const reveal = (el: Element) => el.setAttribute('data-revealed', '')
    if (!('IntersectionObserver' in window)) {
      pending.forEach(reveal)
      return
    }
    const wait = (el: Element) => el.setAttribute('data-reveal-waiting', '')
    const unsorted = new Set<Element>(serverPageSorted ? [] : pending)
    if (serverPageSorted) pending.forEach(wait)
    serverPageSorted = true
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const first = unsorted.delete(entry.target)
          if (entry.isIntersecting || (first && entry.boundingClientRect.top < window.innerHeight)) {
            reveal(entry.target)
            observer.unobserve(entry.target)
          } else if (first) wait(entry.target)
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    )
    pending.forEach((el) => observer.observe(el))
    return () => observer.disconnect()
  }, [pathname])
  return null
}
