import type { CollectionConfig } from 'payload'
import { publicContent } from '../public-content'

/** Google reviews, copied in by staff. Every review is shown with five stars (spec §2). */
export const Reviews: CollectionConfig = {
  ...publicContent('reviews'),
  defaultSort: '-publishedAt',
  admin: { useAsTitle: 'reviewerName', defaultColumns: ['reviewerName', 'publishedAt'] },
  fields: [
    { name: 'reviewerName', type: 'text', required: true },
    { name: 'reviewerImage', type: 'upload', relationTo: 'media' },
    { name: 'publishedAt', type: 'date', required: true, index: true },
    {
      name: 'relativeDate',
      type: 'text',
      localized: true,
      required: true,
      admin: { description: "As Google shows it: 'hace 2 meses' / '2 months ago'." },
    },
    { name: 'body', type: 'textarea', localized: true, required: true },
  ],
}
