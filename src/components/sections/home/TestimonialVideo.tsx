import type { MediaView } from '@/features/content/media'

type Props = {
  video: MediaView
  poster: MediaView | null
  /** Accessible name of the player. */
  label: string
  /** Shown by browsers that cannot play video (common.videoFallback). */
  fallback: string
  className?: string
  testId?: string
}

/**
 * A client's video testimonial. `preload="none"`: nothing is downloaded until the visitor presses
 * play; the poster (or a branded panel when there is none) stands in until then.
 */
export function TestimonialVideo({ video, poster, label, fallback, className = '', testId }: Props) {
  const ratio = video.width && video.height ? `${video.width} / ${video.height}` : '9 / 16'
  return (
    <div className={`testimonial-video ${className}`} style={{ aspectRatio: ratio }}>
      <div
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center"
        style={{
          backgroundImage:
            'radial-gradient(circle at 50% 35%, rgba(201,162,39,0.35), transparent 55%), linear-gradient(160deg, #13315c, #0b2545 60%, #13807a)',
        }}
      >
        <svg width="72" height="72" viewBox="0 0 72 72" className="text-gold">
          <circle cx="36" cy="36" r="34" fill="none" stroke="currentColor" strokeWidth="2" opacity="0.6" />
          <path d="M29 23l22 13-22 13z" fill="currentColor" />
        </svg>
      </div>
      <video
        controls
        playsInline
        preload="none"
        poster={poster?.url}
        aria-label={label}
        data-testid={testId}
        className="relative h-full w-full object-cover"
      >
        <source src={video.url} type={video.mimeType || 'video/mp4'} />
        {fallback}
      </video>
    </div>
  )
}
