import { describe, expect, it } from 'vitest'
import { contentSitemapEntries, robotsDisallow, staticSitemapEntries } from './sitemap'

const base = 'https://firm.example'

describe('staticSitemapEntries', () => {
  const entries = staticSitemapEntries(base)
  const urls = entries.map((e) => e.url)

  it('lists both languages of listed pages with their translations', () => {
    expect(urls).toContain(`${base}/servicios`)
    expect(urls).toContain(`${base}/en/services`)
    expect(urls).toContain(`${base}/`)
    expect(urls).toContain(`${base}/en`)
    const services = entries.find((e) => e.url === `${base}/en/services`)
    expect(services?.alternates?.languages).toEqual({
      es: `${base}/servicios`,
      en: `${base}/en/services`,
      'x-default': `${base}/servicios`,
    })
  })

  it('leaves out landing and thank-you pages', () => {
    for (const path of [
      '/gracias',
      '/en/thank-you',
      '/youtube',
      '/tiktok',
      '/referidos',
      '/parole',
      '/en/parole',
      '/gracias-referidos',
    ]) {
      expect(urls).not.toContain(`${base}${path}`)
    }
  })

  it('has no duplicates', () => {
    expect(new Set(urls).size).toBe(urls.length)
  })
})

describe('contentSitemapEntries', () => {
  it('lists each post under both slugs with its last change', () => {
    const entries = contentSitemapEntries(base, {
      posts: [
        { slug: { es: 'que-es-vawa', en: 'what-is-vawa' }, updatedAt: '2025-03-05T10:00:00.000Z' },
        { slug: { es: 'solo-espanol', en: null }, publishedAt: '2025-01-01T00:00:00.000Z' },
      ],
      categories: [{ slug: { es: 'familia', en: 'family' } }],
      attorneys: [{ slug: 'adriana-salazar' }, { slug: null }],
    })
    const urls = entries.map((e) => e.url)
    expect(urls).toEqual([
      `${base}/blog/que-es-vawa`,
      `${base}/en/blog/what-is-vawa`,
      `${base}/blog/solo-espanol`,
      `${base}/blog/categoria/familia`,
      `${base}/en/blog/category/family`,
      `${base}/abogados/adriana-salazar`,
      `${base}/en/attorneys/adriana-salazar`,
    ])
    expect(entries[0]?.lastModified).toEqual(new Date('2025-03-05T10:00:00.000Z'))
    expect(entries[1]?.alternates?.languages).toMatchObject({
      es: `${base}/blog/que-es-vawa`,
      en: `${base}/en/blog/what-is-vawa`,
    })
    expect(entries[2]?.alternates?.languages).toEqual({
      es: `${base}/blog/solo-espanol`,
      'x-default': `${base}/blog/solo-espanol`,
    })
  })
})

describe('robotsDisallow', () => {
  it('keeps crawlers out of staff, API, landing and thank-you paths', () => {
    const paths = robotsDisallow()
    for (const path of [
      '/admin',
      '/cms-api',
      '/api',
      '/en/api',
      '/gracias',
      '/en/thank-you',
      '/gracias-referidos',
      '/youtube',
      '/tiktok',
      '/referidos',
      '/parole',
      '/en/parole',
    ]) {
      expect(paths).toContain(path)
    }
    expect(paths).not.toContain('/blog')
    expect(new Set(paths).size).toBe(paths.length)
  })
})
