import type { CollectionConfig } from 'payload'
import { publicContent } from '../public-content'

/** Recorded live streams (pro bono raffle results): a link, a cover image and a name per language. */
export const Lives: CollectionConfig = {
  ...publicContent('lives'),
  typescript: { interface: 'Live' },
  defaultSort: '-streamedAt',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'streamedAt', 'url'] },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'url', type: 'text', required: true, admin: { description: 'Link to the recording.' } },
    { name: 'image', type: 'upload', relationTo: 'media', required: true, localized: true },
    { name: 'streamedAt', type: 'date', required: true, index: true },
  ],
}
