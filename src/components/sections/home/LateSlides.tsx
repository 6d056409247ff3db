'use client'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { whenNearAfterLoad } from '@/lib/near-after-load'
import type { LoadedSlides, SliderKind, SlideProps } from './slide-cards'

type State = 'waiting' | 'failed' | LoadedSlides['state']

/**
 * The box of a home slider whose slides come from the browser (./slide-cards.tsx, loaded with
 * the list when the box nears the viewport after the page's load event, as the forms' code is).
 * Until then, without JavaScript, or when the request fails, the box shows what the server put in
 * it (`children`: a link to all reviews or to the blog). While waiting and once shown, the box
 * keeps the slider's height (.late-slides in globals.css), so nothing below it moves.
 */
export function LateSlides({
  kind,
  testId,
  children,
  ...props
}: SlideProps & { kind: SliderKind; testId: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const [loaded, setLoaded] = useState<{ state: State; node?: ReactNode }>({ state: 'waiting' })
  const { locale, label, labels, words } = props

  useEffect(() => {
    const element = box.current
    if (!element) return
    let cancelled = false
    const stop = whenNearAfterLoad(element, () => {
      import('./slide-cards')
        .then((slides) => slides.loadSlides(kind, { locale, label, labels, words }))
        .then((result) => !cancelled && setLoaded(result))
        .catch((error: unknown) => {
          // Spec §8: a failed list is only logged; the server's link stays.
          console.error(error)
          if (!cancelled) setLoaded({ state: 'failed' })
        })
    })
    return () => {
      cancelled = true
      stop()
    }
  }, [kind, locale, label, labels, words])

  return (
    <div ref={box} className={`late-slides late-slides-${kind} mt-10`} data-state={loaded.state} data-testid={testId}>
      {loaded.node ?? children}
    </div>
  )
}
