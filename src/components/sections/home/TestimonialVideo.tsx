import { Img } from '@/components/ui/Img'
import type { MediaView } from '@/features/content/media'
import { VideoPlayer } from './VideoPlayer'

type Props = {
  video: MediaView
  poster: MediaView | null
  /** Accessible name of the player. */
  label: string
  /** Shown by browsers that cannot play video (common.videoFallback). */
  fallback: string
  /**
   * The poster is on the first screen (the caller knows): fetched at once, at high priority, as
   * the page's LCP image. Every other poster waits until it is near the screen.
   */
  priority?: boolean
  className?: string
  testId?: string
}

/** A tile is at most 20 rem (max-w-xs) wide: a 390 px phone at 2× takes the 800 px rendition. */
const POSTER_SIZES = '320px'

/**
 * A client's video testimonial: a play button over its poster, and the player once pressed
 * (VideoPlayer): nothing of the video is downloaded, and no player is built, until then. The
 * poster is an image under the button, not a `poster` attribute: browsers fetch every `poster`
 * with the page, at once (the home page downloaded four far below the fold before its first
 * paint), while an image can be lazy. The player draws no poster of its own, so the picture shows
 * through until the first frame covers it. Under both, a branded panel for a video without a
 * poster.
 */
export function TestimonialVideo({ video, poster, label, fallback, priority = false, className = '', testId }: Props) {
  const ratio = video.width && video.height ? `${video.width} / ${video.height}` : '9 / 16'
  return (
    <div className={`testimonial-video ${className}`} style={{ aspectRatio: ratio }}>
      <div
        aria-hidden="true"
        className="absolute inset-0"
        style={{
          backgroundImage:
            'radial-gradient(circle at 50% 35%, rgba(201,162,39,0.35), transparent 55%), linear-gradient(160deg, #13315c, #0b2545 60%, #13807a)',
        }}
      />
      {poster ? (
        // Decorative: the video's own aria-label names what it shows.
        <Img
          media={poster}
          alt=""
          sizes={POSTER_SIZES}
          priority={priority}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
      <VideoPlayer src={video.url} type={video.mimeType || 'video/mp4'} label={label} fallback={fallback} testId={testId} />
    </div>
  )
}
