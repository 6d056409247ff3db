import type { CollectionConfig } from 'payload'
import { publicContent } from '../public-content'
import { slugField } from '../fields'

export const Categories: CollectionConfig = {
  ...publicContent('categories'),
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'sortOrder'] },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    slugField('name'),
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
  ],
}
