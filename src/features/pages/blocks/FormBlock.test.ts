import { describe, expect, it } from 'vitest'
import { FormBlock } from './FormBlock'

/** The form block of a CMS page never shows another language's form (its consent text). */
describe('FormBlock', () => {
  const block = (form: 'video-landing' | 'general') => ({ id: 'b1', blockType: 'form' as const, form, section: 'Campaña' })

  it('shows no Spanish-only form on an English page, whatever was stored', () => {
    expect(FormBlock({ block: block('video-landing'), locale: 'en', anchorId: 'enquiry-form' })).toBeNull()
  })

  it("shows a form that exists in the page's language", () => {
    expect(FormBlock({ block: block('video-landing'), locale: 'es', anchorId: 'enquiry-form' })).not.toBeNull()
    expect(FormBlock({ block: block('general'), locale: 'en', anchorId: 'enquiry-form' })).not.toBeNull()
  })
})
