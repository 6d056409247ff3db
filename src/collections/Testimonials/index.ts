import type { CollectionConfig } from 'payload'
import { publicContent } from '../public-content'
import { sortOrderField } from '../fields'

/** Client testimonials: travel (a short video) and giveaway (a photo with alt text). */
export const Testimonials: CollectionConfig = {
  ...publicContent('testimonials'),
  labels: { singular: { es: 'Testimonio', en: 'Testimonial' }, plural: { es: 'Testimonios', en: 'Testimonials' } },
  defaultSort: 'sortOrder',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'sortOrder'] },
  fields: [
    {
      name: 'title',
      label: { es: 'Título', en: 'Title' },
      type: 'text',
      required: true,
      admin: { description: { es: 'Solo para el personal.', en: 'For staff only.' } },
    },
    {
      name: 'kind',
      label: { es: 'Tipo', en: 'Kind' },
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: { es: 'Viaje (video)', en: 'Travel (video)' }, value: 'travel' },
        { label: { es: 'Sorteo (imagen)', en: 'Giveaway (image)' }, value: 'giveaway' },
      ],
    },
    { name: 'media', label: { es: 'Archivo', en: 'Media file' }, type: 'upload', relationTo: 'media', required: true },
    {
      name: 'poster',
      label: { es: 'Imagen de portada', en: 'Poster' },
      type: 'upload',
      relationTo: 'media',
      admin: { condition: (d) => d?.kind === 'travel' },
    },
    { name: 'alt', label: { es: 'Texto alternativo', en: 'Alt text' }, type: 'text', localized: true },
    sortOrderField,
  ],
}
