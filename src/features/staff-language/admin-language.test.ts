import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { adminLanguageCookie } from '@/lib/cookie-names'
import { withAdminLanguage } from './admin-language'

describe('withAdminLanguage', () => {
  it('gives Spanish to an admin visit with no choice, whatever the browser asks for', () => {
    const response = withAdminLanguage(
      new NextRequest('http://x.test/admin', { headers: { 'accept-language': 'en-US,en;q=0.9' } }),
    )
    expect(response.cookies.get(adminLanguageCookie())?.value).toBe('es')
    // That Payload itself then renders in Spanish for this very request is tested as a person sees
    // it, in a browser asking for English (tests/e2e/intake-data.spec.ts), not through Next's
    // private middleware headers.
  })

  it('keeps a choice once made', () => {
    const response = withAdminLanguage(
      new NextRequest('http://x.test/admin', { headers: { cookie: `${adminLanguageCookie()}=en` } }),
    )
    expect(response.cookies.get(adminLanguageCookie())).toBeUndefined()
  })
})
