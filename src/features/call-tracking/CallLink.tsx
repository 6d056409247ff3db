'use client'
import type { ReactNode } from 'react'
import { trackCall } from './track-call'

type Props = { number: string; className?: string; children: ReactNode; ariaLabel?: string; track?: boolean }

/** A tel: link that also records the click (CALL NOW, immigration line). */
export function CallLink({ number, className, children, ariaLabel, track = true }: Props) {
  return (
    <a href={`tel:${number}`} className={className} aria-label={ariaLabel} onClick={track ? () => trackCall(number) : undefined}>
      {children}
    </a>
  )
}
