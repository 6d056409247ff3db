import type { CollectionConfig } from 'payload'
import { publicContent } from '../public-content'
import { sortOrderField } from '../fields'

/** Client testimonials: travel (a short video) and giveaway (a photo with alt text). */
export const Testimonials: CollectionConfig = {
  ...publicContent('testimonials'),
  defaultSort: 'sortOrder',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'sortOrder'] },
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'For staff only.' } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Travel (video)', value: 'travel' },
        { label: 'Giveaway (image)', value: 'giveaway' },
      ],
    },
    { name: 'media', type: 'upload', relationTo: 'media', required: true },
    { name: 'poster', type: 'upload', relationTo: 'media', admin: { condition: (d) => d?.kind === 'travel' } },
    { name: 'alt', type: 'text', localized: true },
    sortOrderField,
  ],
}
