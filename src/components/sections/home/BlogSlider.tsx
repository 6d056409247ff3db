import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { ArrowLink } from '@/components/ui/ArrowLink'
import type { CarouselLabels } from '@/components/ui/Carousel'
import { textLink } from '@/components/ui/ui'
import { SliderBand } from './SliderBand'

/**
 * Featured articles: 3 s autoplay, 2 per view (1 below 767 px), 200 ms moves; teaser = 100 chars
 * + '...'. The server draws the frame; the cards come from GET /api/blogs/home in the browser
 * (./LateSlides.tsx). Without JavaScript the box links to the blog.
 */
export async function BlogSlider({ locale, labels }: { locale: Locale; labels: CarouselLabels }) {
  const t = await getTranslations({ locale, namespace: 'home.blog' })
  return (
    <SliderBand
      className="bg-cream"
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={t('intro')}
      action={
        <ArrowLink href="/blog" locale={locale} className={`${textLink} shrink-0`}>
          {t('all')}
        </ArrowLink>
      }
      slider={{ kind: 'blog', testId: 'blog-box', locale, label: t('label'), labels, words: { readMore: t('readMore') } }}
      all={{ href: '/blog', label: t('all') }}
    />
  )
}
