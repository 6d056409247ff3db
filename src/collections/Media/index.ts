import type { CollectionAfterReadHook, CollectionConfig } from 'payload'
import { publicContent } from '../public-content'

/**
 * With serverURL set (SITE_URL), Payload writes file URLs absolute; pages, the public JSON and the
 * CSP (`img-src 'self'`) use them as paths on whatever host the visitor came by, as before.
 */
const relativeFileUrls: CollectionAfterReadHook = ({ doc, req }) => {
  const origin = req.payload.config.serverURL
  if (!origin) return doc
  const strip = (value: unknown) => (typeof value === 'string' && value.startsWith(`${origin}/`) ? value.slice(origin.length) : value)
  const sizes = doc.sizes as Record<string, { url?: unknown } | null> | undefined
  return {
    ...doc,
    url: strip(doc.url),
    thumbnailURL: strip(doc.thumbnailURL),
    ...(sizes
      ? { sizes: Object.fromEntries(Object.entries(sizes).map(([name, size]) => [name, size ? { ...size, url: strip(size.url) } : size])) }
      : {}),
  }
}

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
  hooks: { ...publicContent('media').hooks, afterRead: [relativeFileUrls] },
  fields: [{ name: 'alt', label: { es: 'Texto alternativo', en: 'Alt text' }, type: 'text', localized: true }],
}
