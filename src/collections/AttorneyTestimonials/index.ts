import type { CollectionConfig } from 'payload'
import { publicContent } from '../public-content'
import { sortOrderField } from '../fields'

/** What clients say about an attorney; shown in the attorney-profile slider (cut at 300 characters). */
export const AttorneyTestimonials: CollectionConfig = {
  ...publicContent('attorney-testimonials'),
  labels: {
    singular: { es: 'Testimonio de abogado', en: 'Attorney testimonial' },
    plural: { es: 'Testimonios de abogados', en: 'Attorney testimonials' },
  },
  defaultSort: 'sortOrder',
  admin: { useAsTitle: 'clientName', defaultColumns: ['clientName', 'attorney', 'sortOrder'] },
  fields: [
    { name: 'clientName', label: { es: 'Nombre del cliente', en: 'Client name' }, type: 'text', required: true },
    { name: 'attorney', label: { es: 'Abogado', en: 'Attorney' }, type: 'relationship', relationTo: 'attorneys', index: true },
    { name: 'photo', label: { es: 'Foto', en: 'Photo' }, type: 'upload', relationTo: 'media' },
    { name: 'body', label: { es: 'Texto', en: 'Text' }, type: 'textarea', required: true, localized: true },
    sortOrderField,
  ],
}
