import type { MediaView } from '@/features/content/media'

type Props = {
  media: MediaView
  sizes: string
  className?: string
  /** Only the hero image of a page loads eagerly; everything else waits until it is near. */
  priority?: boolean
  alt?: string
}

/** An uploaded image with width/height (no layout shift), WebP renditions and lazy loading. */
export function Img({ media, sizes, className, priority = false, alt }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- renditions are made by the CMS on upload
    <img
      src={media.url}
      srcSet={media.srcSet || undefined}
      sizes={media.srcSet ? sizes : undefined}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={alt ?? media.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}
