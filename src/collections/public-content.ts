import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from '@/access'
import type { PublicCollection } from '@/features/content/tags'
import { revalidateCollectionHooks } from '@/server/revalidate'

/**
 * The common part of a collection the public site shows and staff edit (no drafts): anyone reads,
 * staff write, and every change refreshes the cached reads that show the collection
 * (src/server/revalidate.ts). Spread it first in the collection's config.
 */
export function publicContent(slug: PublicCollection): Pick<CollectionConfig, 'slug' | 'access' | 'hooks'> {
  return {
    slug,
    access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
    hooks: revalidateCollectionHooks(slug),
  }
}
