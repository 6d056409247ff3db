'use client'
import type { MouseEvent, ReactNode } from 'react'
import { announceClientNavigation } from '@/lib/client-navigation'

type Props = {
  /** id of the element to bring into view (the enquiry form's anchor). */
  targetId: string
  children: ReactNode
  className?: string
  testId?: string
}

/**
 * "SEND MESSAGE" / "WE EVALUATE YOUR CASE": scrolls smoothly to the form (instantly under
 * prefers-reduced-motion) and moves keyboard focus there. It is a plain in-page link, so it
 * still works before the script loads.
 */
export function ScrollToButton({ targetId, children, className, testId }: Props) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId)
    if (!target) return
    event.preventDefault()
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' })
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
    announceClientNavigation()
    window.history.replaceState(null, '', `#${targetId}`)
  }
  return (
    <a href={`#${targetId}`} onClick={onClick} className={className} data-testid={testId}>
      {children}
    </a>
  )
}
