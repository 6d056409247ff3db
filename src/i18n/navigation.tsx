import 'server-only'
import type { ComponentProps } from 'react'
import type { createNavigation } from 'next-intl/navigation'
import { getLocale } from 'next-intl/server'
import type { Locale, locales } from './locales'
import { pathOf } from './paths'
import type { AppPathname, pathnames } from './routes'

/**
 * Every internal link and path of the site, on the server: `<Link href="/contact">` (the current
 * language), `getPathname({ locale, href: { pathname: '/blog/[slug]', params: { slug } } })` where
 * a plain string is needed (hreflang, JSON-LD, sitemap, the language switch), `hrefOf` (a hash too).
 * Hrefs are the internal (English) route names of ./routes.ts, typed by next-intl's navigation
 * over the route table (./routing.ts); paths are built by `pathOf` (./paths.ts), which
 * tests/unit/routes.test.ts holds equal to next-intl's `getPathname` on every route. next-intl's
 * navigation itself is not imported at run time: its module imports its client `Link`, and any
 * server module importing it puts next/link and next-intl's link runtime (~7 KB gzip) on every page.
 */
type Navigation = ReturnType<typeof createNavigation<typeof locales, 'as-needed', typeof pathnames>>

/** A target in the route table: a static route name, or a dynamic one with its params (and query). */
export type Href = Parameters<Navigation['getPathname']>[0]['href']
/** What `<Link>` takes: an `Href`, or a URL object adding a hash (`#blog-posts`). */
export type LinkHref = ComponentProps<Navigation['Link']>['href']

/** The public path of a route-table target in a language ('/en/blog/x'). */
export function getPathname({ locale, href }: { locale: Locale; href: Href }): string {
  return pathOf({ locale, href })
}

/** The path of a link target in a language, its hash included. */
export function hrefOf(locale: Locale, href: LinkHref): string {
  return pathOf({ locale, href: href as Href & { hash?: string } })
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: LinkHref; locale?: Locale }

/**
 * An internal link: a plain `<a>` with the localized path, rendered on the server. Not next-intl's
 * `Link` (next/link): following a link loads the page, which is all a content site needs, and
 * the browser downloads no link runtime (~7 KB gzip) and no prefetches on a weak connection.
 */
export async function Link({ href, locale, ...anchor }: LinkProps) {
  const language = locale ?? ((await getLocale()) as Locale)
  return <a href={hrefOf(language, href)} {...anchor} />
}

/**
 * The href of a route whose name is only known at run time (alternates, sitemap, the redirect
 * links): TypeScript cannot pair a route union with its params; `localizedPath` checks them when
 * it builds the path (a missing param throws).
 */
export function routeHref(pathname: AppPathname, params: Record<string, string> = {}): Href {
  return { pathname, params } as Href
}
