import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/**
 * Public pages are cached (ISR). When staff change content, every page may show it (menus, footer,
 * home sliders), so we drop the whole public cache: content changes are rare and a full re-render
 * is cheap, while a missed dependency would show stale content. Outside a Next request (seed
 * script, CLI) there is no cache to drop, and `revalidatePath` throws: that is expected.
 */
/** Tag of every cached CMS read (features/content). */
export const CONTENT_TAG = 'cms-content'

async function revalidateSite(context: Record<string, unknown>): Promise<void> {
  if (context.disableRevalidate) return
  try {
    const { revalidatePath, revalidateTag } = await import('next/cache')
    revalidateTag(CONTENT_TAG, { expire: 0 })
    revalidatePath('/', 'layout')
  } catch {
    // not inside Next.js (seed, migrations): nothing cached to invalidate
  }
}

export const revalidateAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await revalidateSite(req.context)
  return doc
}
export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await revalidateSite(req.context)
  return doc
}
export const revalidateGlobalAfterChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  await revalidateSite(req.context)
  return doc
}

export const revalidateHooks = {
  afterChange: [revalidateAfterChange],
  afterDelete: [revalidateAfterDelete],
}
