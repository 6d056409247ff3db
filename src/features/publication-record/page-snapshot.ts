import { BELOW_FOLD } from '@/lib/below-fold-class'
import { isLocale, type Locale } from '@/i18n/locales'
import { isRouteAvailable, localizedPath, staticPathnames, type StaticPathname } from '@/i18n/routes'

/**
 * A route-table page's dated snapshot is the page itself, rendered by this server with each text
 * group it shows at the version live then (src/features/site-texts/texts.server.ts), and made into
 * one file that opens without the site: scripts out (a record is not an app), stylesheets inlined,
 * a <base> so images and fonts still load from the site while it exists, and a note at the top.
 *
 * Pure: the route and the unit tests use it as is.
 */

/** The route-table page a public path is, in its language, or null. */
export function routeTablePage(path: string): { route: StaticPathname; locale: Locale } | null {
  const locale: Locale = path === '/en' || path.startsWith('/en/') ? 'en' : 'es'
  if (!isLocale(locale)) return null
  const route = staticPathnames.find((r) => isRouteAvailable(r, locale) && localizedPath(r, locale) === path)
  return route ? { route, locale } : null
}

const STYLESHEET = /<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/gi
const HREF = /\bhref=["']([^"']+)["']/i

/** The stylesheets a page links, in order (same-origin paths only). */
export function stylesheetPaths(html: string): string[] {
  return [...html.matchAll(STYLESHEET)]
    .map((m) => HREF.exec(m[0])?.[1] ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
}

/**
 * A stylesheet's relative `url(…)`s (its fonts: `../media/….woff2`) as paths from the site's root:
 * inlined into the record they would resolve against its `<base>`, not against the stylesheet.
 */
function sheetUrlsFromRoot(css: string, href: string): string {
  return css.replace(/url\((["']?)([^"')]+)\1\)/g, (whole, quote: string, ref: string) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(ref)) return whole
    const resolved = new URL(ref, `http://site${href}`)
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`
  })
}

/**
 * The page made a record: scripts and preloads out, each stylesheet replaced by its text (`styles`:
 * path → CSS), every band drawn, `<base href>` to the site, and `note` (HTML) first in the body.
 */
export function recordHtml(html: string, styles: ReadonlyMap<string, string>, origin: string, note: string): string {
  return (
    html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<link\b[^>]*\brel=["']?(?:preload|modulepreload|prefetch|preconnect|dns-prefetch)["']?[^>]*>/gi, '')
      .replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/gi, '')
      .replace(STYLESHEET, (tag) => {
        const href = HREF.exec(tag)?.[1] ?? ''
        const css = styles.get(href)
        return css === undefined ? '' : `<style>${sheetUrlsFromRoot(css, href).replace(/<\/style/gi, '<\\/style')}</style>`
      })
      // The bands the live page draws once it is idle (`below-fold`, globals.css) are drawn at once in
      // a record, which has no script: a capture or a print of it shows every band.
      .replace(/<\/head>/i, `<style>.${BELOW_FOLD}{content-visibility:visible}</style></head>`)
      .replace(/<head([^>]*)>/i, `<head$1><base href="${origin}/">`)
      .replace(/<body([^>]*)>/i, `<body$1>${note}`)
  )
}
