import type { routing } from '@/i18n/routing'
import type { Messages } from '@/messages'

/**
 * next-intl's typing: `t('wrong.key')`, `useTranslations('noSuchNamespace')` and a locale other
 * than 'es' | 'en' are type errors. Spanish messages are the reference shape (see src/messages).
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number]
    Messages: Messages
  }
}
