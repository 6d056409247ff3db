import type { Where } from 'payload'
import { describe, expect, it } from 'vitest'
import { normalizeSearchWhere } from '@/features/leads/collection/search'
import { emailKey, nameKey, phoneKey, searchKeys } from './search-keys'

describe('search keys', () => {
  it('names ignore case, accents and spacing', () => {
    expect(nameKey('  José   NÚÑEZ ')).toBe('jose nunez')
    expect(nameKey('Nunez')).toBe(nameKey('Núñez'))
    expect(nameKey('Çağlar Ünal')).toBe('caglar unal')
    expect(nameKey(null)).toBe('')
  })

  it('phones ignore formatting and the US country code', () => {
    expect(phoneKey('(915) 555-3333')).toBe('9155553333')
    expect(phoneKey('+1 915-555-3333')).toBe('9155553333')
    expect(phoneKey('19155553333')).toBe('9155553333')
    expect(phoneKey('+52 656 123 4567')).toBe('526561234567')
    expect(phoneKey('Nunez')).toBe('')
  })

  it('e-mails ignore case', () => {
    expect(emailKey(' Ana@Example.COM ')).toBe('ana@example.com')
  })

  it('stores null for what the visitor did not give', () => {
    expect(searchKeys({ name: 'Ana', phone: '915 555 0000' })).toEqual({
      searchName: 'ana',
      searchPhone: '9155550000',
      searchEmail: null,
    })
  })
})

describe('normalizeSearchWhere', () => {
  it('turns the list search into each key', () => {
    const where = normalizeSearchWhere({
      or: [
        { searchName: { like: 'Núñez' } },
        { searchPhone: { like: '(915) 555-3333' } },
        { searchEmail: { like: 'ANA@X.COM' } },
      ],
    })
    expect(where).toEqual({
      or: [{ searchName: { like: 'nunez' } }, { searchPhone: { like: '9155553333' } }, { searchEmail: { like: 'ana@x.com' } }],
    })
  })

  it('a query with no digits matches no phone (rather than every lead)', () => {
    const where = normalizeSearchWhere({ or: [{ searchName: { like: 'Nunez' } }, { searchPhone: { like: 'Nunez' } }] })
    expect(where).toEqual({
      or: [{ searchName: { like: 'nunez' } }, { and: [{ searchPhone: { like: '' } }, { id: { exists: false } }] }],
    })
  })

  it('leaves other conditions alone', () => {
    const where: Where = { and: [{ status: { equals: 'new' } }, { name: { like: 'Núñez' } }] }
    expect(normalizeSearchWhere(where)).toEqual(where)
  })
})
