import type { CollectionConfig } from 'payload'
import { publicContent } from '../public-content'
import { sortOrderField } from '../fields'
import { slugify } from '@/lib/slugify'

/** Attorney profiles (/abogados/{slug}, /en/attorneys/{slug}). The founder is featured in menus. */
export const Attorneys: CollectionConfig = {
  ...publicContent('attorneys'),
  labels: { singular: { es: 'Abogado', en: 'Attorney' }, plural: { es: 'Abogados', en: 'Attorneys' } },
  defaultSort: 'sortOrder',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'isFounder', 'sortOrder'] },
  fields: [
    { name: 'name', label: { es: 'Nombre', en: 'Name' }, type: 'text', required: true },
    {
      name: 'slug',
      label: { es: 'Slug (URL)', en: 'Slug (URL)' },
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar' },
      hooks: {
        beforeValidate: [({ value, siblingData }) => slugify(String(value || siblingData?.name || '')) || value],
      },
    },
    {
      name: 'isFounder',
      label: { es: 'Fundador', en: 'Founder' },
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    sortOrderField,
    { name: 'role', label: { es: 'Cargo', en: 'Role' }, type: 'text', required: true, localized: true },
    { name: 'photo', label: { es: 'Foto', en: 'Photo' }, type: 'upload', relationTo: 'media', required: true },
    { name: 'summary', label: { es: 'Resumen', en: 'Summary' }, type: 'textarea', required: true, localized: true },
    { name: 'biography', label: { es: 'Biografía', en: 'Biography' }, type: 'richText', required: true, localized: true },
    { name: 'languages', label: { es: 'Idiomas', en: 'Languages' }, type: 'text', hasMany: true, localized: true },
    {
      name: 'practiceAreas',
      label: { es: 'Áreas de práctica', en: 'Practice areas' },
      type: 'text',
      hasMany: true,
      localized: true,
    },
    { name: 'associations', label: { es: 'Asociaciones', en: 'Associations' }, type: 'text', hasMany: true, localized: true },
    {
      name: 'socials',
      label: { es: 'Redes sociales', en: 'Social networks' },
      type: 'array',
      fields: [
        {
          name: 'network',
          label: { es: 'Red social', en: 'Network' },
          type: 'select',
          required: true,
          options: ['facebook', 'instagram', 'tiktok', 'youtube', 'linkedin', 'x'],
        },
        { name: 'url', label: { es: 'Enlace', en: 'Link' }, type: 'text', required: true },
      ],
    },
  ],
}
