import { describe, expect, it } from 'vitest'
import { localizedPath, pathnames, routeInfo, staticPathnames } from '@/i18n/routes'
import { createNavigation } from 'next-intl/navigation'
import { getPathname, hrefOf, routeHref } from '@/i18n/navigation'
import { routing } from '@/i18n/routing'
import { pathOf } from '@/i18n/paths'
import { articlePath } from '@/features/blog-search/search-contract'
import { translateStaticPath } from '@/i18n/match-path'
import { matchPublicPath, stripTrailingSlash } from '@/i18n/route-match'
import { languageSwitchTarget, routeAlternates } from '@/lib/alternates'
import { messages } from '@/messages'
import { routePairs, spanishOnlyPaths } from '../fixtures/route-pairs'

/** next-intl's own paths over the route table: ours (`pathOf`, behind `getPathname`) must equal them. */
const nextIntl = createNavigation(routing)

describe('route table', () => {
  it.each(routePairs)('maps %s to %s (English → Spanish)', (en, es) => {
    expect(translateStaticPath(en, 'es')).toBe(es)
  })

  it.each(routePairs)('maps %s back from %s (Spanish → English)', (en, es) => {
    expect(translateStaticPath(es, 'en')).toBe(en)
  })

  it('removes trailing slashes before looking up, as the spec says', () => {
    expect(stripTrailingSlash('/contacto/')).toBe('/contacto')
    expect(stripTrailingSlash('/')).toBe('/')
    expect(translateStaticPath('/en/contact/', 'es')).toBe('/contacto')
    expect(translateStaticPath('/gracias/', 'en')).toBe('/en/thank-you')
  })

  it('knows the language of a path', () => {
    expect(matchPublicPath('/en/k1-visa')).toMatchObject({ locale: 'en', route: '/k1-visa' })
    expect(matchPublicPath('/visa-k1')).toMatchObject({ locale: 'es', route: '/k1-visa' })
    expect(matchPublicPath('/en')).toMatchObject({ locale: 'en', route: '/' })
  })

  it('reads dynamic params, blog articles and categories included', () => {
    expect(matchPublicPath('/en/blog/what-is-vawa')).toEqual({
      locale: 'en',
      route: '/blog/[slug]',
      params: { slug: 'what-is-vawa' },
    })
    expect(matchPublicPath('/blog/categoria/familia')).toEqual({
      locale: 'es',
      route: '/blog/category/[category]',
      params: { category: 'familia' },
    })
    expect(matchPublicPath('/abogados/adriana-salazar')).toMatchObject({
      route: '/attorneys/[name]',
      params: { name: 'adriana-salazar' },
    })
    // static wins over dynamic: /blog is the list, not an article called "blog"
    expect(matchPublicPath('/en/blog')?.route).toBe('/blog')
  })

  it('leaves blog slugs to the CMS (they are translated per post)', () => {
    expect(translateStaticPath('/en/blog/what-is-vawa', 'es')).toBeNull()
  })

  it('does not know unknown paths', () => {
    expect(matchPublicPath('/no-such-page')).toBeNull()
    expect(translateStaticPath('/en/no/such/page', 'es')).toBeNull()
  })

  it("builds the search box's article links as the route table does", () => {
    for (const locale of ['es', 'en'] as const) {
      for (const slug of ['what-is-vawa', 'visa k-1 ñ']) {
        expect(articlePath(getPathname({ locale, href: '/blog' }), slug)).toBe(
          nextIntl.getPathname({ locale, href: { pathname: '/blog/[slug]', params: { slug } } }),
        )
      }
    }
  })

  it('fills params and prefixes English paths (getPathname)', () => {
    expect(getPathname({ locale: 'es', href: '/' })).toBe('/')
    expect(getPathname({ locale: 'en', href: '/' })).toBe('/en')
    expect(getPathname({ locale: 'en', href: { pathname: '/blog/[slug]', params: { slug: 'k-1 visa' } } })).toBe(
      '/en/blog/k-1%20visa',
    )
    expect(getPathname({ locale: 'es', href: { pathname: '/blog/category/[category]', params: { category: 'familia' } } })).toBe(
      '/blog/categoria/familia',
    )
    expect(getPathname({ locale: 'es', href: { pathname: '/[...rest]', params: { rest: ['ana-lopez'] } } })).toBe('/ana-lopez')
    expect(() => getPathname({ locale: 'es', href: routeHref('/blog/[slug]') })).toThrow(/Missing route param/)
  })

  it.each(routePairs)('getPathname gives the spec pair %s ↔ %s', (en, es) => {
    const route = matchPublicPath(en)!.route
    expect(getPathname({ locale: 'en', href: routeHref(route) })).toBe(en)
    expect(getPathname({ locale: 'es', href: routeHref(route) })).toBe(es)
  })

  it('keeps the Playwright path helper equal to next-intl on every route', () => {
    const params = { slug: 'what-is-vawa', category: 'familia', name: 'adriana-salazar' }
    for (const route of Object.keys(pathnames) as (keyof typeof pathnames)[]) {
      if (route === '/[...rest]') continue
      for (const locale of ['es', 'en'] as const) {
        const expected = nextIntl.getPathname({ locale, href: routeHref(route, params) })
        expect(localizedPath(route, locale, params), `${route} ${locale}`).toBe(expected)
        expect(getPathname({ locale, href: routeHref(route, params) }), `${route} ${locale}`).toBe(expected)
      }
    }
  })

  it('builds the same links as next-intl, query and hash included', () => {
    const targets = [
      '/contact',
      { pathname: '/blog', query: { page: 3 }, hash: 'blog-posts' },
      { pathname: '/blog/category/[category]', params: { category: 'familia' }, query: { page: 2 } },
      { pathname: '/attorneys/[name]', params: { name: 'adriana-salazar' } },
    ] as const
    for (const href of targets) {
      for (const locale of ['es', 'en'] as const) {
        const { hash, ...target } = typeof href === 'string' ? { hash: undefined, pathname: href } : (href as { hash?: string })
        const expected = nextIntl.getPathname({ locale, href: target as never }) + (hash ? `#${hash}` : '')
        expect(pathOf({ locale, href }), JSON.stringify(href)).toBe(expected)
        expect(hrefOf(locale, href), JSON.stringify(href)).toBe(expected)
      }
    }
    expect(hrefOf('en', { pathname: '/blog', query: { page: 3 }, hash: 'blog-posts' })).toBe('/en/blog?page=3#blog-posts')
    expect(pathOf({ locale: 'es', href: { pathname: '/blog/category/[category]', params: { category: 'familia' } } })).toBe(
      '/blog/categoria/familia',
    )
  })

  it('fills params and prefixes English paths (Playwright helper)', () => {
    expect(localizedPath('/', 'es')).toBe('/')
    expect(localizedPath('/', 'en')).toBe('/en')
    expect(localizedPath('/blog/[slug]', 'en', { slug: 'k-1 visa' })).toBe('/en/blog/k-1%20visa')
    expect(() => localizedPath('/blog/[slug]', 'es')).toThrow(/Missing route param/)
  })

  it('keeps Spanish-only pages out of English', () => {
    for (const path of spanishOnlyPaths) {
      const matched = matchPublicPath(path)
      expect(matched, path).not.toBeNull()
      expect(routeInfo[matched!.route as keyof typeof routeInfo].locales).toEqual(['es'])
    }
  })

  it('gives every page a label in both languages', () => {
    for (const route of staticPathnames) {
      const key = routeInfo[route].label as keyof typeof messages.es.routes
      expect(messages.es.routes[key], route).toBeTruthy()
      expect(messages.en.routes[key], route).toBeTruthy()
    }
    expect(Object.keys(routeInfo).length).toBe(Object.keys(pathnames).filter((p) => !p.includes('[')).length)
  })
})

describe('language switch', () => {
  it('goes to the same page in the other language', () => {
    const alternates = routeAlternates('/contact', ['es', 'en'])
    expect(languageSwitchTarget(alternates, 'en')).toBe('/en/contact')
    expect(languageSwitchTarget(alternates, 'es')).toBe('/contacto')
  })

  it('falls back to the other home on a page without a translation', () => {
    const spanishOnly = routeAlternates('/referral-thank-you', ['es'])
    expect(languageSwitchTarget(spanishOnly, 'en')).toBe('/en')
    expect(languageSwitchTarget({}, 'es')).toBe('/')
  })
})

describe('messages', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
      : [prefix.slice(0, -1)]

  it('has the same keys in Spanish and English', () => {
    expect(keys(messages.en).sort()).toEqual(keys(messages.es).sort())
  })
})
