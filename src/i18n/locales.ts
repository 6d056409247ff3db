/**
 * The site's two languages. Shared by next-intl (routing) and Payload (field localization),
 * so the CMS and the pages can never disagree on what a locale is.
 */
export const locales = ['es', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'es'

/** The time zone messages are formatted in (server config and the forms' own message provider): El Paso's. */
export const messagesTimeZone = 'America/Denver'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'es' ? 'en' : 'es'
}
