import { defaultLocale, locales } from './locales'
import { routeTemplate as template, tableRoutes, type AppPathname } from './routes'

/**
 * Spanish at the root is routed by Next itself, with rewrites and redirects made from the route
 * table (next.config.ts), not by next-intl's middleware: the middleware cost a fifth of the CPU
 * of every cached page (it compiles a RegExp for each template on each request, and Next builds
 * a web Request for it), and most requests of the site are Spanish pages. The proxy still runs
 * on /en/… and /es/… (next-intl), the admin, and a Spanish page that brings a campaign (its
 * matcher, src/proxy.ts). The rules do what next-intl's middleware did; tests/api/routes.test.ts
 * asks the built site and next-intl the same paths and holds the answers equal.
 */

type Rule = { source: string; destination: string }

/**
 * The first path segments that are not Spanish pages: the routes outside `[locale]`, Next's own,
 * and the two language prefixes. Whole segments: /en-vivo and a CMS page at /administracion are
 * Spanish pages. The proxy's matcher (src/proxy.ts) leaves out the same;
 * tests/unit/default-locale-routes.test.ts holds them equal.
 */
export const NOT_SPANISH_PAGES = '(?:api|cms-api|admin|_next|_vercel|csrf-token|google-reviews|search|redireccion|en|es)(?:/|$)'

/** A route-table template ('/blog/[slug]') as a Next path pattern ('/blog/:slug'). */
function pattern(template: string): string {
  return template.replace(/\[\.\.\.([^\]]+)\]/g, ':$1+').replace(/\[([^\]]+)\]/g, ':$1')
}

const internal = (route: AppPathname) => (route === '/' ? `/${defaultLocale}` : `/${defaultLocale}${pattern(route)}`)

/**
 * The Spanish path of each page to its internal path ('/contacto' → '/es/contact'), then any other
 * path at the root to the catch-all in Spanish ('/mi-campana' → '/es/mi-campana': CMS pages, the
 * show's feature page, or the Spanish 404). Files (a dot in the path) and NOT_SPANISH_PAGES are left alone.
 */
export function defaultLocaleRewrites(): Rule[] {
  return [
    ...tableRoutes.map((route) => ({ source: pattern(template(route, defaultLocale)), destination: internal(route) })),
    { source: `/:path((?!${NOT_SPANISH_PAGES}|.*\\..*).+)`, destination: `/${defaultLocale}/:path` },
  ]
}

/**
 * An English path asked for at the root goes to the Spanish page ('/contact' → '/contacto'), with
 * a temporary redirect as next-intl's.
 */
export function defaultLocaleRedirects(): Array<Rule & { permanent: false }> {
  const spanish = new Set(tableRoutes.map((route) => template(route, defaultLocale)))
  return tableRoutes.flatMap((route) =>
    locales
      .map((locale) => template(route, locale))
      .filter((path) => !spanish.has(path))
      .map((path) => ({
        source: pattern(path),
        destination: pattern(template(route, defaultLocale)),
        permanent: false as const,
      })),
  )
}
