import { beforeAll, describe, expect, it } from 'vitest'
import { FormBlock } from './FormBlock'

/** The form block of a CMS page never shows another language's form (its consent text). */
describe('FormBlock', () => {
  // On the server the deferred form loads both forms' code as its module loads; waiting for the
  // same modules here keeps those loads from outliving the test file (Vitest reports them).
  beforeAll(async () => {
    await Promise.all([
      import('next-intl'),
      import('@/features/leads/enquiry/components/EnquiryForm'),
      import('@/features/leads/enquiry/components/ReferralForm'),
    ])
  })
  const block = (form: 'video-landing' | 'general') => ({ id: 'b1', blockType: 'form' as const, form, section: 'Campaña' })

  it('shows no Spanish-only form on an English page, whatever was stored', () => {
    expect(FormBlock({ block: block('video-landing'), locale: 'en', anchorId: 'enquiry-form' })).toBeNull()
  })

  it("shows a form that exists in the page's language", () => {
    expect(FormBlock({ block: block('video-landing'), locale: 'es', anchorId: 'enquiry-form' })).not.toBeNull()
    expect(FormBlock({ block: block('general'), locale: 'en', anchorId: 'enquiry-form' })).not.toBeNull()
  })
})
