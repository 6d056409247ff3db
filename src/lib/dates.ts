import type { Locale } from '@/i18n/locales'

/**
 * CMS dates are calendar days (the editor picks a day; Payload stores it as an ISO instant).
 * They are formatted in UTC so that a day stored as 00:00 UTC never shows as the day before in
 * the Americas, whatever the server's or the visitor's time zone.
 */
const longFormats: Record<Locale, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** '5 de marzo de 2025' / 'March 5, 2025'; '' for a missing or invalid date. */
export function formatLongDate(value: string | Date | null | undefined, locale: Locale): string {
  const date = toDate(value)
  return date ? longFormats[locale].format(date) : ''
}

/** '2025-03-05' (the UTC calendar day), for `<time dateTime>`; '' when invalid. */
export function isoDay(value: string | Date | null | undefined): string {
  const date = toDate(value)
  return date ? date.toISOString().slice(0, 10) : ''
}

/** Full ISO instant for JSON-LD and sitemaps; undefined when invalid. */
export function isoInstant(value: string | Date | null | undefined): string | undefined {
  return toDate(value)?.toISOString()
}
