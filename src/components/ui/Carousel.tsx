'use client'
import {
  Children,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import {
  DEFAULT_MOVE_MS,
  centredStartIndex,
  fillLabel,
  perViewCss,
  perViewKey,
  positionCount,
  slidesPerView,
  trackShift,
  type SliderPreset,
} from './carousel-options'

/** Translated control labels; `slide` takes {index} and {total}, `goTo` takes {index}. */
export type CarouselLabels = {
  previous: string
  next: string
  pause: string
  play: string
  slide: string
  goTo: string
}

type Props = {
  /** Accessible name of the carousel region. */
  label: string
  labels: CarouselLabels
  preset: SliderPreset
  children: ReactNode
  /** 'dark' draws the controls for a navy background. */
  tone?: 'light' | 'dark'
  /** Space between slides (none for full-width heroes). */
  gap?: boolean
  testId?: string
  className?: string
}

/** A finger must travel this far sideways (px) for a swipe to move the slider. */
const SWIPE_PX = 40
/** Sideways travel (px) after which a touch is a swipe, not a tap on a link in the slide. */
const DRAG_START_PX = 8

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReduced(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return reduced
}

/**
 * Whether the element is on the screen. Autoplay waits while it is not: a slider nobody sees would
 * still cost a phone a render and a moving layer every few seconds (the home page has four).
 */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(true)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return onScreen
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}
const isClient = () => true
const isServer = () => false

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" aria-hidden="true">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5l11 7-11 7z" />}
    </svg>
  )
}

/**
 * The one slider of the site (hero, blog, reviews, attorneys, attorney testimonials), with no
 * slider library: the track is moved with a CSS transform by whole slides. Autoplays and wraps
 * from the last position to the first; pauses while the pointer is over it, while focus is inside
 * it, or when the visitor presses pause; waits while it is off the screen; never autoplays under
 * prefers-reduced-motion.
 * Prev/next buttons, arrow keys, a sideways swipe and (optionally) dots move it. Slide widths
 * come from CSS, so the server HTML shows the first slides in place before any script runs.
 */
