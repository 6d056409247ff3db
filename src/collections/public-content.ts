import type { CollectionConfig } from 'payload'
import { anyone, isAdmin } from '@/access'
import type { PublicCollection } from '@/features/content/tags'
import { revalidateCollectionHooks } from '@/server/revalidate'

/**
 * The common part of a collection the public site shows (no drafts): anyone reads, admins write
 * (agents see it in the admin but do not change it), and every change refreshes the cached reads
 * that show the collection (src/server/revalidate.ts). Spread it first in the collection's config.
 */
export function publicContent(slug: PublicCollection): Pick<CollectionConfig, 'slug' | 'access' | 'hooks'> {
  return {
    slug,
    access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
    hooks: revalidateCollectionHooks(slug),
  }
}
