import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import { pathOf } from '@/i18n/paths'
import { formatLongDate } from '@/lib/dates'
import { Carousel, type CarouselLabels } from '@/components/ui/Carousel'
import { BLOG_SLIDER, REVIEWS_SLIDER } from '@/components/ui/carousel-options'
import { Avatar } from '@/components/ui/Avatar'
import { Img } from '@/components/ui/Img'
import { FiveStars } from '@/components/ui/Icon'
import { CardMore, cardLink } from '@/components/ui/ui'
import type { MediaView } from '@/features/content/media'
import type { homeBlogs, reviewsFor } from '@/features/public-api/read-models'

/**
 * The slides of the home page's Google reviews and featured blog sliders, drawn in the browser from
 * the spec's own endpoints (§7: GET /google-reviews/{locale}, GET /api/blogs/home), so neither the
 * HTML nor the RSC payload of the home page carries them. Loaded on demand by ./LateSlides.tsx:
 * none of this is in the page's first download. Card looks: .review-card, .blog-card (globals.css).
 */
export type ReviewItem = Awaited<ReturnType<typeof reviewsFor>>[number]
export type HomeBlogItem = Awaited<ReturnType<typeof homeBlogs>>[number]

export type SliderKind = 'reviews' | 'blog'
/** The words the cards need, from messages (home.reviews.stars, common.noReviews, home.blog.readMore). */
export type SlideWords = { stars?: string; empty?: string; readMore?: string }
export type SlideProps = { locale: Locale; label: string; labels: CarouselLabels; words: SlideWords }
/** What came back: slides, or the one sentence an empty review list shows, or nothing to show. */
export type LoadedSlides = { state: 'shown' | 'empty'; node: ReactNode }

async function getList<T>(path: string): Promise<T[]> {
  const response = await fetch(path, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return (await response.json()) as T[]
}

function mediaView(url: string | null, width: number | null, height: number | null, srcSet: string | null, alt: string) {
  return url ? ({ url, filename: '', mimeType: '', width, height, srcSet: srcSet ?? '', alt } satisfies MediaView) : null
}

function ReviewCard({ review, stars }: { review: ReviewItem; stars: string }) {
  const avatar = mediaView(review.imagen, review.imagen_width, review.imagen_height, review.imagen_srcset, '')
  return (
    <figure className="review-card" data-testid="review-card">
      {/* The caption is the figure's own child, as HTML requires (not inside a div). */}
      <figcaption>
        <Avatar photo={avatar} name={review.nombre} largeInitial />
        <span className="min-w-0">
          <span className="review-name">{review.nombre}</span>
          <span className="review-date">{review.fecha_publicado_relativo}</span>
        </span>
      </figcaption>
      <div className="mt-4">
        <FiveStars label={stars} />
      </div>
      <blockquote>
        <p className="line-clamp-[8]">{review.body}</p>
      </blockquote>
    </figure>
  )
}

function BlogCard({ post, locale, readMore }: { post: HomeBlogItem; locale: Locale; readMore: string }) {
  const es = locale === 'es'
  const slug = (es ? post.url_es : post.url_en) ?? ''
  const image = mediaView(
    post.main_media_url,
    post.main_media_width,
    post.main_media_height,
    post.main_media_srcset,
    (es ? post.main_media_text_es : post.main_media_text_en) ?? '',
  )
  return (
    <article className="group blog-card">
      {image ? (
        <div className="overflow-hidden">
          <Img media={image} sizes="(min-width: 767px) 45vw, 92vw" className="blog-card-image" />
        </div>
      ) : null}
      <div className="blog-card-body">
        <time dateTime={post.created_at}>{formatLongDate(post.created_at, locale)}</time>
        <h3>
          <a href={pathOf({ locale, href: { pathname: '/blog/[slug]', params: { slug } } })} className={cardLink}>
            {es ? post.titulo_es : post.titulo_en}
          </a>
        </h3>
        <p data-testid="blog-teaser">{es ? post.body_es : post.body_en}</p>
        <CardMore label={readMore} className="mt-5 text-teal-700" />
      </div>
    </article>
  )
}

/** The lists the sliders draw, as GET /google-reviews/{locale} and GET /api/blogs/home give them. */
export type SlideLists = { reviews: ReviewItem[]; blog: HomeBlogItem[] }

/** One slider's slides from its list: in the browser (below), or by the server for a dated snapshot (./SliderBand.tsx). */
export function drawSlides<K extends SliderKind>(
  kind: K,
  list: SlideLists[K],
  { locale, label, labels, words }: SlideProps,
): LoadedSlides {
  if (kind === 'reviews') {
    const reviews = list as ReviewItem[]
    if (reviews.length === 0) {
      return {
        state: 'empty',
        node: (
          <p className="rounded-xl bg-cream p-6 text-center text-lg text-ink/80" data-testid="reviews-empty">
            {words.empty}
          </p>
        ),
      }
    }
    return {
      state: 'shown',
      node: (
        <Carousel label={label} labels={labels} preset={REVIEWS_SLIDER} testId="reviews-slider">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} stars={words.stars ?? ''} />
          ))}
        </Carousel>
      ),
    }
  }
  const posts = (list as HomeBlogItem[]).filter((post) => post.url_es && post.url_en)
  if (posts.length === 0) return { state: 'empty', node: null }
  return {
    state: 'shown',
    node: (
      <Carousel label={label} labels={labels} preset={BLOG_SLIDER} testId="blog-slider">
        {posts.map((post) => (
          <BlogCard key={post.id} post={post} locale={locale} readMore={words.readMore ?? ''} />
        ))}
      </Carousel>
    ),
  }
}

/** Fetches one slider's list and draws it; a failed request throws (the caller logs it, spec §8). */
export async function loadSlides(kind: SliderKind, props: SlideProps): Promise<LoadedSlides> {
  return kind === 'reviews'
    ? drawSlides('reviews', await getList<ReviewItem>(`/google-reviews/${props.locale}`), props)
    : drawSlides('blog', await getList<HomeBlogItem>('/api/blogs/home'), props)
}
