import { describe, expect, it } from 'vitest'
import { localizedPath, pathnames, routeInfo, staticPathnames } from '@/i18n/routes'
import { movedPaths, pageTags, pathsOf } from './hooks'
import { normalizePagePath, pagePathProblem, publicPagePath } from './path'

describe('CMS page paths', () => {
  it('normalizes what staff type', () => {
    expect(normalizePagePath(' /Verano-2027/ ', 'es')).toBe('verano-2027')
    expect(normalizePagePath('/en/summer-2027', 'en')).toBe('summer-2027')
    expect(normalizePagePath('en/summer', 'es')).toBe('en/summer')
    expect(normalizePagePath('/', 'es')).toBeNull()
    expect(normalizePagePath(undefined, 'es')).toBeNull()
  })

  it('takes plain lowercase segments only', () => {
    expect(pagePathProblem('verano-2027', 'es')).toBeNull()
    expect(pagePathProblem('campanas/verano', 'es')).toBeNull()
    for (const bad of ['campaña', 'Verano', 'a--b', 'a//b', '-a', 'a b', 'a/b/c/d/e', 'x'.repeat(121)]) {
      expect(pagePathProblem(bad, 'es')).toBe('format')
    }
  })

  it('refuses paths the route table or the app already answers, in that language', () => {
    for (const route of staticPathnames) {
      if (route === '/') continue
      for (const locale of routeInfo[route].locales) {
        const full = localizedPath(route, locale)
        const taken = locale === 'en' ? full.replace(/^\/en\/?/, '') : full.slice(1)
        if (taken) expect(pagePathProblem(taken, locale), `${locale} ${taken}`).toBe('taken')
      }
    }
    expect(pagePathProblem('servicios/oferta', 'es')).toBe('taken')
    expect(pagePathProblem('blog/x', 'en')).toBe('taken')
    expect(pagePathProblem('admin', 'es')).toBe('taken')
    expect(pagePathProblem('api', 'en')).toBe('taken')
    // An English route's word is free in Spanish and the other way round.
    expect(pagePathProblem('services', 'es')).toBeNull()
    expect(pagePathProblem('servicios', 'en')).toBeNull()
    expect(Object.keys(pathnames)).toContain('/[...rest]')
  })

  it('is served by the route table catch-all', () => {
    expect(publicPagePath('verano-2027', 'es')).toBe('/verano-2027')
    expect(publicPagePath('summer/offer', 'en')).toBe('/en/summer/offer')
    expect(publicPagePath('a/b', 'en')).toBe(localizedPath('/[...rest]', 'en', { rest: ['a', 'b'] }))
  })
})

describe('CMS page changes', () => {
  it('reads a path in one language or all', () => {
    expect(pathsOf('a', 'es')).toEqual({ es: 'a' })
    expect(pathsOf({ es: 'a', en: '' })).toEqual({ es: 'a' })
    expect(pathsOf(null)).toEqual({})
  })

  it('leaves a redirect for each language whose published path moved', () => {
    expect(movedPaths({ es: 'a', en: 'b' }, { es: 'a2', en: 'b' })).toEqual([{ from: '/a', locale: 'es' }])
    expect(movedPaths({ en: 'b' }, { en: 'c' })).toEqual([{ from: '/en/b', locale: 'en' }])
    // First publish, or a language dropped: nothing to redirect.
    expect(movedPaths({}, { es: 'a' })).toEqual([])
    expect(movedPaths({ es: 'a' }, {})).toEqual([])
  })

  it('refreshes the page at its old and new paths and the lists of pages, nothing else', () => {
    expect(pageTags({ es: 'a' }, { es: 'b', en: 'c' })).toEqual(['cms:pages', 'cms:page:es:a', 'cms:page:es:b', 'cms:page:en:c'])
  })
})
