import type { Locale } from '@/i18n/locales'

/** Endpoints of spec §7: the Spanish search (/api/buscar) and the English one (/search/blog). */
export const searchEndpoint: Record<Locale, string> = { es: '/api/buscar', en: '/search/blog' }

export type SearchResult<L extends Locale = Locale> = L extends 'es'
  ? { id: number | string; titulo_es: string; url_es: string }
  : { id: number | string; titulo_en: string; url_en: string }

/** The UI shows the first five results (spec §9). */
export const SEARCH_RESULTS_SHOWN = 5
/** Typing pause before a search is sent (not one request per keystroke, unlike the old site). */
export const SEARCH_DEBOUNCE_MS = 150
/** Queries longer than this are cut: no title is that long, and it bounds the work per request. */
export const SEARCH_QUERY_MAX = 200

/** A string field of a search result, or '' (the endpoint is ours, but the browser trusts no JSON). */
function textOf(item: Record<string, unknown>, key: string): string {
  const value = item[key]
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}
export function resultTitle(locale: Locale, item: Record<string, unknown>): string {
  return textOf(item, locale === 'es' ? 'titulo_es' : 'titulo_en')
}
export function resultSlug(locale: Locale, item: Record<string, unknown>): string {
  return textOf(item, locale === 'es' ? 'url_es' : 'url_en')
}

/**
 * A result's article path from the blog's path in the page's language (`getPathname('/blog')`,
 * given by the server): the route table's `/blog/[slug]` in both languages. The search box then
 * needs no route table in the browser; tests/unit/routes.test.ts holds the two equal.
 */
export function articlePath(blogPath: string, slug: string): string {
  return `${blogPath}/${encodeURIComponent(slug)}`
}
