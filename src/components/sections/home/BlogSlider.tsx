import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { ArrowLink } from '@/components/ui/ArrowLink'
import type { CarouselLabels } from '@/components/ui/Carousel'
import { SectionHeading, textLink } from '@/components/ui/ui'
import { LateSlides } from './LateSlides'

/**
 * Featured articles: 3 s autoplay, 2 per view (1 below 767 px), 200 ms moves; teaser = 100 chars
 * + '...'. The server draws the frame; the cards come from GET /api/blogs/home in the browser
 * (./LateSlides.tsx). Without JavaScript the box links to the blog.
 */
export async function BlogSlider({ locale, labels }: { locale: Locale; labels: CarouselLabels }) {
  const t = await getTranslations({ locale, namespace: 'home.blog' })
  return (
    <section aria-labelledby="blog-heading" className="bg-cream" data-testid="home-blog">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between" data-reveal>
          <SectionHeading id="blog-heading" eyebrow={t('eyebrow')} title={t('title')} intro={<p>{t('intro')}</p>} />
          <ArrowLink href="/blog" locale={locale} className={`${textLink} shrink-0`}>
            {t('all')}
          </ArrowLink>
        </div>
        <LateSlides
          kind="blog"
          testId="blog-box"
          locale={locale}
          label={t('label')}
          labels={labels}
          words={{ readMore: t('readMore') }}
        >
          <p className="late-slides-link">
            <ArrowLink href="/blog" locale={locale}>
              {t('all')}
            </ArrowLink>
          </p>
        </LateSlides>
      </div>
    </section>
  )
}
