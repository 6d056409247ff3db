'use client'
import { useEffect, useState, type ReactNode } from 'react'

/** The header's scrolled state (spec §2: true once the page is scrolled more than 50 px). */
export const SCROLL_THRESHOLD_PX = 50

export function HeaderFrame({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 w-full transition-[background-color,box-shadow,padding] duration-300 ${
        scrolled ? 'bg-navy/95 py-1 shadow-lg backdrop-blur' : 'bg-navy py-3'
      }`}
    >
      {children}
    </header>
  )
}
