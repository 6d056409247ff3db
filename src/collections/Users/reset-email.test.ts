import { afterEach, describe, expect, it } from 'vitest'
import { resetPasswordEmailHtml } from './index'

describe('resetPasswordEmailHtml', () => {
  const saved = process.env.SITE_URL
  afterEach(() => {
    process.env.SITE_URL = saved
  })

  it('links to the reset page on SITE_URL, not on whatever host the request named', () => {
    process.env.SITE_URL = 'https://www.salazar.example/'
    const html = resetPasswordEmailHtml('abc123')
    expect(html).toContain('href="https://www.salazar.example/admin/reset/abc123"')
    expect(html.match(/https?:\/\/[^"<\s]+/g)?.every((url) => url.startsWith('https://www.salazar.example/'))).toBe(true)
  })

  it('escapes a token that is not URL-safe', () => {
    expect(resetPasswordEmailHtml('a"b<c', 'https://x.example')).toContain('/admin/reset/a%22b%3Cc"')
  })
})
