import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from '@/access'
import { revalidateCollectionHooks } from '@/server/revalidate'
import { slugField } from '../fields'

export const Categories: CollectionConfig = {
  slug: 'categories',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateCollectionHooks('categories'),
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'sortOrder'] },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    slugField('name'),
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
  ],
}
