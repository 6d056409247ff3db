import { Link, type Href } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { Carousel, type CarouselLabels } from '@/components/ui/Carousel'
import { BLOG_SLIDER } from '@/components/ui/carousel-options'
import { Img } from '@/components/ui/Img'
import { toMediaView } from '@/features/content/media'
import { BLOG_TEASER_LENGTH } from '@/features/public-api/read-models'
import { lexicalToPlainText, truncate } from '@/lib/text'
import type { Post } from '@/payload-types'
import { Icon } from '@/components/ui/Icon'
import { SectionHeading, textLink, CardMore, cardLink } from '@/components/ui/ui'

function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(locale === 'es' ? 'es' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

/** Featured articles: 3 s autoplay, 2 per view (1 below 767 px), 200 ms moves; teaser = 100 chars + '...'. */
export async function BlogSlider({ locale, posts, labels }: { locale: Locale; posts: Post[]; labels: CarouselLabels }) {
  const t = await getTranslations({ locale, namespace: 'home.blog' })
  const slides = posts.filter((post) => post.slug)
  if (slides.length === 0) return null
  return (
    <section aria-labelledby="blog-heading" className="bg-cream" data-testid="home-blog">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between" data-reveal>
          <SectionHeading id="blog-heading" eyebrow={t('eyebrow')} title={t('title')} intro={<p>{t('intro')}</p>} />
          <Link href="/blog" className={`${textLink} shrink-0`}>
            {t('all')}
            <Icon name="arrow" size={18} />
          </Link>
        </div>
        <Carousel label={t('label')} labels={labels} preset={BLOG_SLIDER} testId="blog-slider" className="mt-10">
          {slides.map((post) => {
            const image = toMediaView(post.mainImage, post.mainImageAlt)
            const href: Href = { pathname: '/blog/[slug]', params: { slug: post.slug as string } }
            return (
              <article key={post.id} className="group blog-card">
                {image ? (
                  <div className="overflow-hidden">
                    <Img media={image} sizes="(min-width: 767px) 45vw, 92vw" className="blog-card-image" />
                  </div>
                ) : null}
                <div className="blog-card-body">
                  <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
                  <h3>
                    <Link href={href} className={cardLink}>
                      {post.title}
                    </Link>
                  </h3>
                  <p data-testid="blog-teaser">{truncate(lexicalToPlainText(post.body), BLOG_TEASER_LENGTH)}</p>
                  <CardMore label={t('readMore')} className="mt-5 text-teal-700" />
                </div>
              </article>
            )
          })}
        </Carousel>
      </div>
    </section>
  )
}
