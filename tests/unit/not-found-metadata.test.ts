import { describe, expect, it } from 'vitest'
import { definePage } from '@/components/layout/define-page'

/**
 * A page's loader answers null for "not found". Metadata then says noindex instead of throwing
 * notFound() (Next streams metadata, and a notFound() there replaces the whole document with a
 * script-only error shell), and the page itself throws Next's notFound(), which renders the 404.
 */
describe('definePage with a loader that finds nothing', () => {
  const page = definePage({
    load: async ({ slug }: { slug: string }) => (slug === 'known' ? { locale: 'es' as const, alternates: {} } : null),
    metadata: () => ({ title: 'found' }),
    render: () => null,
    shell: false,
  })

  it('gives noindex metadata instead of throwing', async () => {
    await expect(page.generateMetadata({ slug: 'missing' })).resolves.toEqual({ robots: { index: false, follow: false } })
    await expect(page.generateMetadata({ slug: 'known' })).resolves.toEqual({ title: 'found' })
  })

  it("makes the page throw Next's notFound()", async () => {
    await expect(page.Page({ slug: 'missing' })).rejects.toThrow()
    await expect(page.Page({ slug: 'known' })).resolves.toBeNull()
  })
})