export function Carousel({ label, labels, preset, children, tone = 'light', gap = true, testId, className }: Props) {
  const slides = Children.toArray(children)
  const count = slides.length
  const trackId = useId()
  const reducedMotion = usePrefersReducedMotion()
  const region = useRef<HTMLElement>(null)
  const onScreen = useOnScreen(region)

  const [selected, setSelected] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [userPaused, setUserPaused] = useState(false)
  const [dragPx, setDragPx] = useState(0)
  const drag = useRef<{ id: number; x: number; y: number; moved: boolean } | null>(null)
  const suppressClick = useRef(false)

  // Slides showing at once: 1 in the server HTML and while hydrating (the controls assume it),
  // then what the CSS media queries show. A change of layout starts the slider over.
  const perView = useSyncExternalStore(
    subscribeToResize,
    () => slidesPerView(preset.perView, window.innerWidth),
    () => 1,
  )
  const ready = useSyncExternalStore(subscribeToResize, isClient, isServer)
  const [layout, setLayout] = useState(perView)
  if (layout !== perView) {
    setLayout(perView)
    setSelected(preset.align === 'center' ? centredStartIndex(perView) : 0)
  }

  const positions = positionCount(count, perView, preset.align)
  const canMove = positions > 1
  const playing = canMove && !reducedMotion && !hovered && !focused && !userPaused

  const go = useCallback(
    (move: 'prev' | 'next' | number) => {
      setSelected((current) => {
        if (move === 'prev') return (current - 1 + positions) % positions
        if (move === 'next') return (current + 1) % positions
        return Math.min(Math.max(move, 0), positions - 1)
      })
    },
    [positions],
  )

  // A full wait after every move and every resume (leaving the slider, or the screen, restarts
  // the wait). Off the screen it is still "playing" (its button and data-playing say so): it only
  // waits.
  useEffect(() => {
    if (!playing || !onScreen) return
    const timer = window.setTimeout(() => go('next'), preset.autoplayMs)
    return () => window.clearTimeout(timer)
  }, [playing, onScreen, selected, go, preset.autoplayMs])

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    // A mouse has the buttons and the arrow keys; dragging with it would select text instead.
    if (event.pointerType === 'mouse' || !canMove) return
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: false }
  }
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current
    if (!current || current.id !== event.pointerId) return
    const dx = event.clientX - current.x
    if (!current.moved) {
      // Up and down is the page scrolling (touch-pan-y); only a sideways move is a swipe.
      if (Math.abs(event.clientY - current.y) > Math.abs(dx)) {
        drag.current = null
        return
      }
      if (Math.abs(dx) < DRAG_START_PX) return
      current.moved = true
      event.currentTarget.setPointerCapture(event.pointerId)
    }
    setDragPx(dx)
  }
  const endDrag = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current
    if (!current || current.id !== event.pointerId) return
    drag.current = null
    const dx = event.clientX - current.x
    setDragPx(0)
    // A cancelled touch (the browser took it over) moves nothing.
    if (!current.moved || event.type === 'pointercancel') return
    suppressClick.current = true
    if (dx <= -SWIPE_PX) go('next')
    else if (dx >= SWIPE_PX) go('prev')
  }
  // The click that ends a swipe is not a tap on the link under the finger.
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (!suppressClick.current) return
    suppressClick.current = false
    event.preventDefault()
    event.stopPropagation()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement
    // Form fields and video players use the arrow keys themselves.
    if (target.closest('input, textarea, select, video, audio, [contenteditable="true"]')) return
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      go('prev')
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      go('next')
    }
  }
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }
  // Touch "hover" would stick after a tap and stop the slider for good; only a mouse pauses it.
  const onPointerEnter = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') setHovered(true)
  }
  const onPointerLeave = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') setHovered(false)
  }

  if (count === 0) return null

  const pvKey = perViewKey(preset.perView)
  const shift = trackShift(selected, count, perView, preset.align)
  const dark = tone === 'dark'
  const button = dark ? 'slider-btn-dark' : 'slider-btn'

  return (
    <section
      ref={region}
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
      data-playing={playing ? 'true' : 'false'}
      className={className}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <style href={`carousel-pv-${pvKey}`} precedence="default">
        {perViewCss(preset.perView)}
      </style>
      <div className="overflow-hidden">
        <div
          id={trackId}
          data-carousel-pv={pvKey}
          aria-live={playing ? 'off' : 'polite'}
          className={`flex touch-pan-y ${gap ? '-ml-4 sm:-ml-6' : ''}`}
          style={{
            // Whole slides: a percentage of the track is a fraction of one slide per showing slide.
            transform: shift || dragPx ? `translate3d(calc(${(-100 * shift) / perView}% + ${dragPx}px),0,0)` : undefined,
            transition:
              ready && !dragPx && !reducedMotion ? `transform ${preset.speedMs ?? DEFAULT_MOVE_MS}ms ease-out` : undefined,
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onClickCapture={onClickCapture}
        >
          {slides.map((slide, index) => {
            const isSelected = index === selected
            // Before the script runs, wide screens show slides 0-2 with 1 in the middle.
            const isCentre = ready ? isSelected : index === 1
            return (
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={fillLabel(labels.slide, { index: index + 1, total: count })}
                data-carousel-slide
                data-selected={isSelected ? 'true' : 'false'}
                data-testid={testId ? `${testId}-slide` : undefined}
                data-centre={preset.highlightCenter && canMove && isCentre ? 'true' : undefined}
                className={`group/slide ${gap ? 'pl-4 sm:pl-6' : ''} ${
                  preset.highlightCenter && canMove
                    ? `transition-transform duration-200 ${isCentre ? 'md:scale-100' : 'md:scale-[0.9]'}`
                    : ''
                }`}
              >
                {slide}
              </div>
            )
          })}
        </div>
      </div>
      {count > 1 && canMove ? (
        <div
          className="mt-4 flex flex-wrap items-center justify-center gap-2"
          data-testid={testId ? `${testId}-controls` : undefined}
        >
          <button
            type="button"
            className={button}
            aria-controls={trackId}
            aria-label={labels.previous}
            onClick={() => go('prev')}
          >
            <Chevron direction="left" />
          </button>
          {preset.dots ? (
            <div className="flex items-center" data-testid={testId ? `${testId}-dots` : undefined}>
              {Array.from({ length: positions }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  aria-controls={trackId}
                  aria-label={fillLabel(labels.goTo, { index: index + 1 })}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => go(index)}
                  className="group inline-flex h-11 w-8 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all ${
                      index === selected
                        ? `w-6 ${dark ? 'bg-gold' : 'bg-gold-600'}`
                        : `w-2.5 ${dark ? 'bg-white/60 group-hover:bg-white' : 'bg-navy/35 group-hover:bg-navy/70'}`
                    }`}
                  />
                </button>
              ))}
            </div>
          ) : null}
          {reducedMotion ? null : (
            <button
              type="button"
              className={button}
              aria-label={userPaused ? labels.play : labels.pause}
              onClick={() => setUserPaused((paused) => !paused)}
              data-testid={testId ? `${testId}-pause` : undefined}
            >
              <PlayPauseIcon playing={!userPaused} />
            </button>
          )}
          <button type="button" className={button} aria-controls={trackId} aria-label={labels.next} onClick={() => go('next')}>
            <Chevron direction="right" />
          </button>
        </div>
      ) : null}
    </section>
  )
}
