import { TestimonialVideo } from '@/components/sections/home/TestimonialVideo'
import { toMediaView } from '@/features/content/media'
import type { VideoBlock as Video } from '@/payload-types'
import { BlockSection } from './BlockSection'

/** An uploaded video: nothing is downloaded until the visitor presses play (TestimonialVideo). */
export function VideoBlock({ block, id, fallback }: { block: Video; id: string; fallback: string }) {
  const video = toMediaView(block.video)
  if (!video) return null
  return (
    <BlockSection block="video" id={id} heading={block.heading} className="mx-auto max-w-3xl px-4 py-10">
      <TestimonialVideo
        video={video}
        poster={toMediaView(block.poster)}
        label={block.label}
        fallback={fallback}
        className="mx-auto max-w-md"
      />
    </BlockSection>
  )
}
