import type { CollectionConfig } from 'payload'
import { publicContent } from '../public-content'

/** Google reviews, copied in by staff. Every review is shown with five stars (spec §2). */
export const Reviews: CollectionConfig = {
  ...publicContent('reviews'),
  labels: { singular: { es: 'Reseña', en: 'Review' }, plural: { es: 'Reseñas', en: 'Reviews' } },
  defaultSort: '-publishedAt',
  admin: { useAsTitle: 'reviewerName', defaultColumns: ['reviewerName', 'publishedAt'] },
  fields: [
    { name: 'reviewerName', label: { es: 'Nombre de quien opina', en: 'Reviewer name' }, type: 'text', required: true },
    { name: 'reviewerImage', label: { es: 'Foto de quien opina', en: 'Reviewer photo' }, type: 'upload', relationTo: 'media' },
    { name: 'publishedAt', label: { es: 'Fecha de publicación', en: 'Published on' }, type: 'date', required: true, index: true },
    {
      name: 'relativeDate',
      label: { es: 'Fecha relativa', en: 'Relative date' },
      type: 'text',
      localized: true,
      required: true,
      admin: {
        description: {
          es: "Como la muestra Google: 'hace 2 meses' / '2 months ago'.",
          en: "As Google shows it: 'hace 2 meses' / '2 months ago'.",
        },
      },
    },
    { name: 'body', label: { es: 'Texto', en: 'Text' }, type: 'textarea', localized: true, required: true },
  ],
}
