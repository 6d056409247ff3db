'use client'
import { useEffect } from 'react'
import { usePathname } from 'next/navigation'

/**
 * Fades in every [data-reveal] element once, when it first enters the viewport (spec §2). CSS
 * hides them only while `html.js` is set, and skips the animation under prefers-reduced-motion.
 */
export function RevealOnScroll() {
  const pathname = usePathname()
  useEffect(() => {
    const pending = document.querySelectorAll<HTMLElement>('[data-reveal]:not([data-revealed])')
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
