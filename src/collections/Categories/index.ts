import type { CollectionConfig } from 'payload'
import { publicContent } from '../public-content'
import { slugField } from '../fields'

export const Categories: CollectionConfig = {
  ...publicContent('categories'),
  labels: { singular: { es: 'Categoría', en: 'Category' }, plural: { es: 'Categorías', en: 'Categories' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'sortOrder'] },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'name', label: { es: 'Nombre', en: 'Name' }, type: 'text', required: true, localized: true },
    slugField('name'),
    { name: 'sortOrder', label: { es: 'Orden', en: 'Order' }, type: 'number', defaultValue: 0 },
  ],
}
