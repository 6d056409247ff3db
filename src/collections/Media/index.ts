import type { CollectionConfig } from 'payload'
import { publicContent } from '../public-content'

/**
 * Images and short videos. Files live on disk under MEDIA_DIR (media/), or in an S3-compatible
 * bucket when S3_BUCKET is set (src/server/media-storage.ts); either way Payload serves them at
 * /cms-api/media/file/{name}, so every instance answers every media URL.
 * Image sizes give the pages responsive, modern formats without a runtime optimizer.
 */
export const Media: CollectionConfig = {
  ...publicContent('media'),
  labels: { singular: { es: 'Archivo', en: 'Media' }, plural: { es: 'Archivos', en: 'Media' } },
  admin: { useAsTitle: 'filename' },
  upload: {
    // Uploaded files when no bucket is set; tests and benchmarks point MEDIA_DIR at a throwaway folder.
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
