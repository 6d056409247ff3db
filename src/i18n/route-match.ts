import type { Locale } from './locales'
import { routeTemplate, tableRoutes, type AppPathname } from './routes'

/*
 * The one thing next-intl's public API does not do: tell which route an arbitrary incoming path
 * is (its middleware does this internally, but does not export it). The old /redireccion and
 * /en/redirect links need it to send a visitor to the same page in the other language, and the
 * proxy needs it to serve a Spanish page without the middleware (./default-locale-rewrite.ts).
 * Imports only the route table, so the proxy's bundle stays small.
 */

export type MatchedPath = { locale: Locale; route: AppPathname; params: Record<string, string> }

/** Removes trailing slashes (except for the root), as the spec's switch does before looking up. */
export function stripTrailingSlash(path: string): string {
  const stripped = path.replace(/\/+$/, '')
  return stripped === '' ? '/' : stripped
}

type CompiledRoute = { route: AppPathname; regex: RegExp; names: string[] }

function templateToRegex(template: string): { regex: RegExp; names: string[] } {
  const names: string[] = []
  const pattern = template
    .split('/')
    .map((segment) => {
      const dynamic = /^\[(\.\.\.)?([^\]]+)\]$/.exec(segment)
      if (!dynamic) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(dynamic[2] as string)
      return dynamic[1] ? '(.+)' : '([^/]+)'
    })
    .join('/')
  return { regex: new RegExp(`^${pattern}$`), names }
}

/** Each language's templates, compiled once (the proxy asks on every page request). Static first. */
const forLocale = (locale: Locale): CompiledRoute[] =>
  tableRoutes.map((route) => ({ route, ...templateToRegex(routeTemplate(route, locale)) }))
const compiled: Record<Locale, CompiledRoute[]> = { es: forLocale('es'), en: forLocale('en') }

/**
 * Which route-table page a public path is ('/en/blog/x' → '/blog/[slug]' in English). Static
 * routes win over dynamic ones; the catch-all matches nothing here (it is not a known page).
 */
export function matchPublicPath(rawPath: string): MatchedPath | null {
  const path = stripTrailingSlash(rawPath.split(/[?#]/)[0] ?? '/')
  const locale: Locale = path === '/en' || path.startsWith('/en/') ? 'en' : 'es'
  const rest = locale === 'en' ? path.slice(3) || '/' : path
  for (const { route, regex, names } of compiled[locale]) {
    const match = regex.exec(rest)
    if (!match) continue
    const params: Record<string, string> = {}
    names.forEach((name, i) => {
      params[name] = decodeURIComponent(match[i + 1] ?? '')
    })
    return { locale, route, params }
  }
  return null
}
