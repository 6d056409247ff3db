import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { localizedPath } from '@/i18n/routes'
import { resolveRoutePage, type LocaleParams, notFoundSafeMetadata } from '@/lib/page'
import { pageMetadata } from '@/lib/seo'
import { PageShell } from '@/components/layout/PageShell'
import { PageBanner } from '@/components/ui/PageBanner'
import { EnquirySection } from '@/components/sections/EnquirySection'
import { LivesGallery } from '@/components/sections/reviews/LivesGallery'
import { getSiteSettings, listLives } from '@/features/content/queries'

type Props = { params: LocaleParams }

async function buildMetadata({ params }: Props): Promise<Metadata> {
  const { locale, alternates } = await resolveRoutePage(params, '/lives')
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'reviews' }), getSiteSettings(locale)])
  return pageMetadata({
    locale,
    alternates,
    title: t('lives.metaTitle', { show: settings.show?.name ?? settings.firmName }),
    description: t('lives.metaDescription'),
  })
}

/** Recorded live streams (/en-vivo, /en/lives), 3 per page, names and covers in the page's language. */
export default async function LivesPage({ params }: Props) {
  const { locale, alternates } = await resolveRoutePage(params, '/lives')
  const [t, settings, lives] = await Promise.all([
    getTranslations({ locale, namespace: 'reviews' }),
    getSiteSettings(locale),
    listLives(locale),
  ])
  const show = settings.show?.name ?? settings.firmName
  return (
    <PageShell
      locale={locale}
      alternates={alternates}
    >
      <PageBanner title={t('lives.title', { show })} subtitle={t('lives.intro', { show })} />
      <section aria-labelledby="lives-results-title" className="mx-auto max-w-7xl px-4 py-12 sm:py-16" data-testid="lives-gallery">
        <h2 id="lives-results-title" className="text-2xl font-bold text-navy sm:text-3xl">
          {t('lives.resultsTitle')}
        </h2>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed">{t('lives.resultsIntro')}</p>
        <div className="mt-8">
          <LivesGallery locale={locale} lives={lives} />
        </div>
        <p className="mt-10 text-lg">
          {t('lives.questions')}{' '}
          <Link href={localizedPath('/contact', locale)} className="font-bold text-teal underline">
            {t('lives.contactLink')}
          </Link>
        </p>
      </section>
    </PageShell>
  )
}

export function generateMetadata(...args: Parameters<typeof buildMetadata>): Promise<Metadata> {
  return notFoundSafeMetadata(() => buildMetadata(...args))
}
