import type { Locale } from './locales'
import { localizedPath, type AppPathname } from './routes'

/**
 * A link target in the route table: a route name, or one with its params, query and hash. The
 * same shapes next-intl's navigation takes (./navigation.tsx derives its types from them).
 */
type ParamValue = string | number | boolean | readonly (string | number | boolean)[]
type QueryValue = string | number | bigint | boolean | null | undefined

export type PathHref =
  | AppPathname
  | {
      pathname: AppPathname
      params?: Record<string, ParamValue>
      query?: Record<string, QueryValue | readonly QueryValue[]>
      hash?: string
    }

function search(query: Exclude<PathHref, string>['query']): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    // As next-intl serializes them: every value as String() does, arrays as repeated parameters.
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * The public path of a link target in a language ('/en/blog/x?page=2#blog-posts'), for browser
 * code: next-intl's `getPathname` comes with its whole navigation runtime (next/link, the router
 * hooks; ~7 KB gzip), which a site of full page loads does not need in the browser. Built from
 * the route table by `localizedPath`; tests/unit/routes.test.ts checks it agrees with next-intl's.
 */
export function pathOf({ locale, href }: { locale: Locale; href: PathHref }): string {
  if (typeof href === 'string') return localizedPath(href, locale)
  const hash = href.hash ? `#${href.hash.replace(/^#/, '')}` : ''
  const params = Object.fromEntries(
    Object.entries(href.params ?? {}).map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)]),
  )
  return `${localizedPath(href.pathname, locale, params)}${search(href.query)}${hash}`
}
