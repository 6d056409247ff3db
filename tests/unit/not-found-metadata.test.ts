import { notFound } from 'next/navigation'
import { describe, expect, it } from 'vitest'
import { notFoundSafeMetadata } from '@/components/layout/define-page'

/**
 * `notFoundSafeMetadata` recognises Next's notFound() by its error's digest, which is not a public
 * API (docs/ARCHITECTURE.md, "Framework internals we still depend on"). This fails on the Next
 * upgrade that changes it, before a metadata 404 turns into a script-only error document.
 */
describe('notFoundSafeMetadata', () => {
  it('turns the real notFound() of next/navigation into noindex metadata', async () => {
    await expect(notFoundSafeMetadata(async () => notFound())).resolves.toEqual({ robots: { index: false, follow: false } })
  })

  it('lets any other error through', async () => {
    await expect(
      notFoundSafeMetadata(async () => {
        throw new Error('CMS down')
      }),
    ).rejects.toThrow('CMS down')
  })
})
