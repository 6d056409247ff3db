import type { Locale } from '@/i18n/locales'
import { foldText } from '@/lib/slugify'
import type { PostIndexEntry } from '@/features/content/queries'
import { SEARCH_QUERY_MAX } from '@/features/blog-search/search-contract'

/** Most results one search returns; the UI shows the first five. */
export const SEARCH_RESULTS_MAX = 10

/**
 * Normalizes what a visitor typed: control characters (NUL…) dropped, length capped, accents and
 * case folded. `%`, `_` and quotes are plain characters here: the search runs in memory on the
 * post titles, never as SQL, so no input can widen or break it.
 */
export function normalizeQuery(raw: string | null | undefined): string {
  if (!raw) return ''
  const cleaned = Array.from(raw.replace(/\p{Cc}/gu, ' '))
    .slice(0, SEARCH_QUERY_MAX)
    .join('')
  return foldText(cleaned).replace(/\s+/g, ' ').trim()
}

/** Posts whose title, in either language, contains the query (case- and accent-insensitive). */
export function searchPosts(index: PostIndexEntry[], rawQuery: string | null | undefined): PostIndexEntry[] {
  const query = normalizeQuery(rawQuery)
  if (!query) return []
  return index
    .filter((post) => foldText(post.title.es).includes(query) || foldText(post.title.en).includes(query))
    .slice(0, SEARCH_RESULTS_MAX)
}

export function toSearchResult(post: PostIndexEntry, locale: Locale) {
  return locale === 'es'
    ? { id: post.id, titulo_es: post.title.es, url_es: post.slug.es }
    : { id: post.id, titulo_en: post.title.en, url_en: post.slug.en }
}
