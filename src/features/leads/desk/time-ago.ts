import type { StaffLanguage } from '@/features/leads/inbox/vocabulary'

/** Each unit, and how many of it make the next one. */
const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', Number.POSITIVE_INFINITY],
]

/** "hace 5 min" / "5 min. ago": how long ago a lead came in, in the staff member's language. */
export function timeAgo(instant: string | Date, lang: StaffLanguage, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(lang, { style: 'short', numeric: 'auto' })
  let value = Math.max(0, (now - new Date(instant).getTime()) / 60_000)
  for (const [unit, perNext] of units) {
    if (value < perNext) return format.format(-Math.floor(value), unit)
    value /= perNext
  }
  return format.format(-Math.floor(value), 'week')
}
