import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { withAdminLanguage } from './admin-language'

describe('withAdminLanguage', () => {
  it('gives Spanish to an admin visit with no choice, whatever the browser asks for', () => {
    const response = withAdminLanguage(
      new NextRequest('http://x.test/admin', { headers: { 'accept-language': 'en-US,en;q=0.9' } }),
    )
    expect(response.cookies.get('payload-lng')?.value).toBe('es')
    // The request Payload renders carries the cookie too (Next's middleware request-header override).
    expect(response.headers.get('x-middleware-request-cookie')).toContain('payload-lng=es')
  })

  it('keeps a choice once made', () => {
    const response = withAdminLanguage(new NextRequest('http://x.test/admin', { headers: { cookie: 'payload-lng=en' } }))
    expect(response.cookies.get('payload-lng')).toBeUndefined()
    expect(response.headers.get('x-middleware-request-cookie')).toBeNull()
  })
})
