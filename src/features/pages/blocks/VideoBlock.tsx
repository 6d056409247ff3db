import { TestimonialVideo } from '@/components/sections/home/TestimonialVideo'
import { toMediaView } from '@/features/content/media'
import type { VideoBlock as Video } from '@/payload-types'

/** An uploaded video: nothing is downloaded until the visitor presses play (TestimonialVideo). */
export function VideoBlock({ block, id, fallback }: { block: Video; id: string; fallback: string }) {
  const video = toMediaView(block.video)
  if (!video) return null
  return (
    <section aria-labelledby={block.heading ? id : undefined} className="mx-auto max-w-3xl px-4 py-10" data-block="video">
      {block.heading ? (
        <h2 id={id} className="mb-6 text-2xl font-bold text-navy sm:text-3xl">
          {block.heading}
        </h2>
      ) : null}
      <TestimonialVideo
        video={video}
        poster={toMediaView(block.poster)}
        label={block.label}
        fallback={fallback}
        className="mx-auto max-w-md"
      />
    </section>
  )
}
