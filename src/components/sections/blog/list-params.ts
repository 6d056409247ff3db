import type { Alternates } from '@/lib/alternates'

/** Alternates of page N of a list: the same page number in each language (pages match: posts are bilingual). */
export function pagedAlternates(alternates: Alternates, page: number): Alternates {
  if (page <= 1) return alternates
  const result: Alternates = {}
  for (const [locale, path] of Object.entries(alternates) as [keyof Alternates, string | undefined][]) {
    if (path) result[locale] = `${path}?page=${page}`
  }
  return result
}

/** A route param as the visitor typed it; a malformed escape is kept as is rather than throwing. */
export function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
