import type { Locale } from '@/i18n/locales'
import type { AppPathname } from '@/i18n/routes'
import { getPathname, routeHref } from '@/i18n/navigation'

/**
 * The public path of the current page in each language it exists in. Every page builds one and
 * hands it to the page shell: the language switch, the hreflang links and the canonical URL all
 * come from it, so they can never disagree.
 */
export type Alternates = Partial<Record<Locale, string>>

/** Alternates of a route-table page: every language the route exists in. */
export function routeAlternates(
  route: AppPathname,
  languages: readonly Locale[],
  params: Partial<Record<Locale, Record<string, string>>> = {},
): Alternates {
  const result: Alternates = {}
  for (const locale of languages) {
    result[locale] = getPathname({ locale, href: routeHref(route, params[locale]) })
  }
  return result
}

/** Where the language button for `target` leads from the current page. */
export function languageSwitchTarget(alternates: Alternates, target: Locale): string {
  return alternates[target] ?? getPathname({ locale: target, href: '/' })
}
