import { Carousel, type CarouselLabels } from '@/components/ui/Carousel'
import { ATTORNEY_TESTIMONIAL_LENGTH, ATTORNEY_TESTIMONIAL_SLIDER } from '@/components/ui/carousel-options'
import { toMediaView } from '@/features/content/media'
import { truncate } from '@/lib/text'
import type { AttorneyTestimonial } from '@/payload-types'
import { Avatar } from '@/components/ui/Avatar'

/**
 * What clients say about an attorney: 3 s autoplay, one slide up to 767 px, three on wide screens
 * with the centre one highlighted, dots, 200 ms moves; each text cut at 300 characters + '...'.
 */
export function AttorneyTestimonialSlider({
  label,
  labels,
  testimonials,
}: {
  label: string
  labels: CarouselLabels
  testimonials: AttorneyTestimonial[]
}) {
  return (
    <Carousel label={label} labels={labels} preset={ATTORNEY_TESTIMONIAL_SLIDER} testId="attorney-testimonials">
      {testimonials.map((item) => {
        const photo = toMediaView(item.photo, '')
        return (
          <figure
            key={item.id}
            className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-md ring-1 ring-navy/10 transition-shadow duration-200 sm:p-8 md:group-data-[centre=true]/slide:shadow-xl md:group-data-[centre=true]/slide:ring-2 md:group-data-[centre=true]/slide:ring-gold"
          >
            <svg aria-hidden="true" width="40" height="32" viewBox="0 0 40 32" className="text-gold">
              <path
                fill="currentColor"
                d="M0 32V18C0 8 5 2 15 0l2 4c-5 2-8 5-8 10h7v18H0zm23 0V18C23 8 28 2 38 0l2 4c-5 2-8 5-8 10h7v18H23z"
              />
            </svg>
            <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink/85">
              <p data-testid="attorney-testimonial-text">{truncate(item.body, ATTORNEY_TESTIMONIAL_LENGTH)}</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <Avatar photo={photo} name={item.clientName} />
              <span className="font-bold text-navy">{item.clientName}</span>
            </figcaption>
          </figure>
        )
      })}
    </Carousel>
  )
}
