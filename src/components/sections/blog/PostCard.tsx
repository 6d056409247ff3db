import { Link, type Href } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { Img } from '@/components/ui/Img'
import { toMediaView } from '@/features/content/media'
import { formatLongDate, isoDay } from '@/lib/dates'
import { lexicalToPlainText, truncate } from '@/lib/text'
import type { Category, Post } from '@/payload-types'

/** Spec §9: teasers are the first 100 text characters plus an ellipsis. */
const TEASER_LENGTH = 100

function categoryOf(post: Post): Category | null {
  return typeof post.category === 'object' && post.category !== null ? post.category : null
}

/** A post in a list: image, category, date, title (the link), teaser. */
export function PostCard({ post, locale, readMore }: { post: Post & { slug: string }; locale: Locale; readMore: string }) {
  const href: Href = { pathname: '/blog/[slug]', params: { slug: post.slug } }
  const image = toMediaView(post.mainImage, post.mainImageAlt)
  const category = categoryOf(post)
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-navy/10"
      data-testid="post-card"
    >
      {image ? (
        <Link href={href} tabIndex={-1} aria-hidden="true">
          <Img
            media={image}
            alt=""
            sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
            className="aspect-[16/9] h-auto w-full object-cover"
          />
        </Link>
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap gap-x-3 text-sm text-ink/70">
          {category ? <span className="font-semibold uppercase tracking-wide text-teal">{category.name}</span> : null}
          <time dateTime={isoDay(post.publishedAt)}>{formatLongDate(post.publishedAt, locale)}</time>
        </p>
        <h2 className="mt-2 text-xl font-bold leading-snug text-navy">
          <Link href={href} className="hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 flex-1 leading-relaxed text-ink/85">{truncate(lexicalToPlainText(post.body), TEASER_LENGTH)}</p>
        <Link
          href={href}
          className="mt-4 inline-flex min-h-11 items-center font-bold text-teal hover:underline"
          aria-label={`${readMore}: ${post.title}`}
        >
          {readMore} <span aria-hidden="true">&nbsp;→</span>
        </Link>
      </div>
    </article>
  )
}
