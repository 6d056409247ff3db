import { describe, expect, it } from 'vitest'
import { absoluteUrl, attorneyJsonLd, jsonLdScript } from './attorney-jsonld'

const firm = { name: 'Test Firm', url: 'https://firm.example', telephone: '+19155550100' }

describe('attorneyJsonLd', () => {
  it('describes the attorney as a schema.org Person working for the firm', () => {
    const data = attorneyJsonLd({
      name: 'Ana Pérez',
      role: 'Founding attorney',
      summary: 'Immigration lawyer.',
      image: 'https://firm.example/cms-api/media/file/ana.webp',
      url: 'https://firm.example/en/attorneys/ana-perez',
      languages: ['Spanish', ' English ', ''],
      practiceAreas: ['Immigration'],
      associations: ['AILA'],
      socials: [{ url: 'https://facebook.com/ana' }, { url: 'javascript:alert(1)' }],
      firm,
    })
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ana Pérez',
      url: 'https://firm.example/en/attorneys/ana-perez',
      jobTitle: 'Founding attorney',
      description: 'Immigration lawyer.',
      image: 'https://firm.example/cms-api/media/file/ana.webp',
      knowsLanguage: ['Spanish', 'English'],
      knowsAbout: ['Immigration'],
      memberOf: [{ '@type': 'Organization', name: 'AILA' }],
      sameAs: ['https://facebook.com/ana'],
      worksFor: { '@type': 'LegalService', name: 'Test Firm', url: 'https://firm.example', telephone: '+19155550100' },
    })
  })

  it('leaves out empty fields', () => {
    const data = attorneyJsonLd({ name: 'X', url: 'https://f.example/abogados/x', firm: { name: 'F', url: 'https://f.example' } })
    expect(Object.keys(data).sort()).toEqual(['@context', '@type', 'name', 'url', 'worksFor'])
  })
})

describe('jsonLdScript', () => {
  it('cannot be broken out of with a closing script tag', () => {
    const out = jsonLdScript({ name: '</script><script>alert(1)</script>' })
    expect(out).not.toContain('</script>')
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' })
  })

  it('escapes line and paragraph separators', () => {
    const out = jsonLdScript({ s: 'a\u2028b\u2029c' })
    expect(out).not.toMatch(/[\u2028\u2029]/)
    expect(JSON.parse(out)).toEqual({ s: 'a\u2028b\u2029c' })
  })
})

describe('absoluteUrl', () => {
  it('prefixes site-relative paths and keeps absolute URLs', () => {
    expect(absoluteUrl('/cms-api/media/file/a.webp', 'https://f.example/')).toBe('https://f.example/cms-api/media/file/a.webp')
    expect(absoluteUrl('https://cdn.example/a.webp', 'https://f.example')).toBe('https://cdn.example/a.webp')
  })
})
