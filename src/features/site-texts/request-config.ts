import { getRequestConfig } from 'next-intl/server'
import { hasLocale } from 'next-intl'
import { routing } from '@/i18n/routing'
import { messagesTimeZone } from '@/i18n/locales'

/**
 * next-intl's request config (next.config.ts names this file): every page's words are the files'
 * (src/messages), with the texts staff edit in the CMS laid over the content namespaces, so pages
 * call `t('…')` as they always did. Here, not in src/i18n, because it reads the CMS.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  const [{ messages: all }, { withSiteTexts }] = await Promise.all([import('@/messages'), import('./texts.server')])
  const messages = await withSiteTexts(locale, all[locale])
  return { locale, messages, timeZone: messagesTimeZone }
})
