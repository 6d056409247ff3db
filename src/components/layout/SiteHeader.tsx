import type { ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import type { Alternates } from '@/lib/alternates'
import { searchSetup } from '@/features/blog-search/search-setup'
import { CallLink } from '@/features/call-tracking/CallLink'
import { getSiteSettings, listAttorneys, listCategories } from '@/features/content/queries'
import { buildNav, menuLinks } from './nav'
import { DesktopNav } from './DesktopNav'
import { HeaderFrame } from './HeaderFrame'
import { LanguageSwitch } from './LanguageSwitch'
import { MobileMenu } from './MobileMenu'

type Props = {
  locale: Locale
  alternates: Alternates
  /** The quick exit of a sensitive page: first in the header, before the skip link (GOV.UK "Exit this page"). */
  quickExit?: ReactNode
}

export async function SiteHeader({ locale, alternates, quickExit }: Props) {
  const [t, settings, categories, attorneys] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getSiteSettings(locale),
    listCategories(locale),
    listAttorneys(locale),
  ])
  const founder = attorneys.find((a) => a.isFounder) ?? attorneys[0]
  const items = buildNav((key) => t(key), settings, categories, founder)
  const phone = settings.phones?.immigration?.number ?? ''
  const switchLabels = { es: t('switchToEs'), en: t('switchToEn') }
  const callNow = (
    <CallLink
      number={phone}
      className="inline-flex min-h-11 items-center whitespace-nowrap rounded-md bg-gold px-4 py-2 text-sm font-bold text-navy hover:bg-gold-600"
    >
      {t('callNow')}
    </CallLink>
  )
  return (
    <HeaderFrame>
      {/* Beside the quick exit, a narrow phone's row gives up a little of its gaps and edges. */}
      <div
        className={`mx-auto flex max-w-7xl items-center justify-between px-4 ${quickExit ? 'gap-2 max-[399px]:px-3 min-[400px]:gap-3' : 'gap-3'}`}
      >
        {/* On a sensitive page the quick exit starts the row: first on the screen and in keyboard order. */}
        {quickExit}
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
          {t('skipToContent')}
        </a>
        <Link href="/" className={`flex min-h-11 items-center gap-2 text-white ${quickExit ? 'mr-auto' : ''}`} data-testid="logo">
          <span
            aria-hidden="true"
            className={`h-9 w-9 shrink-0 items-center justify-center rounded-full bg-gold font-display text-lg font-bold text-navy ${
              quickExit ? 'flex' : 'hidden min-[400px]:flex'
            }`}
          >
            {settings.firmName.charAt(0) || '·'}
          </span>
          {/*
            Below 400 px the badge gives its room to the name, which keeps to two lines (a size smaller
            below 360 px, where the local fallback font took three). Beside the quick exit the name gives
            way instead, where the row has no room for it (phones, and the desktop menu's widths): it
            stays the link's name, for screen readers, out of sight.
          */}
          <span
            className={`font-display text-sm font-bold leading-tight max-[359px]:text-[13px] min-[400px]:text-base sm:text-lg ${
              quickExit ? 'max-sm:sr-only xl:sr-only' : ''
            }`}
          >
            {settings.firmName}
          </span>
        </Link>
        <DesktopNav items={items} label={t('mainNav')} newTabNote={t('opensInNewTab')} />
        <div className="hidden items-center gap-3 xl:flex">
          {callNow}
          <LanguageSwitch locale={locale} alternates={alternates} labels={switchLabels} />
        </div>
        <div className="flex items-center gap-2 xl:hidden">
          {/* From tablet width there is room for it beside the menu button. */}
          <div className="hidden md:block">{callNow}</div>
          <LanguageSwitch locale={locale} alternates={alternates} labels={switchLabels} />
          <MobileMenu
            search={searchSetup(locale)}
            items={menuLinks(items, locale)}
            openLabel={t('openMenu')}
            closeLabel={t('closeMenu')}
            navLabel={t('mainNav')}
            newTabNote={t('opensInNewTab')}
            footer={callNow}
          />
        </div>
      </div>
    </HeaderFrame>
  )
}
