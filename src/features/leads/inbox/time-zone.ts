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

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number }

/** The wall-clock reading in `timeZone` at an instant: the one place lead times meet Intl. */
export function wallClock(instant: Date, timeZone: string): WallClock {
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
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  }
}

/** How far `timeZone` is ahead of UTC at an instant, in ms (negative west of Greenwich). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const c = wallClock(new Date(instant), timeZone)
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

const two = (n: number) => String(n).padStart(2, '0')

/** "2026-11-22 17:05:09", the wall-clock time in `timeZone` (sorts as text; spreadsheets read it as a date). */
export function localDateTime(value: string | Date | null | undefined, timeZone: string): string {
  if (!value) return ''
  const instant = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(instant.getTime())) return ''
  const c = wallClock(instant, timeZone)
  return `${c.year}-${two(c.month)}-${two(c.day)} ${two(c.hour)}:${two(c.minute)}:${two(c.second)}`
}
