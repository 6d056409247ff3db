import type { Media } from '@/payload-types'

/** What a page needs to draw an uploaded file: never a raw Payload document. */
export type MediaView = {
  url: string
  filename: string
  mimeType: string
  width: number | null
  height: number | null
  alt: string
  /** `srcset` of the generated WebP sizes, widest last; empty for videos. */
  srcSet: string
}

function isMedia(value: unknown): value is Media {
  return typeof value === 'object' && value !== null && 'filename' in value
}

/** From a populated upload field (or an id when not populated → null). */
export function toMediaView(value: unknown, alt?: string | null): MediaView | null {
  if (!isMedia(value) || !value.url || !value.filename) return null
  const sizes = Object.values(value.sizes ?? {})
    .filter((s): s is { url: string; width: number } => Boolean(s?.url && s.width))
    .sort((a, b) => a.width - b.width)
  const srcSet = [
    ...sizes.map((s) => `${s.url} ${s.width}w`),
    ...(value.width && !sizes.some((s) => s.width >= (value.width ?? 0)) ? [`${value.url} ${value.width}w`] : []),
  ].join(', ')
  return {
    url: value.url,
    filename: value.filename,
    mimeType: value.mimeType ?? '',
    width: value.width ?? null,
    height: value.height ?? null,
    alt: alt ?? value.alt ?? '',
    srcSet,
  }
}

/** A smaller rendition for cards and thumbnails, falling back to the original. */
export function sizedUrl(value: unknown, size: 'thumb' | 'card' | 'hero'): string | null {
  if (!isMedia(value)) return null
  return value.sizes?.[size]?.url ?? value.url ?? null
}
