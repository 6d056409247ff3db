import { Img } from '@/components/ui/Img'
import { toMediaView } from '@/features/content/media'
import type { BannerBlock as Banner } from '@/payload-types'

/** The page's title band; the first banner of a page carries its h1 and its image is the LCP. */
export function BannerBlock({ block, first, formAnchor }: { block: Banner; first: boolean; formAnchor: string | null }) {
  const image = toMediaView(block.image)
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className="bg-gradient-to-br from-navy via-navy-700 to-teal text-white" data-block="banner">
      <div className={`mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:py-14 ${image ? 'md:grid-cols-2 md:items-center' : ''}`}>
        <div>
          {block.eyebrow ? <p className="text-sm font-bold uppercase tracking-wide text-gold">{block.eyebrow}</p> : null}
          <Heading className="mt-2 text-3xl font-bold leading-tight sm:text-4xl">{block.heading}</Heading>
          {block.text ? <p className="mt-3 whitespace-pre-line text-lg text-white/90">{block.text}</p> : null}
          {block.cta && formAnchor ? (
            <a
              href={`#${formAnchor}`}
              className="mt-6 inline-flex min-h-12 items-center rounded-md bg-gold px-8 text-lg font-bold text-navy hover:bg-gold-600"
            >
              {block.cta}
            </a>
          ) : null}
        </div>
        {image ? (
          <Img
            media={image}
            sizes="(min-width: 768px) 560px, 100vw"
            priority={first}
            className="h-auto w-full rounded-xl object-cover shadow-xl"
          />
        ) : null}
      </div>
    </section>
  )
}
