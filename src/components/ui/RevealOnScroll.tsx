'use client'
import { useEffect } from 'react'
import { usePathname } from 'next/navigation'

/**
 * Fades in every [data-reveal] element once, when it first enters the viewport (spec §2). CSS
 * hides them only once `html.reveal` is set, here, and skips the animation under
 * prefers-reduced-motion. What the visitor has already seen when this runs (the first screen, drawn
 * long before hydration on a slow phone) is marked revealed first and never hidden: hiding it
 * until the script ran made a first-screen paragraph the page's LCP at ~4 s.
 */
export function RevealOnScroll() {
  const pathname = usePathname()
  useEffect(() => {
    const root = document.documentElement
    const all = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]:not([data-revealed])'))
    const seen = root.classList.contains('reveal') ? [] : all.filter((el) => el.getBoundingClientRect().top < window.innerHeight)
    seen.forEach((el) => el.setAttribute('data-revealed', ''))
    root.classList.add('reveal')
    const pending = all.filter((el) => !seen.includes(el))
    if (!('IntersectionObserver' in window)) {
      pending.forEach((el) => el.setAttribute('data-revealed', ''))
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          entry.target.setAttribute('data-revealed', '')
          observer.unobserve(entry.target)
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    )
    pending.forEach((el) => observer.observe(el))
    return () => observer.disconnect()
  }, [pathname])
  return null
}
