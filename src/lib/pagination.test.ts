import { describe, expect, it } from 'vitest'
import {
  clampPage,
  listPageFromParam,
  pageItems,
  pageWindow,
  pagerState,
  parsePageParam,
  totalPages,
  withListPage,
} from './pagination'

describe('totalPages', () => {
  it('rounds up and never answers less than one page', () => {
    expect(totalPages(0, 3)).toBe(1)
    expect(totalPages(3, 3)).toBe(1)
    expect(totalPages(4, 3)).toBe(2)
    expect(totalPages(13, 6)).toBe(3)
    expect(totalPages(-5, 3)).toBe(1)
    expect(totalPages(Number.NaN, 3)).toBe(1)
  })
})

describe('clampPage', () => {
  it('keeps the page inside 1..total', () => {
    expect(clampPage(0, 5)).toBe(1)
    expect(clampPage(-3, 5)).toBe(1)
    expect(clampPage(9, 5)).toBe(5)
    expect(clampPage(3, 5)).toBe(3)
    expect(clampPage(2.7, 5)).toBe(2)
    expect(clampPage(Number.NaN, 5)).toBe(1)
    expect(clampPage(4, 0)).toBe(1)
  })
})

describe('pageWindow (3 page numbers)', () => {
  it('starts at 1 on the first page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3])
  })
  it('centres the current page', () => {
    expect(pageWindow(2, 10)).toEqual([1, 2, 3])
    expect(pageWindow(5, 10)).toEqual([4, 5, 6])
  })
  it('ends at the last page', () => {
    expect(pageWindow(10, 10)).toEqual([8, 9, 10])
    expect(pageWindow(9, 10)).toEqual([8, 9, 10])
  })
  it('shows fewer numbers when there are fewer pages', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 2)).toEqual([1, 2])
    expect(pageWindow(1, 0)).toEqual([1])
  })
  it('clamps a current page outside the range', () => {
    expect(pageWindow(40, 5)).toEqual([3, 4, 5])
    expect(pageWindow(-1, 5)).toEqual([1, 2, 3])
  })
  it('never shows more than three numbers', () => {
    for (let total = 1; total <= 12; total++) {
      for (let page = 1; page <= total; page++) {
        const pages = pageWindow(page, total)
        expect(pages.length).toBe(Math.min(3, total))
        expect(pages).toContain(page)
      }
    }
  })
})

describe('pagerState (Previous / Next visibility, spec §4)', () => {
  it('has no Previous on page 1 and no Next on the last page', () => {
    expect(pagerState(1, 4)).toMatchObject({ hasPrevious: false, hasNext: true })
    expect(pagerState(2, 4)).toMatchObject({ hasPrevious: true, hasNext: true })
    expect(pagerState(4, 4)).toMatchObject({ hasPrevious: true, hasNext: false })
  })
  it('has neither with a single page', () => {
    expect(pagerState(1, 1)).toMatchObject({ hasPrevious: false, hasNext: false, pages: [1] })
  })
  it('clamps the current page', () => {
    expect(pagerState(99, 3)).toMatchObject({ current: 3, hasNext: false })
    expect(pagerState(0, 3)).toMatchObject({ current: 1, hasPrevious: false })
  })
})

describe('pageItems', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g']
  it('slices one page', () => {
    expect(pageItems(items, 1, 3)).toEqual(['a', 'b', 'c'])
    expect(pageItems(items, 3, 3)).toEqual(['g'])
  })
  it('clamps pages outside the range', () => {
    expect(pageItems(items, 9, 3)).toEqual(['g'])
    expect(pageItems(items, 0, 3)).toEqual(['a', 'b', 'c'])
    expect(pageItems([], 2, 3)).toEqual([])
  })
})

describe('parsePageParam', () => {
  it('reads plain positive integers and defaults to 1', () => {
    expect(parsePageParam(undefined)).toBe(1)
    expect(parsePageParam('1')).toBe(1)
    expect(parsePageParam('12')).toBe(12)
  })
  it('refuses anything else', () => {
    for (const raw of ['0', '-1', '1.5', 'abc', '', '01', ' 2', '2e3', '9999999']) {
      expect(parsePageParam(raw), raw).toBeNull()
    }
    expect(parsePageParam(['1', '2'])).toBeNull()
  })
})

describe('lists paged in the URL', () => {
  it('reads a page parameter: absent or broken is page 1, past the end the last page', () => {
    expect(listPageFromParam(null, 3)).toBe(1)
    expect(listPageFromParam('2', 3)).toBe(2)
    expect(listPageFromParam('abc', 3)).toBe(1)
    expect(listPageFromParam('0', 3)).toBe(1)
    expect(listPageFromParam(['2', '3'], 3)).toBe(1)
    expect(listPageFromParam('999', 3)).toBe(3)
  })

  it('writes one list page into a query, keeping the other lists, page 1 without a parameter', () => {
    expect(withListPage('', 'pagina', 2)).toBe('?pagina=2')
    expect(withListPage('?pagina-viajes=2', 'pagina-sorteos', 3)).toBe('?pagina-viajes=2&pagina-sorteos=3')
    expect(withListPage('?pagina-viajes=2&pagina-sorteos=3', 'pagina-sorteos', 1)).toBe('?pagina-viajes=2')
    expect(withListPage('?pagina=2', 'pagina', 1)).toBe('')
  })
})
