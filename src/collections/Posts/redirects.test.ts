import { describe, expect, it } from 'vitest'
import { movedAddresses } from '../redirect-trail'
import { postAddress } from './redirects'

describe("a post's old addresses", () => {
  it('are its article paths in the language whose slug changed', () => {
    expect(postAddress('visa-u', 'es')).toBe('/blog/visa-u')
    expect(postAddress('u-visa', 'en')).toBe('/en/blog/u-visa')
    expect(movedAddresses({ es: 'visa-u', en: 'u-visa' }, { es: 'visa-u-2027', en: 'u-visa' }, postAddress)).toEqual([
      { from: '/blog/visa-u', locale: 'es' },
    ])
    // First published, or unpublished: nothing moved.
    expect(movedAddresses({}, { es: 'visa-u' }, postAddress)).toEqual([])
    expect(movedAddresses({ es: 'visa-u' }, {}, postAddress)).toEqual([])
  })
})
