import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { routeInfo, staticPathnames } from '@/i18n/routes'

/**
 * Next renders a segment's not-found boundary into the RSC payload of every page below it. The
 * localized 404 page (NotFoundPage: header, footer, form) is therefore re-exported only by the
 * segments whose pages can call notFound(); every other page's HTML is free of it. These checks keep
 * both halves true: no boundary above the pages that never 404, one over each page that can.
 */
const pagesDir = path.resolve(__dirname, '../../src/app/(frontend)/[locale]')

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return pageFiles(full)
    return entry.name === 'page.tsx' ? [full] : []
  })
}

/** The nearest not-found.tsx from a page's segment up to (not including) the locale segment. */
function boundaryOver(segmentDir: string): string | null {
  for (let dir = segmentDir; dir.startsWith(pagesDir + path.sep); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'not-found.tsx'))) return path.join(dir, 'not-found.tsx')
  }
  return null
}

/** Pages that resolve their own params (slugs, `?page=`) or a catch-all call notFound() themselves. */
const callsNotFound = (source: string) => /\bnotFound\(\)|\blocaleOf\(|\broutePageContext\(|\bload[:,]/.test(source)

describe('404 boundaries', () => {
  it('are not at the locale layout, where every page would carry the 404 page', () => {
    expect(existsSync(path.join(pagesDir, 'not-found.tsx'))).toBe(false)
  })

  it.each(
    pageFiles(pagesDir)
      .filter((file) => callsNotFound(readFileSync(file, 'utf8')))
      .map((f) => path.relative(pagesDir, f)),
  )('%s calls notFound() and has a boundary over it', (file) => {
    expect(boundaryOver(path.dirname(path.join(pagesDir, file)))).not.toBeNull()
  })

  const oneLanguage = staticPathnames.filter((route) => routeInfo[route].locales.length < locales.length)
  it.each(oneLanguage)('%s exists in one language only, so it 404s in the other and has a boundary over it', (route) => {
    const dir = path.join(pagesDir, ...route.split('/').filter(Boolean))
    expect(existsSync(path.join(dir, 'page.tsx'))).toBe(true)
    expect(boundaryOver(dir)).not.toBeNull()
  })

  it('all show the one localized 404 page, each under a layout that sets the locale first', () => {
    const boundaries = pageFiles(pagesDir)
      .map((file) => boundaryOver(path.dirname(file)))
      .filter((file): file is string => file !== null)
    expect(boundaries.length).toBeGreaterThan(0)
    for (const file of new Set(boundaries)) {
      expect(readFileSync(file, 'utf8'), file).toMatch(/export \{ default \} from '@\/components\/layout\/NotFoundPage'/)
      const layout = path.join(path.dirname(file), 'layout.tsx')
      expect(existsSync(layout) && readFileSync(layout, 'utf8'), layout).toMatch(
        /export \{ NotFoundScope as default \} from '@\/components\/layout\/NotFoundPage'/,
      )
    }
  })
})
