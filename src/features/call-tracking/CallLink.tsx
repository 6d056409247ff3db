import type { ReactNode } from 'react'
import { TRACK_CALL } from './track-call-script'

type Props = { number: string; className?: string; children: ReactNode; ariaLabel?: string; track?: boolean }

/**
 * A tel: link (CALL NOW, the immigration line). A tracked one carries TRACK_CALL, which the
 * layout's inline script hears: no code of its own, so it is counted before the page's code arrives
 * and in server and client components alike.
 */
export function CallLink({ number, className, children, ariaLabel, track = true }: Props) {
  return (
    <a href={`tel:${number}`} className={className} aria-label={ariaLabel} {...(track ? { [TRACK_CALL]: number } : {})}>
      {children}
    </a>
  )
}
