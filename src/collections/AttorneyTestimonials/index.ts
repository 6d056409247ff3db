import type { CollectionConfig } from 'payload'
import { publicContent } from '../public-content'
import { sortOrderField } from '../fields'

/** What clients say about an attorney; shown in the attorney-profile slider (cut at 300 characters). */
export const AttorneyTestimonials: CollectionConfig = {
  ...publicContent('attorney-testimonials'),
  defaultSort: 'sortOrder',
  admin: { useAsTitle: 'clientName', defaultColumns: ['clientName', 'attorney', 'sortOrder'] },
  fields: [
    { name: 'clientName', type: 'text', required: true },
    { name: 'attorney', type: 'relationship', relationTo: 'attorneys', index: true },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'textarea', required: true, localized: true },
    sortOrderField,
  ],
}
