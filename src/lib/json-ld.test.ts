import { describe, expect, it } from 'vitest'
import { blogPosting, breadcrumbList, legalService, person, serializeJsonLd } from './json-ld'

describe('serializeJsonLd', () => {
  it('cannot close the script element early', () => {
    const json = serializeJsonLd({ headline: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('<')
    expect(json).not.toContain('>')
    expect(json).toContain('\\u003c/script\\u003e')
  })

  it('escapes ampersands and line separators', () => {
    const json = serializeJsonLd({ name: 'A & B\u2028C\u2029D' })
    expect(json).not.toMatch(/[&\u2028\u2029]/)
  })

  it('parses back to the same value', () => {
    const value = { headline: 'Visa <U> & "VAWA"', n: 5, list: ['<a>', 'ñandú'] }
    expect(JSON.parse(serializeJsonLd(value))).toEqual(value)
  })
})

const offices = [
  { name: 'El Paso', street: '1420 N Mesa St, Suite 200', city: 'El Paso', region: 'TX', postalCode: '79902' },
  {
    name: 'Washington',
    street: '1717 K St NW, Suite 900',
    city: 'Washington',
    region: 'DC',
    postalCode: '20006',
    latitude: 38.9,
    longitude: -77.04,
  },
]

describe('legalService', () => {
  it('lists both offices and the phone lines', () => {
    const data = legalService({
      name: 'Firm',
      url: 'https://firm.example',
      email: 'info@firm.example',
      telephone: '+19155550142',
      phoneLines: [{ label: 'Immigration', number: '+19155550142' }],
      offices,
      sameAs: ['https://facebook.com/firm', null, ''],
    })
    expect(data['@type']).toBe('LegalService')
    expect(data.address).toHaveLength(2)
    expect(data.address).toContainEqual(
      expect.objectContaining({ '@type': 'PostalAddress', addressLocality: 'Washington', addressRegion: 'DC' }),
    )
    expect(data.location).toHaveLength(2)
    expect(data.sameAs).toEqual(['https://facebook.com/firm'])
    expect(data.contactPoint).toEqual([expect.objectContaining({ telephone: '+19155550142' })])
  })

  it('leaves out empty properties', () => {
    const data = legalService({ name: 'Firm', url: 'https://firm.example', offices: [] })
    expect(data).not.toHaveProperty('email')
    expect(data).not.toHaveProperty('sameAs')
    expect(data).not.toHaveProperty('address')
  })
})

describe('person / blogPosting / breadcrumbList', () => {
  it('builds a Person who works for the firm', () => {
    const data = person({
      name: 'Lawyer',
      url: 'https://firm.example/abogados/lawyer',
      jobTitle: 'Founder',
      worksFor: { name: 'Firm', url: 'https://firm.example' },
    })
    expect(data).toMatchObject({ '@type': 'Person', name: 'Lawyer', worksFor: { name: 'Firm' } })
  })

  it('builds a BlogPosting', () => {
    const data = blogPosting({
      headline: 'Title',
      url: 'https://firm.example/blog/title',
      datePublished: '2025-03-05T00:00:00.000Z',
      inLanguage: 'es',
      author: { name: 'Lawyer' },
      publisher: { name: 'Firm', url: 'https://firm.example' },
    })
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      dateModified: '2025-03-05T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Lawyer' },
      mainEntityOfPage: { '@id': 'https://firm.example/blog/title' },
    })
  })

  it('numbers breadcrumb items from 1', () => {
    const data = breadcrumbList([{ name: 'Home', url: 'https://firm.example' }, { name: 'Blog' }])
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://firm.example' },
      { '@type': 'ListItem', position: 2, name: 'Blog' },
    ])
  })
})
