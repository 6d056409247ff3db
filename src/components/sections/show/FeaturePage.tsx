import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import type { Alternates } from '@/lib/alternates'
import { pageMetadata } from '@/lib/seo'
import { PageShell } from '@/components/layout/PageShell'
import { PageBanner } from '@/components/ui/PageBanner'
import { Img } from '@/components/ui/Img'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { getSiteSettings, listAttorneys, listLives } from '@/features/content/queries'
import { toMediaView } from '@/features/content/media'
import type { FeatureVariant } from '@/features/show/feature-path'

export async function featureMetadata(locale: Locale, variant: FeatureVariant, alternates: Alternates): Promise<Metadata> {
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'pages.show' }), getSiteSettings(locale)])
  const title =
    variant === 'as-seen-live'
      ? t('asSeenTitle', { show: settings.show.name, firm: settings.firmName })
      : t('title', { show: settings.show.name, firm: settings.firmName })
  return pageMetadata({ locale, alternates, title, description: t('description', { show: settings.show.name }) })
}

/** The founders' live show: what it is, who hosts it, and the latest recorded streams. */
export async function FeaturePage({
  locale,
  variant,
  alternates,
}: {
  locale: Locale
  variant: FeatureVariant
  alternates: Alternates
}) {
  const [t, tNav, settings, attorneys, lives] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.show' }),
    getTranslations({ locale, namespace: 'nav' }),
    getSiteSettings(locale),
    listAttorneys(locale),
    listLives(locale),
  ])
  const founder = attorneys.find((a) => a.isFounder) ?? attorneys[0]
  const portrait = founder ? toMediaView(founder.photo, founder.name) : null
  return (
    <PageShell locale={locale} alternates={alternates}>
      <PageBanner
        title={
          variant === 'as-seen-live'
            ? t('asSeenTitle', { show: settings.show.name, firm: settings.firmName })
            : t('title', { show: settings.show.name, firm: settings.firmName })
        }
        subtitle={t('intro', { show: settings.show.name })}
      >
        <Link
          href="/contact"
          className="inline-flex min-h-12 items-center rounded-md bg-gold px-6 font-bold text-navy hover:bg-gold-600"
        >
          {t('cta')}
        </Link>
      </PageBanner>
      <section className="mx-auto grid max-w-7xl gap-10 px-4 py-14 md:grid-cols-2 md:items-center">
        {portrait ? (
          <Img
            media={portrait}
            sizes="(min-width: 768px) 40vw, 90vw"
            className="mx-auto h-auto w-full max-w-md rounded-xl shadow-lg"
          />
        ) : null}
        <div data-reveal>
          <h2 className="text-2xl font-bold text-navy sm:text-3xl">{t('hostTitle')}</h2>
          {founder ? <p className="mt-4 text-lg leading-relaxed">{founder.summary}</p> : null}
          <p className="mt-4 leading-relaxed">{t('body', { show: settings.show.name })}</p>
          {settings.show.videoUrl ? (
            <ExternalLink
              href={settings.show.videoUrl}
              newTabNote={tNav('opensInNewTab')}
              className="mt-6 inline-flex min-h-12 items-center rounded-md bg-navy px-6 font-bold text-white hover:bg-navy-700"
            >
              {t('watch')}
            </ExternalLink>
          ) : null}
        </div>
      </section>
      {lives.length > 0 ? (
        <section className="bg-cream">
          <div className="mx-auto max-w-7xl px-4 py-14">
            <h2 className="text-2xl font-bold text-navy sm:text-3xl">{t('latestLives')}</h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {lives.slice(0, 3).map((live) => {
                const cover = toMediaView(live.image, live.name)
                return (
                  <li key={live.id} data-reveal className="overflow-hidden rounded-xl bg-white shadow">
                    {cover ? (
                      <Img
                        media={cover}
                        sizes="(min-width: 1024px) 30vw, 90vw"
                        className="aspect-video h-auto w-full object-cover"
                      />
                    ) : null}
                    <div className="p-4">
                      <ExternalLink
                        href={live.url}
                        newTabNote={tNav('opensInNewTab')}
                        className="font-semibold text-navy hover:underline"
                      >
                        {live.name}
                      </ExternalLink>
                    </div>
                  </li>
                )
              })}
            </ul>
            <Link href="/lives" className="mt-8 inline-block font-bold text-teal underline">
              {t('allLives')}
            </Link>
          </div>
        </section>
      ) : null}
    </PageShell>
  )
}
