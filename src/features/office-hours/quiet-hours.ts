import { localTime, minutesOf } from './hours'

/**
 * Quiet hours for texting a lead (SMS, WhatsApp): by default 21:00–9:00. The lead's own time zone
 * is not known (the form records the instant in UTC, not the visitor's zone), so the firm's lead
 * time zone (LEADS_TIME_ZONE, El Paso) stands for it: most leads are the firm's neighbours. The
 * desk marks the texting links and says why; calls are not affected. Pure, the clock passed in.
 */
export const DEFAULT_QUIET_HOURS = { start: '21:00', end: '09:00' } as const

export function isQuietHour(
  instant: Date,
  timeZone: string,
  hours: { start: string; end: string } = DEFAULT_QUIET_HOURS,
): boolean {
  const start = minutesOf(hours.start) ?? 21 * 60
  const end = minutesOf(hours.end) ?? 9 * 60
  const now = localTime(instant, timeZone).minutes
  return start > end ? now >= start || now < end : now >= start && now < end
}
