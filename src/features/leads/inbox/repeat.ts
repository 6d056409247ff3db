import type { StaffLanguage } from './vocabulary'

/** A lead whose phone or e-mail was seen this recently is the same person coming back. */
export const REPEAT_WINDOW_DAYS = 90

/**
 * "Repeat: 2 earlier enquiries since 3 Oct 2026" — the intake e-mail's line and the lead page's
 * heading. `since` is the oldest linked enquiry's time.
 */
export function repeatSummary(count: number, since: Date | null, lang: StaffLanguage, timeZone: string): string {
  const day = since
    ? new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', { dateStyle: 'medium', timeZone }).format(since)
    : null
  if (lang === 'es') {
    const what = count === 1 ? '1 solicitud anterior' : `${count} solicitudes anteriores`
    return `Repetido: ${what}${day ? ` desde el ${day}` : ''}`
  }
  const what = count === 1 ? '1 earlier enquiry' : `${count} earlier enquiries`
  return `Repeat: ${what}${day ? ` since ${day}` : ''}`
}
