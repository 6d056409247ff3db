import type { Locale } from '@/i18n/locales'
import { localizedPath, routeTemplate, tableRoutes } from '@/i18n/routes'

/**
 * The path staff give a CMS page, per language: segments after the language prefix, without
 * slashes at either end ('verano-2027', 'campanas/verano'). The page is then served by the route
 * table's catch-all ('/[...rest]') at '/verano-2027' or '/en/summer-2027'.
 *
 * Pure (no Next, no Payload): the collection config runs it in the admin's form state and in the
 * CLI, and the unit tests run it as is.
 */

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * What Payload and Next use themselves, and the files and endpoints outside the route table: a
 * CMS page there would never be reached, or would hide the real thing.
 */
const RESERVED = new Set([
  'admin',
  'api',
  'cms-api',
  'en',
  'es',
  '_next',
  'csrf-token',
  'google-reviews',
  'search',
  'redireccion',
  'redirect',
  'preview',
  'vista-previa',
  'sitemap.xml',
  'robots.txt',
])

/** Turns what staff typed ('/Verano-2027/', '/en/summer') into the stored form ('verano-2027', 'summer'). */
export function normalizePagePath(value: unknown, locale: Locale): string | null {
  if (typeof value !== 'string') return null
  let path = value
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '')
  if (locale === 'en' && (path === 'en' || path.startsWith('en/'))) path = path.slice(3)
  return path === '' ? null : path
}

/** First segments the route table's own pages take in this language ('servicios', 'blog', …). */
function routeFirstSegments(locale: Locale): Set<string> {
  const segments = new Set<string>()
  for (const route of tableRoutes) {
    const first = routeTemplate(route, locale).split('/')[1]
    if (first) segments.add(first)
  }
  return segments
}

export type PathProblem = 'format' | 'taken'

/**
 * Why a stored path cannot be a CMS page in this language, or null when it can. A path whose
 * first segment belongs to a page of the route table ('servicios/…') is refused: that page's
 * folder answers it, never the catch-all.
 */
export function pagePathProblem(path: string, locale: Locale): PathProblem | null {
  const segments = path.split('/')
  if (segments.length > 4 || path.length > 120 || !segments.every((s) => SEGMENT.test(s))) return 'format'
  const first = segments[0] as string
  if (RESERVED.has(first) || routeFirstSegments(locale).has(first)) return 'taken'
  return null
}

/**
 * The public path of a stored page path, through the route table's catch-all: '/verano-2027' in
 * Spanish, '/en/summer-2027' in English.
 */
export function publicPagePath(path: string, locale: Locale): string {
  return localizedPath('/[...rest]', locale, { rest: path.split('/') })
}
