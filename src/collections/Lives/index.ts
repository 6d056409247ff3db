import type { CollectionConfig } from 'payload'
import { publicContent } from '../public-content'

/** Recorded live streams (pro bono raffle results): a link, a cover image and a name per language. */
export const Lives: CollectionConfig = {
  ...publicContent('lives'),
  labels: { singular: { es: 'Transmisión en vivo', en: 'Live' }, plural: { es: 'Transmisiones en vivo', en: 'Lives' } },
  typescript: { interface: 'Live' },
  defaultSort: '-streamedAt',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'streamedAt', 'url'] },
  fields: [
    { name: 'name', label: { es: 'Nombre', en: 'Name' }, type: 'text', required: true, localized: true },
    {
      name: 'url',
      label: { es: 'Enlace', en: 'Link' },
      type: 'text',
      required: true,
      admin: { description: { es: 'Enlace a la grabación.', en: 'Link to the recording.' } },
    },
    { name: 'image', label: { es: 'Imagen', en: 'Image' }, type: 'upload', relationTo: 'media', required: true, localized: true },
    { name: 'streamedAt', label: { es: 'Transmitido el', en: 'Streamed on' }, type: 'date', required: true, index: true },
  ],
}
