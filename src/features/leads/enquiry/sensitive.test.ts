import { describe, expect, it } from 'vitest'
import { isSensitiveForm, isSensitiveVariant, sensitiveThankYouRoutes } from './sensitive'
import { pageFormNames, variants } from './variants'

describe('sensitive forms (quick exit and safety notice)', () => {
  it('are exactly the forms that offer the situation choice, in every language', () => {
    const sensitive = pageFormNames.filter(isSensitiveForm)
    expect(sensitive).toEqual(['home', 'service', 'visa', 'blog', 'video-landing', 'short-video-landing', 'parole'])
    for (const variant of Object.values(variants)) expect(isSensitiveVariant(variant)).toBe(variant.situation !== 'none')
  })

  it('make the thank-you page they lead to sensitive, not the referral one', () => {
    expect([...sensitiveThankYouRoutes]).toEqual(['/thank-you'])
  })
})
