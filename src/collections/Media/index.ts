import type { CollectionConfig } from 'payload'
import { publicContent } from '../public-content'

/**
 * Images and short videos. Files live on disk under media/ (S3-compatible storage in
 * production via a storage adapter); Payload serves them at /cms-api/media/file/{name}.
 * Image sizes give the pages responsive, modern formats without a runtime optimizer.
 */
export const Media: CollectionConfig = {
  ...publicContent('media'),
  labels: { singular: { es: 'Archivo', en: 'Media' }, plural: { es: 'Archivos', en: 'Media' } },
  admin: { useAsTitle: 'filename' },
  upload: {
    // Uploaded files; tests and benchmarks point MEDIA_DIR at a throwaway folder.
    staticDir: process.env.MEDIA_DIR || 'media',
    mimeTypes: ['image/*', 'video/mp4', 'video/webm'],
    formatOptions: { format: 'webp', options: { quality: 78 } },
    imageSizes: [
      { name: 'thumb', width: 400, formatOptions: { format: 'webp', options: { quality: 72 } } },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'hero', width: 1600, formatOptions: { format: 'webp', options: { quality: 75 } } },
    ],
  },
  fields: [{ name: 'alt', label: { es: 'Texto alternativo', en: 'Alt text' }, type: 'text', localized: true }],
}
