import 'server-only'
import type { Metadata } from 'next'
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

function isNotFound(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest
  return typeof digest === 'string' && digest.startsWith('NEXT_HTTP_ERROR_FALLBACK;404')
}

/**
 * Runs a page's metadata builder, but never lets it call notFound(): Next streams metadata, and a
 * notFound() thrown there replaces the whole document with a script-only error shell (no
 * <html lang>, nothing without JavaScript). The page itself then calls notFound() and Next renders
 * the localized 404 page properly.
 */
export async function notFoundSafeMetadata(build: () => Promise<Metadata>): Promise<Metadata> {
  try {
    return await build()
  } catch (error) {
    if (isNotFound(error)) return { robots: { index: false, follow: false } }
    throw error
  }
}
