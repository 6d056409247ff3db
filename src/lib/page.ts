import 'server-only'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { isLocale, type Locale } from '@/i18n/locales'
import { routeInfo, type StaticPathname } from '@/i18n/routes'
import { routeAlternates, type Alternates } from './alternates'

export type LocaleParams = Promise<{ locale: string }>

/** Locale of a page request; unknown locales and pages missing in this language are 404s. */
export async function resolveRoutePage(
  params: LocaleParams,
  route: StaticPathname,
): Promise<{ locale: Locale; alternates: Alternates }> {
  const { locale } = await params
  if (!isLocale(locale) || !routeInfo[route].locales.includes(locale)) notFound()
  setRequestLocale(locale)
  return { locale, alternates: routeAlternates(route, routeInfo[route].locales) }
}

export async function resolveLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}
