import { getRequestConfig } from 'next-intl/server'
import { hasLocale } from 'next-intl'
import { routing } from '@/i18n/routing'
import { messagesTimeZone } from '@/i18n/locales'

/**
 * next-intl's request config (next.config.ts names this file): the files' words (src/messages).
 * The pages' content words are read per namespace from the CMS by ./translations.server.ts, not
 * here: a request config that read every text group would tag every page with every group.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  const { messages } = await import('@/messages')
  return { locale, messages: messages[locale], timeZone: messagesTimeZone }
})
