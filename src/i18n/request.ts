import { getRequestConfig } from 'next-intl/server'
import { hasLocale } from 'next-intl'
import { routing } from './routing'
import { messagesTimeZone } from './locales'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  const { messages: all } = await import('../messages')
  const messages = all[locale]
  return { locale, messages, timeZone: messagesTimeZone }
})
