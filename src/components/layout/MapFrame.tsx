'use client'
import { useEffect, useRef, useState } from 'react'
import { whenNear } from '@/lib/near-after-load'

type Props = { src: string; title: string }

/** How far below the screen the frame starts loading: about a second of scrolling on a phone. */
const MARGIN = '200px'

/**
 * The map's frame, put in the page only when its box comes within MARGIN of the screen. Chrome's
 * own `loading="lazy"` starts a frame 1250–2500 px away, so on a short page (/contacto, an
 * article) Google Maps loaded with the page, before its first paint, for every visitor: hundreds
 * of KB on a data plan, and a connection to another origin that delayed the simulated paint.
 * Until then an empty box lies over the placeholder; the frame takes its place, same size.
 */
export function MapFrame({ src, title }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    // A browser too old for IntersectionObserver keeps the placeholder and the links.
    return box.current ? whenNear(box.current, () => setNear(true), MARGIN) : undefined
  }, [])
  const frame = (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className="absolute inset-0 h-full w-full border-0 bg-transparent"
      data-testid="map-frame"
    />
  )
  if (near) return frame
  // Without JavaScript the browser's own lazy loading is all there is.
  return (
    <>
      <div ref={box} className="pointer-events-none absolute inset-0" />
      <noscript>{frame}</noscript>
    </>
  )
}
