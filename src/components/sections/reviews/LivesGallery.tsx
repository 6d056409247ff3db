import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { Img } from '@/components/ui/Img'
import { toMediaView } from '@/features/content/media'
import { formatLongDate, isoDay } from '@/lib/dates'
import { LIVES_PER_PAGE } from '@/lib/pagination'
import type { Live } from '@/payload-types'
import { PagedList } from './PagedList'
import { getPathname } from '@/i18n/navigation'
import { listPageParams } from '@/i18n/routes'
import { getPagerWords } from '@/components/ui/pager-words'

/**
 * Recorded live streams (pro bono raffle results), 3 per page (spec §9). Each card is one link to
 * the recording (new tab): cover image in the page's language, name, date.
 */
export async function LivesGallery({ locale, lives }: { locale: Locale; lives: Live[] }) {
  const [t, tNav, pagerWords] = await Promise.all([
    getTranslations({ locale, namespace: 'reviews' }),
    getTranslations({ locale, namespace: 'nav' }),
    getPagerWords(locale),
  ])
  if (lives.length === 0) {
    return (
      <p className="rounded-xl bg-cream p-6 text-lg" data-testid="lives-empty">
        {t('lives.empty')}
      </p>
    )
  }
  const items = lives.map((live) => {
    const cover = toMediaView(live.image, '')
    return (
      <ExternalLink
        key={live.id}
        href={live.url}
        newTabNote={tNav('opensInNewTab')}
        className="group flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-navy/10 hover:ring-navy/40"
        data-testid="live-link"
      >
        {cover ? (
          <Img
            media={cover}
            alt=""
            sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
            className="aspect-video h-auto w-full object-cover"
          />
        ) : (
          <span aria-hidden="true" className="aspect-video w-full bg-navy" />
        )}
        <span className="flex flex-1 flex-col gap-2 p-5">
          <span className="text-lg font-bold text-navy group-hover:underline">{live.name}</span>
          {live.streamedAt ? (
            <time dateTime={isoDay(live.streamedAt)} className="text-sm text-ink/70">
              {formatLongDate(live.streamedAt, locale)}
            </time>
          ) : null}
          <span className="mt-auto inline-flex items-center gap-1 font-semibold text-teal">
            {t('lives.watch')}
            <span aria-hidden="true">→</span>
          </span>
        </span>
      </ExternalLink>
    )
  })
  return (
    <PagedList
      items={items}
      perPage={LIVES_PER_PAGE}
      id="lives-results"
      label={t('lives.listLabel')}
      pagerLabel={t('lives.pager')}
      pagerWords={pagerWords}
      testId="lives-list"
      listClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      itemClassName="h-full"
      param={listPageParams.lives[locale]}
      path={getPathname({ locale, href: '/lives' })}
    />
  )
}
