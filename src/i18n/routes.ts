/**
 * THE route table. Every public page is listed once here with its Spanish and English path.
 * It feeds next-intl (`defineRouting({ pathnames })` in ./routing.ts); every link and path of the
 * site is then made from it (./navigation.tsx: `Link`, `getPathname`; ./paths.ts in the
 * browser). The sitemap (page and XML), hreflang alternates, the language switch and the tests
 * read the same table. This file imports nothing at run time, so Playwright specs can load it.
 *
 * Keys are the internal (English) paths = the folder names under app/(frontend)/[locale].
 * Pages that exist in one language only list just that language in `routeInfo[...].locales`;
 * next-intl still needs a path for both, so the other language repeats the path and the page
 * answers 404 there (see `isRouteAvailable`).
 */
import type { Locale } from './locales'
import type { Messages } from '../messages'

export const pathnames = {
  '/': '/',
  '/services': { es: '/servicios', en: '/services' },
  '/services/immigration-lawyer': {
    es: '/servicios/abogado-de-inmigracion',
    en: '/services/immigration-lawyer',
  },
  '/attorneys': { es: '/abogados', en: '/attorneys' },
  '/attorneys/[name]': { es: '/abogados/[name]', en: '/attorneys/[name]' },
  '/about-us': { es: '/nosotros', en: '/about-us' },
  '/humanitarian-visa': { es: '/visa-humanitaria', en: '/humanitarian-visa' },
  '/humanitarian-visa/vawa-visa': { es: '/visa-humanitaria/visa-vawa', en: '/humanitarian-visa/vawa-visa' },
  '/humanitarian-visa/t-visa': { es: '/visa-humanitaria/visa-t', en: '/humanitarian-visa/t-visa' },
  '/humanitarian-visa/u-visa': { es: '/visa-humanitaria/visa-u', en: '/humanitarian-visa/u-visa' },
  '/k1-visa': { es: '/visa-k1', en: '/k1-visa' },
  '/reviews': { es: '/testimonios', en: '/reviews' },
  '/lives': { es: '/en-vivo', en: '/lives' },
  '/blog': '/blog',
  '/blog/[slug]': '/blog/[slug]',
  '/blog/category/[category]': { es: '/blog/categoria/[category]', en: '/blog/category/[category]' },
  '/contact': { es: '/contacto', en: '/contact' },
  '/terms-and-conditions': { es: '/terminos-y-condiciones', en: '/terms-and-conditions' },
  '/privacy-policy': { es: '/politica-de-privacidad', en: '/privacy-policy' },
  '/sitemap': { es: '/mapa-de-sitio', en: '/sitemap' },
  '/thank-you': { es: '/gracias', en: '/thank-you' },
  '/referral-thank-you': { es: '/gracias-referidos', en: '/referral-thank-you' },
  // Where a form refused without JavaScript comes back, rendered per request with what was typed
  // (src/features/leads/enquiry/refill.server.ts): the cached pages stay the same for everyone.
  '/enquiry': { es: '/consulta', en: '/enquiry' },
  '/landing/video': { es: '/youtube', en: '/landing/video' },
  '/landing/short-video': { es: '/tiktok', en: '/landing/short-video' },
  '/landing/referrals': { es: '/referidos', en: '/landing/referrals' },
  '/landing/parole': { es: '/parole', en: '/parole' },
  // Feature pages on the founders' show: /{name}, /en/{name}, /en/as-seen-live-with-{name}.
  // The name comes from site settings, so it is a catch-all resolved by the page. Pages staff
  // build in the CMS are served here too, at the path they give in each language (their links,
  // hreflang, language switch and sitemap entries are built through this route:
  // src/collections/Pages/path.ts), and so are the redirects from paths they left.
  '/[...rest]': '/[...rest]',
} as const

/**
 * Query parameters of the lists paged in the URL (testimonials, lives), by list and language:
 * `?pagina=` in Spanish, `?page=` in English. A page with two paged lists (the reviews page:
 * travel videos and giveaway photos) gives each its own, the list's name after the word, so
 * each keeps its place while the other moves: `/testimonios?pagina-viajes=2&pagina-sorteos=3`.
 * Page 1 has no parameter. (The blog list keeps the spec's `?page=` in both languages.)
 */
export const listPageParams = {
  lives: { es: 'pagina', en: 'page' },
  travel: { es: 'pagina-viajes', en: 'page-travel' },
  giveaway: { es: 'pagina-sorteos', en: 'page-giveaway' },
} as const satisfies Record<string, Record<Locale, string>>

