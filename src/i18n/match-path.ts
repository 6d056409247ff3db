import type { Locale } from './locales'
import { pathnames, type AppPathname } from './routes'
import { getPathname, routeHref } from './navigation'

/*
 * The one thing next-intl's public API does not do: tell which route an arbitrary incoming path
 * is (its middleware does this internally, but does not export it). The old /redireccion and
 * /en/redirect links need it to send a visitor to the same page in the other language. Paths are
 * built by `getPathname` (./navigation.tsx); only the matching lives here, over the same route table.
 */

export type MatchedPath = { locale: Locale; route: AppPathname; params: Record<string, string> }

/** Removes trailing slashes (except for the root), as the spec's switch does before looking up. */
export function stripTrailingSlash(path: string): string {
  const stripped = path.replace(/\/+$/, '')
  return stripped === '' ? '/' : stripped
}

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

/**
 * Which route-table page a public path is ('/en/blog/x' → '/blog/[slug]' in English). Static
 * routes win over dynamic ones; the catch-all matches nothing here (it is not a known page).
 */
export function matchPublicPath(rawPath: string): MatchedPath | null {
  const path = stripTrailingSlash(rawPath.split(/[?#]/)[0] ?? '/')
  const locale: Locale = path === '/en' || path.startsWith('/en/') ? 'en' : 'es'
  const rest = locale === 'en' ? path.slice(3) || '/' : path
  const routes = (Object.keys(pathnames) as AppPathname[])
    .filter((route) => route !== '/[...rest]')
    .sort((a, b) => Number(a.includes('[')) - Number(b.includes('[')))
  for (const route of routes) {
    const entry = pathnames[route]
    const template: string = typeof entry === 'string' ? entry : entry[locale]
    const { regex, names } = templateToRegex(template)
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
