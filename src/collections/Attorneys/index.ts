import type { CollectionConfig } from 'payload'
import { publicContent } from '../public-content'
import { sortOrderField } from '../fields'
import { slugify } from '@/lib/slugify'

/** Attorney profiles (/abogados/{slug}, /en/attorneys/{slug}). The founder is featured in menus. */
export const Attorneys: CollectionConfig = {
  ...publicContent('attorneys'),
  defaultSort: 'sortOrder',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'isFounder', 'sortOrder'] },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar' },
      hooks: {
        beforeValidate: [({ value, siblingData }) => slugify(String(value || siblingData?.name || '')) || value],
      },
    },
    { name: 'isFounder', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    sortOrderField,
    { name: 'role', type: 'text', required: true, localized: true },
    { name: 'photo', type: 'upload', relationTo: 'media', required: true },
    { name: 'summary', type: 'textarea', required: true, localized: true },
    { name: 'biography', type: 'richText', required: true, localized: true },
    { name: 'languages', type: 'text', hasMany: true, localized: true },
    { name: 'practiceAreas', type: 'text', hasMany: true, localized: true },
    { name: 'associations', type: 'text', hasMany: true, localized: true },
    {
      name: 'socials',
      type: 'array',
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          options: ['facebook', 'instagram', 'tiktok', 'youtube', 'linkedin', 'x'],
        },
        { name: 'url', type: 'text', required: true },
      ],
    },
  ],
}