export type PagedListName = keyof typeof listPageParams

export type AppPathname = keyof typeof pathnames
/** Routes without a dynamic segment: the ones a sitemap or a menu can list directly. */
export type StaticPathname = Exclude<AppPathname, `${string}[${string}`>

type RouteInfo = {
  /** Languages the page exists in. */
  locales: readonly Locale[]
  /** Message key (namespace `routes`) of the page's name in menus, breadcrumbs and the sitemap page. */
  label: keyof Messages['routes']
  /** Listed on /sitemap.xml and the sitemap page. Thank-you and landing pages are not. */
  listed: boolean
}

const both = ['es', 'en'] as const
const esOnly = ['es'] as const

export const routeInfo: Record<StaticPathname, RouteInfo> = {
  '/': { locales: both, label: 'home', listed: true },
  '/services': { locales: both, label: 'services', listed: true },
  '/services/immigration-lawyer': { locales: both, label: 'immigrationLawyer', listed: true },
  '/attorneys': { locales: both, label: 'attorneys', listed: true },
  '/about-us': { locales: both, label: 'aboutUs', listed: true },
  '/humanitarian-visa': { locales: both, label: 'humanitarianVisa', listed: true },
  '/humanitarian-visa/vawa-visa': { locales: both, label: 'vawaVisa', listed: true },
  '/humanitarian-visa/t-visa': { locales: both, label: 'tVisa', listed: true },
  '/humanitarian-visa/u-visa': { locales: both, label: 'uVisa', listed: true },
  '/k1-visa': { locales: both, label: 'k1Visa', listed: true },
  '/reviews': { locales: both, label: 'reviews', listed: true },
  '/lives': { locales: both, label: 'lives', listed: true },
  '/blog': { locales: both, label: 'blog', listed: true },
  '/contact': { locales: both, label: 'contact', listed: true },
  '/terms-and-conditions': { locales: both, label: 'terms', listed: true },
  '/privacy-policy': { locales: both, label: 'privacy', listed: true },
  '/sitemap': { locales: both, label: 'sitemap', listed: true },
  '/thank-you': { locales: both, label: 'thankYou', listed: false },
  '/referral-thank-you': { locales: esOnly, label: 'referralThankYou', listed: false },
  '/enquiry': { locales: both, label: 'enquiry', listed: false },
  '/landing/video': { locales: esOnly, label: 'videoLanding', listed: false },
  '/landing/short-video': { locales: esOnly, label: 'shortVideoLanding', listed: false },
  '/landing/referrals': { locales: esOnly, label: 'referralLanding', listed: false },
  '/landing/parole': { locales: both, label: 'paroleLanding', listed: false },
}

export const staticPathnames = Object.keys(routeInfo) as StaticPathname[]

/** A route's path in a language, params unfilled ('/blog/[slug]', '/servicios'). */
export function routeTemplate(route: AppPathname, locale: Locale): string {
  const entry = pathnames[route]
  return typeof entry === 'string' ? entry : entry[locale]
}

/**
 * Every route but the catch-all, static ones first: the order an incoming path is matched in
 * (./route-match.ts, the Spanish routing rules of ./default-locale-routes.ts), as next-intl's.
 */
export const tableRoutes = (Object.keys(pathnames) as AppPathname[])
  .filter((route) => route !== '/[...rest]')
  .sort((a, b) => Number(a.includes('[')) - Number(b.includes('[')))

export function isRouteAvailable(route: StaticPathname, locale: Locale): boolean {
  return routeInfo[route].locales.includes(locale)
}

/**
 * The public path of a route in a language ('/en/blog/x', '/blog/x'): what every path of the site
 * is built with (./paths.ts, ./navigation.tsx), and what the Playwright specs use (they run in
 * plain Node, outside Next); tests/unit/routes.test.ts holds it equal to next-intl's on every route.
 */
export function localizedPath(route: AppPathname, locale: Locale, params: Record<string, string | string[]> = {}): string {
  const filled = routeTemplate(route, locale).replace(
    /\[(\.\.\.)?([^\]]+)\]/g,
    (_m, spread: string | undefined, name: string) => {
      const value = params[name]
      if (value === undefined) throw new Error(`Missing route param "${name}" for ${route}`)
      const parts = Array.isArray(value) ? value : [value]
      if (!spread && parts.length !== 1) throw new Error(`Param "${name}" of ${route} takes one segment`)
      return parts.map(encodeURIComponent).join('/')
    },
  )
  if (locale === 'es') return filled
  return filled === '/' ? '/en' : `/en${filled}`
}
