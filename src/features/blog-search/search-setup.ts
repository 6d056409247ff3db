import 'server-only'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { messages } from '@/messages'
import type { SearchSetup } from './BlogSearch'

/** The props every blog search box gets from the server (footer, phone menu). */
export function searchSetup(locale: Locale): SearchSetup {
  return { locale, labels: messages[locale].search, blogPath: getPathname({ locale, href: '/blog' }) }
}
