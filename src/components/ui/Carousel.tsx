'use client'
import {
  Children,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import useEmblaCarousel from 'embla-carousel-react'
import Autoplay from 'embla-carousel-autoplay'
import {
  centredStartBreakpoints,
  emblaDurationForMs,
  fillLabel,
  perViewCss,
  perViewKey,
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

/** Embla's default move time; used when a preset does not fix one. */
const DEFAULT_DURATION = 25

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
 * The one slider of the site (hero, blog, reviews, attorneys, attorney testimonials), on embla.
 * Loops forever with autoplay; pauses while the pointer is over it, while focus is inside it, or
 * when the visitor presses pause; never autoplays under prefers-reduced-motion. Prev/next buttons,
 * arrow keys and (optionally) dots move it. Slide widths come from CSS, so the server HTML shows
 * the first slides in place before any script runs.
 */
export function Carousel({ label, labels, preset, children, tone = 'light', gap = true, testId, className }: Props) {
  const slides = Children.toArray(children)
  const count = slides.length
  const trackId = useId()
  const reducedMotion = usePrefersReducedMotion()

  const options = useMemo(
    () => ({
      loop: true,
      align: preset.align,
      duration: preset.speedMs ? emblaDurationForMs(preset.speedMs) : DEFAULT_DURATION,
      ...(preset.align === 'center' ? { breakpoints: centredStartBreakpoints(preset.perView) } : {}),
    }),
    [preset.align, preset.speedMs, preset.perView],
  )
  // One plugin instance for the component's life, so re-renders do not re-create the slider.
  const [autoplay] = useState(() =>
    Autoplay({
      delay: preset.autoplayMs,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  )
  const [viewportRef, api] = useEmblaCarousel(options, [autoplay])

  const [selected, setSelected] = useState(0)
  const [ready, setReady] = useState(false)
  // Bumped on every embla (re)init: embla re-creates its plugins then, and the autoplay comes
  // back stopped (playOnInit: false), so it must be started again.
  const [generation, setGeneration] = useState(0)
  const [snapCount, setSnapCount] = useState(count)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [userPaused, setUserPaused] = useState(false)

  const canMove = snapCount > 1
  const playing = canMove && !reducedMotion && !hovered && !focused && !userPaused
  const playingRef = useRef(playing)
  // Read by the autoplay timer between renders; written after render, never during it.
  useEffect(() => {
    playingRef.current = playing
  }, [playing])

  useEffect(() => {
    if (!api) return
    const onSelect = () => setSelected(api.selectedScrollSnap())
    const onInit = () => {
      setSnapCount(api.scrollSnapList().length)
      setReady(true)
      setGeneration((n) => n + 1)
      onSelect()
    }
    // The plugin restarts itself after a drag; keep it stopped if something else holds it.
    const onPointerUp = () => {
      if (!playingRef.current) autoplay.stop()
    }
    onInit()
    api.on('select', onSelect).on('reInit', onInit).on('pointerUp', onPointerUp)
    return () => {
      api.off('select', onSelect).off('reInit', onInit).off('pointerUp', onPointerUp)
    }
  }, [api, autoplay])

  useEffect(() => {
    if (!api) return
    // Read the snaps from embla, not from state: on the first run `snapCount` is still the slide
    // count. When every slide fits (one snap) the plugin never sets itself up, and play() would
    // throw and take the whole page down.
    if (playing && api.scrollSnapList().length > 1) autoplay.play()
    else autoplay.stop()
  }, [api, autoplay, playing, generation])

  const go = useCallback(
    (move: 'prev' | 'next' | number) => {
      if (!api) return
      if (move === 'prev') api.scrollPrev(reducedMotion)
      else if (move === 'next') api.scrollNext(reducedMotion)
      else api.scrollTo(move, reducedMotion)
    },
    [api, reducedMotion],
  )

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
  const dark = tone === 'dark'
  const button = `inline-flex h-11 w-11 items-center justify-center rounded-full border-2 transition-colors ${
    dark
      ? 'border-white/70 text-white hover:bg-white hover:text-navy'
      : 'border-navy/70 bg-white text-navy hover:bg-navy hover:text-white'
  }`

  return (
    <section
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
      <div ref={viewportRef} className="overflow-hidden">
        <div
          id={trackId}
          data-carousel-pv={pvKey}
          aria-live={playing ? 'off' : 'polite'}
          className={`flex touch-pan-y ${gap ? '-ml-4 sm:-ml-6' : ''}`}
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
              {Array.from({ length: snapCount }, (_, index) => (
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
