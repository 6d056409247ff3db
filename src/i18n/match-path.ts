import type { Locale } from './locales'
import { getPathname, routeHref } from './navigation'
import { matchPublicPath } from './route-match'

/**
 * The same page in the other language for routes whose params do not change between languages
 * (everything but blog articles and categories, whose slugs are translated in the CMS).
 */
export function translateStaticPath(rawPath: string, target: Locale): string | null {
  const matched = matchPublicPath(rawPath)
  if (!matched) return null
  if (matched.route === '/blog/[slug]' || matched.route === '/blog/category/[category]') return null
  return getPathname({ locale: target, href: routeHref(matched.route, matched.params) })
}
