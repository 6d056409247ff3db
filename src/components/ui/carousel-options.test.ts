import { describe, expect, it } from 'vitest'
import {
  ATTORNEY_TESTIMONIAL_LENGTH,
  ATTORNEY_TESTIMONIAL_SLIDER,
  BLOG_SLIDER,
  HERO_SLIDER,
  REVIEWS_SLIDER,
  centredStartIndex,
  fillLabel,
  perViewCss,
  perViewKey,
  positionCount,
  slidesPerView,
  trackShift,
} from './carousel-options'

describe('slider presets (spec §9)', () => {
  it.each([
    [
      'hero: 5000 ms autoplay, one slide',
      HERO_SLIDER,
      5000,
      [
        [360, 1],
        [1920, 1],
      ],
    ],
    [
      'blog: 3000 ms, 1 slide below 767 px and 2 from 767 px',
      BLOG_SLIDER,
      3000,
      [
        [360, 1],
        [766, 1],
        [767, 2],
        [1440, 2],
      ],
    ],
    [
      'reviews: 3000 ms, 1 below 767 px, 2 below 1280 px, 3 from 1280 px',
      REVIEWS_SLIDER,
      3000,
      [
        [390, 1],
        [767, 2],
        [1279, 2],
        [1280, 3],
      ],
    ],
  ] as const)('%s', (_name, preset, autoplayMs, widths) => {
    expect(preset.autoplayMs).toBe(autoplayMs)
    for (const [width, slides] of widths) expect(slidesPerView(preset.perView, width), `${width} px`).toBe(slides)
  })

  it('blog moves in 200 ms', () => {
    expect(BLOG_SLIDER.speedMs).toBe(200)
  })

  it('attorney testimonials: one slide up to 767 px, three centred and highlighted above, dots', () => {
    const s = ATTORNEY_TESTIMONIAL_SLIDER
    expect([s.autoplayMs, s.speedMs, s.align, s.dots, s.highlightCenter]).toEqual([3000, 200, 'center', true, true])
    expect(slidesPerView(s.perView, 767)).toBe(1)
    expect(slidesPerView(s.perView, 768)).toBe(3)
    expect(ATTORNEY_TESTIMONIAL_LENGTH).toBe(300)
  })
})

describe('slidesPerView', () => {
  it('ignores key order and junk entries, and never returns less than one', () => {
    expect(slidesPerView({ 1280: 3, 0: 1, 767: 2 }, 800)).toBe(2)
    expect(slidesPerView({ 0: 0, 500: -2 }, 600)).toBe(1)
    expect(slidesPerView({}, 600)).toBe(1)
    expect(slidesPerView({ 500: 2 }, 300)).toBe(1)
  })
})

describe('perViewCss', () => {
  it('sizes slides per breakpoint with min-width media queries, base rule first', () => {
    const css = perViewCss(REVIEWS_SLIDER.perView)
    const selector = `[data-carousel-pv="${perViewKey(REVIEWS_SLIDER.perView)}"]>[data-carousel-slide]`
    expect(css).toBe(
      `${selector}{flex:0 0 100%;min-width:0}` +
        `@media (min-width:767px){${selector}{flex:0 0 calc(100% / 2);min-width:0}}` +
        `@media (min-width:1280px){${selector}{flex:0 0 calc(100% / 3);min-width:0}}`,
    )
  })

  it('adds a one-slide base when the smallest breakpoint is not 0', () => {
    expect(perViewCss({ 640: 2 })).toMatch(/^\[data-carousel-pv="640-2"\]>\[data-carousel-slide\]\{flex:0 0 100%/)
  })

  it('gives different configurations different keys', () => {
    expect(perViewKey(BLOG_SLIDER.perView)).toBe('0-1_767-2')
    expect(perViewKey(ATTORNEY_TESTIMONIAL_SLIDER.perView)).not.toBe(perViewKey(BLOG_SLIDER.perView))
  })
})

describe('centred start, positions and track shift', () => {
  it('starts a centred 3-up slider on its second slide, a 1-up one on its first', () => {
    expect(centredStartIndex(slidesPerView(ATTORNEY_TESTIMONIAL_SLIDER.perView, 768))).toBe(1)
    expect(centredStartIndex(slidesPerView(ATTORNEY_TESTIMONIAL_SLIDER.perView, 767))).toBe(0)
    expect(centredStartIndex(5)).toBe(2)
  })

  it('counts the positions: start-aligned stops while the view is full, centred stops at every slide', () => {
    expect(positionCount(4, 1, 'start')).toBe(4)
    expect(positionCount(6, 2, 'start')).toBe(5)
    expect(positionCount(6, 3, 'center')).toBe(6)
    expect(positionCount(3, 3, 'start')).toBe(1)
    expect(positionCount(2, 3, 'center')).toBe(1)
  })

  it('moves a start-aligned track by the position, and keeps a centred one full at the ends', () => {
    expect(trackShift(2, 6, 2, 'start')).toBe(2)
    expect([0, 1, 2, 3, 4, 5].map((i) => trackShift(i, 6, 3, 'center'))).toEqual([0, 0, 1, 2, 3, 3])
    expect(trackShift(3, 6, 1, 'center')).toBe(3)
    expect(trackShift(1, 2, 3, 'center')).toBe(0)
  })
})

describe('fillLabel', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(fillLabel('{index} de {total}', { index: 2, total: 4 })).toBe('2 de 4')
    expect(fillLabel('Go to slide {index}', {})).toBe('Go to slide {index}')
  })
})
