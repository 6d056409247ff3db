import { TestimonialVideo } from '@/components/sections/home/TestimonialVideo'
import { Img } from '@/components/ui/Img'
import { toMediaView } from '@/features/content/media'
import type { Testimonial, TestimonialsBlock as Testimonials } from '@/payload-types'
import { BlockSection } from './BlockSection'

function isTestimonial(value: unknown): value is Testimonial {
  return typeof value === 'object' && value !== null && 'kind' in value
}

/** Chosen client testimonials: travel videos (played on demand) and giveaway photos. */
export function TestimonialsBlock({ block, id, fallback }: { block: Testimonials; id: string; fallback: string }) {
  const items = (block.items ?? []).filter(isTestimonial)
  if (items.length === 0) return null
  return (
    <BlockSection block="testimonials" id={id} heading={block.heading} className="bg-cream" frame="mx-auto max-w-6xl px-4 py-10">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const media = toMediaView(item.media, item.alt)
          if (!media) return null
          return (
            <li key={item.id} className="mx-auto w-full max-w-xs">
              {item.kind === 'travel' ? (
                <TestimonialVideo
                  video={media}
                  poster={toMediaView(item.poster)}
                  label={item.alt || item.title}
                  fallback={fallback}
                />
              ) : (
                <Img media={media} sizes="320px" className="h-auto w-full rounded-xl" />
              )}
            </li>
          )
        })}
      </ul>
    </BlockSection>
  )
}
