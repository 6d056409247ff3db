import { describe, expect, it } from 'vitest'
import { cookieFromHeader } from './cookie-header'

describe('cookieFromHeader', () => {
  it('finds a cookie among others, whatever the spacing', () => {
    expect(cookieFromHeader('a=1;b=2; campaign=tiktok ;c=3', 'campaign')).toBe('tiktok')
  })
  it('decodes percent-encoding and keeps a broken one as sent', () => {
    expect(cookieFromHeader('x=a%20b', 'x')).toBe('a b')
    expect(cookieFromHeader('x=a%zz', 'x')).toBe('a%zz')
  })
  it('answers null for a missing cookie, a missing header, or a name that is only a prefix', () => {
    expect(cookieFromHeader('xy=1', 'x')).toBeNull()
    expect(cookieFromHeader(null, 'x')).toBeNull()
    expect(cookieFromHeader('', 'x')).toBeNull()
  })
})
