import type { ComponentProps } from 'react'
import { createNavigation } from 'next-intl/navigation'
import { routing } from './routing'
import type { AppPathname } from './routes'

/**
 * Every internal link and path of the site: `<Link href="/contact">` (the current language),
 * `getPathname({ locale, href: { pathname: '/blog/[slug]', params: { slug } } })` where a plain
 * string is needed (hreflang, JSON-LD, sitemap, the language switch), `redirect` on the server.
 * Hrefs are the internal (English) route names of ./routes.ts; next-intl adds /en and translates.
 */
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing)

/** A target in the route table: a static route name, or a dynamic one with its params (and query). */
export type Href = Parameters<typeof getPathname>[0]['href']
/** What `<Link>` takes: an `Href`, or a URL object adding a hash (`#blog-posts`). */
export type LinkHref = ComponentProps<typeof Link>['href']

/**
 * The href of a route whose name is only known at run time (alternates, sitemap, the redirect
 * links): TypeScript cannot pair a route union with its params, next-intl checks them when it
 * builds the path (a missing param throws).
 */
export function routeHref(pathname: AppPathname, params: Record<string, string> = {}): Href {
  return { pathname, params } as Href
}
