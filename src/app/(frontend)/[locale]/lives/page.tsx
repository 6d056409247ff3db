import { Link } from '@/i18n/navigation'
import { getTranslations } from '@/features/site-texts/translations.server'
import { definePage } from '@/components/layout/define-page'
import { pageMetadata } from '@/lib/seo'
import { PageBanner } from '@/components/ui/PageBanner'
import { LivesGallery } from '@/components/sections/reviews/LivesGallery'
import { getSiteSettings, listLives } from '@/features/content/queries'

/** Recorded live streams (/en-vivo, /en/lives), 3 per page, names and covers in the page's language. */
/**
 * The list page in the URL (`listPageParams` in the route table), so the page renders per
 * request; its CMS reads are cached (features/content/queries), which keeps that cheap.
 */
export const dynamic = 'force-dynamic'

const page = definePage({
  route: '/lives',
  async metadata({ locale, alternates }) {
    const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'reviews' }), getSiteSettings(locale)])
    return pageMetadata({
      locale,
      alternates,
      title: t('lives.metaTitle', { show: settings.show?.name ?? settings.firmName }),
      description: t('lives.metaDescription'),
    })
  },
  async render({ locale }) {
    const [t, settings, lives] = await Promise.all([
      getTranslations({ locale, namespace: 'reviews' }),
      getSiteSettings(locale),
      listLives(locale),
    ])
    const show = settings.show?.name ?? settings.firmName
    return (
      <>
        <PageBanner title={t('lives.title', { show })} subtitle={t('lives.intro', { show })} />
        <section
          aria-labelledby="lives-results-title"
          className="mx-auto max-w-7xl px-4 py-12 sm:py-16"
          data-testid="lives-gallery"
        >
          <h2 id="lives-results-title" className="text-2xl font-bold text-navy sm:text-3xl">
            {t('lives.resultsTitle')}
          </h2>
          <p className="mt-3 max-w-3xl text-lg leading-relaxed">{t('lives.resultsIntro')}</p>
          <div className="mt-8">
            <LivesGallery locale={locale} lives={lives} />
          </div>
          <p className="mt-10 text-lg">
            {t('lives.questions')}{' '}
            <Link href="/contact" className="font-bold text-teal underline">
              {t('lives.contactLink')}
            </Link>
          </p>
        </section>
      </>
    )
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
