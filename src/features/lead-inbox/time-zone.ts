/**
 * The firm's time zone for lead times staff read (CSV, intake e-mail, lead page): LEADS_TIME_ZONE,
 * America/Denver (El Paso) when unset or not a zone the runtime knows.
 */
export const DEFAULT_LEADS_TIME_ZONE = 'America/Denver'

export function validTimeZone(value: string | undefined): string {
  if (!value?.trim()) return DEFAULT_LEADS_TIME_ZONE
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value.trim() })
    return value.trim()
  } catch {
    return DEFAULT_LEADS_TIME_ZONE
  }
}

export function leadsTimeZone(): string {
  return validTimeZone(process.env.LEADS_TIME_ZONE)
}

/** "2026-11-22 17:05:09", the wall-clock time in `timeZone` (sorts as text; spreadsheets read it as a date). */
export function localDateTime(value: string | Date | null | undefined, timeZone: string): string {
  if (!value) return ''
  const instant = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(instant.getTime())) return ''
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`
}
