/**
 * Slider constants of spec §9 and the pure helpers the Carousel uses to apply them. Kept apart
 * from the component so they can be tested without a browser.
 */

/**
 * Slides visible from a viewport width (px, min-width) upward. Key 0 is the base (smallest
 * screens). `{ 0: 1, 767: 2 }` reads "1 slide below 767 px, 2 from 767 px on".
 */
export type PerView = Readonly<Record<number, number>>

export type SliderPreset = {
  autoplayMs: number
  perView: PerView
  /** Time a move takes; `DEFAULT_MOVE_MS` when absent. */
  speedMs?: number
  align: 'start' | 'center'
  dots: boolean
  /** From 768 px (Tailwind md) the side slides are dimmed so the centre (selected) one stands out. */
  highlightCenter: boolean
}

export const HERO_SLIDER: SliderPreset = {
  autoplayMs: 5000,
  perView: { 0: 1 },
  align: 'start',
  dots: true,
  highlightCenter: false,
}

export const BLOG_SLIDER: SliderPreset = {
  autoplayMs: 3000,
  perView: { 0: 1, 767: 2 },
  speedMs: 200,
  align: 'start',
  dots: false,
  highlightCenter: false,
}

export const REVIEWS_SLIDER: SliderPreset = {
  autoplayMs: 3000,
  perView: { 0: 1, 767: 2, 1280: 3 },
  align: 'start',
  dots: false,
  highlightCenter: false,
}

/** "One slide on mobile (up to 767 px)": three from 768 px on. */
export const ATTORNEY_TESTIMONIAL_SLIDER: SliderPreset = {
  autoplayMs: 3000,
  perView: { 0: 1, 768: 3 },
  speedMs: 200,
  align: 'center',
  dots: true,
  highlightCenter: true,
}

/** Attorney cards on the immigration-lawyer page (not in §9; paced like the hero). */
export const TEAM_SLIDER: SliderPreset = {
  autoplayMs: 5000,
  perView: { 0: 1, 640: 2, 1024: 3 },
  align: 'start',
  dots: false,
  highlightCenter: false,
}

/** Spec §9: attorney testimonials are cut at 300 characters plus '...'. */
export const ATTORNEY_TESTIMONIAL_LENGTH = 300

function breakpoints(perView: PerView): Array<[minWidth: number, count: number]> {
  return Object.entries(perView)
    .map(([width, count]) => [Number(width), count] as [number, number])
    .filter(([width, count]) => Number.isFinite(width) && width >= 0 && Number.isInteger(count) && count >= 1)
    .sort((a, b) => a[0] - b[0])
}

/** How many slides show at a viewport width. */
export function slidesPerView(perView: PerView, viewportWidth: number): number {
  let count = 1
  for (const [minWidth, value] of breakpoints(perView)) if (viewportWidth >= minWidth) count = value
  return count
}

/** A stable name for a per-view configuration, used to share one style rule between sliders. */
export function perViewKey(perView: PerView): string {
  return breakpoints(perView)
    .map(([width, count]) => `${width}-${count}`)
    .join('_')
}

function basis(count: number): string {
  return count === 1 ? '100%' : `calc(100% / ${count})`
}

/**
 * The CSS that sizes slides for each breakpoint. Done in CSS (not measured in JS) so the server
 * HTML already has the right layout and nothing moves when the script starts.
 */
export function perViewCss(perView: PerView): string {
  const selector = `[data-carousel-pv="${perViewKey(perView)}"]>[data-carousel-slide]`
  const rules = breakpoints(perView)
  if (rules[0]?.[0] !== 0) rules.unshift([0, 1])
  return rules
    .map(([minWidth, count]) => {
      const rule = `${selector}{flex:0 0 ${basis(count)};min-width:0}`
      return minWidth === 0 ? rule : `@media (min-width:${minWidth}px){${rule}}`
    })
    .join('')
}

/** How long a move takes when a preset does not fix one: about half a second, a calm slide. */
export const DEFAULT_MOVE_MS = 500

/**
 * Positions a slider can stop at with `perView` slides showing. A start-aligned slider stops
 * while the view is still full (`count - perView + 1`); a centred one can bring every slide to
 * the middle, so each slide is a position. One position means it cannot move.
 */
export function positionCount(count: number, perView: number, align: SliderPreset['align']): number {
  if (count <= perView) return 1
  return align === 'center' ? count : count - perView + 1
}

/**
 * Centred sliders start on the slide the server HTML already shows in the middle (index
 * ⌊(n - 1) / 2⌋ when n slides are visible), so nothing jumps when the script starts.
 */
export function centredStartIndex(perView: number): number {
  return Math.floor((Math.max(1, perView) - 1) / 2)
}

/**
 * How many slide widths the track is moved left to show position `selected`. A centred slider
 * puts the selected slide in the middle, but never shows empty space past the first or last slide.
 */
export function trackShift(selected: number, count: number, perView: number, align: SliderPreset['align']): number {
  if (count <= perView) return 0
  if (align === 'start') return selected
  return Math.min(Math.max(selected - centredStartIndex(perView), 0), count - perView)
}

/** Fills `{name}` placeholders of an already translated label ('{index} de {total}'). */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
}
