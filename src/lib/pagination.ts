/**
 * Paging rules shared by the client-side pagers (testimonials, lives) and the server-rendered
 * blog list: spec §4 (Previous only after page 1, Next only before the last) and §9 (sizes, a
 * window of 3 page numbers). Pure, so the same rules run on both sides and in unit tests.
 */

export const TRAVEL_PER_PAGE = 3
export const GIVEAWAY_PER_PAGE = 6
export const LIVES_PER_PAGE = 3
export const BLOG_PER_PAGE = 9
export const PAGE_WINDOW = 3

/** Number of pages for `count` items; an empty list still has one (empty) page. */
export function totalPages(count: number, perPage: number): number {
  if (!Number.isFinite(count) || count <= 0 || perPage <= 0) return 1
  return Math.ceil(count / perPage)
}

/** Any number (or NaN) brought into 1..total. */
export function clampPage(page: number, total: number): number {
  const last = Math.max(1, Math.floor(Number.isFinite(total) ? total : 1))
  if (!Number.isFinite(page)) return 1
  return Math.min(last, Math.max(1, Math.floor(page)))
}

/**
 * The page numbers shown: `size` consecutive numbers with the current one centred where
 * possible, shifted to stay inside 1..total (1 2 3 on page 1, 8 9 10 on the last of 10).
 */
export function pageWindow(current: number, total: number, size = PAGE_WINDOW): number[] {
  const last = Math.max(1, Math.floor(total))
  const width = Math.min(Math.max(1, Math.floor(size)), last)
  const page = clampPage(current, last)
  let start = page - Math.floor((width - 1) / 2)
  start = Math.max(1, Math.min(start, last - width + 1))
  return Array.from({ length: width }, (_, i) => start + i)
}

export type PagerState = {
  current: number
  total: number
  pages: number[]
  hasPrevious: boolean
  hasNext: boolean
}

export function pagerState(current: number, total: number): PagerState {
  const last = Math.max(1, Math.floor(Number.isFinite(total) ? total : 1))
  const page = clampPage(current, last)
  return {
    current: page,
    total: last,
    pages: pageWindow(page, last),
    hasPrevious: page > 1,
    hasNext: page < last,
  }
}

/** The items of one page (the page is clamped first). */
export function pageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  const current = clampPage(page, totalPages(items.length, perPage))
  const start = (current - 1) * perPage
  return items.slice(start, start + perPage)
}

/**
 * `?page=N` of a server-rendered list: absent means 1; anything but a plain positive integer
 * (0, -1, 1.5, 'abc', 01, repeated parameter) is null, which the page answers with a 404.
 */
export function parsePageParam(raw: string | string[] | undefined | null): number | null {
  if (raw === undefined || raw === null) return 1
  if (Array.isArray(raw)) return null
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null
  return Number(raw)
}

/**
 * A paged list's page from its query parameter (`listPageParams` in the route table): absent or
 * not a plain positive integer is page 1, past the end is the last page. The list sits inside a
 * page with more on it, which must not turn into a 404 over a stale link.
 */
export function listPageFromParam(raw: string | string[] | undefined | null, total: number): number {
  return clampPage(parsePageParam(raw) ?? 1, total)
}

/** The query string (with its `?`, or '' when empty) of `search` with `param` set to `page` (page 1: removed). */
export function withListPage(search: string, param: string, page: number): string {
  const query = new URLSearchParams(search)
  if (page <= 1) query.delete(param)
  else query.set(param, String(page))
  const text = query.toString()
  return text ? `?${text}` : ''
}
