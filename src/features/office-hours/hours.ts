/**
 * Office hours per office in the office's own time zone, who is on duty, and what to tell a
 * visitor about when the firm will call. Pure (settings and an instant in, answers out), so the
 * clock is the caller's: tests pass the instants they want.
 */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof weekdays)[number]

/** The weekdays as staff read them (site settings' office hours, the dashboard's speed by weekday). */
export const weekdayWords: Record<Weekday, { es: string; en: string }> = {
  mon: { es: 'Lunes', en: 'Monday' },
  tue: { es: 'Martes', en: 'Tuesday' },
  wed: { es: 'Miércoles', en: 'Wednesday' },
  thu: { es: 'Jueves', en: 'Thursday' },
  fri: { es: 'Viernes', en: 'Friday' },
  sat: { es: 'Sábado', en: 'Saturday' },
  sun: { es: 'Domingo', en: 'Sunday' },
}

export type OpeningHours = { days?: Weekday[] | null; opens?: string | null; closes?: string | null }

export type OfficeHours = {
  name?: string | null
  city?: string | null
  timeZone?: string | null
  hours?: OpeningHours[] | null
  /** Staff user ids on duty while this office is open. */
  onDuty?: Array<number | string | { id: number | string }> | null
}

export const officeTimeZones = [
  'America/Denver',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'America/Phoenix',
] as const

const clock = /^([01]?\d|2[0-3]):([0-5]\d)$/

/** "09:30" → 570 minutes after midnight; null when not a time of day. */
export function minutesOf(value: string | null | undefined): number | null {
  const match = clock.exec(value?.trim() ?? '')
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

export type LocalTime = { year: number; month: number; day: number; weekday: Weekday; minutes: number }

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone)
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
    })
    formatters.set(timeZone, found)
  }
  return found
}

/** The wall-clock date and time of an instant in a time zone. */
export function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  )
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: String(parts.weekday).toLowerCase().slice(0, 3) as Weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  }
}

/** The instant at which a zone's clock shows this date and minute (the later one across a DST fold). */
export function instantOf(date: { year: number; month: number; day: number }, minutes: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutes)
  let guess = wall
  for (let i = 0; i < 3; i++) {
    const seen = localTime(new Date(guess), timeZone)
    const seenWall = Date.UTC(seen.year, seen.month - 1, seen.day, 0, seen.minutes)
    const off = seenWall - wall
    if (off === 0) break
    guess -= off
  }
  return new Date(guess)
}

function zoneOf(office: OfficeHours): string {
  const zone = office.timeZone?.trim()
  if (!zone) return 'America/Denver'
  try {
    formatter(zone)
    return zone
  } catch {
    return 'America/Denver'
  }
}

/** Intervals [opens, closes) of one weekday, in minutes; a closing time before the opening runs past midnight (cut at 24:00). */
function intervalsOn(office: OfficeHours, weekday: Weekday): Array<[number, number]> {
  const out: Array<[number, number]> = []
  for (const line of office.hours ?? []) {
    const opens = minutesOf(line.opens)
    const closes = minutesOf(line.closes)
    if (opens === null || closes === null || !(line.days ?? []).includes(weekday)) continue
    out.push([opens, closes > opens ? closes : 24 * 60])
  }
  return out
}

function within(intervals: Array<[number, number]>, minutes: number): boolean {
  return intervals.some(([opens, closes]) => minutes >= opens && minutes < closes)
}

export function isOfficeOpen(office: OfficeHours, instant: Date): boolean {
  const local = localTime(instant, zoneOf(office))
  return within(intervalsOn(office, local.weekday), local.minutes)
}

const QUARTER_HOUR_MS = 15 * 60_000
const DAY_MS = 86_400_000

/** How far a zone's clock is ahead of UTC at an instant, in ms, to the minute. */
function offsetAt(instant: number, timeZone: string): number {
  const local = localTime(new Date(instant), timeZone)
  return Date.UTC(local.year, local.month - 1, local.day, 0, local.minutes) - Math.floor(instant / 60_000) * 60_000
}

/** The wall clock of a UTC instant already shifted by the zone's offset. */
function shiftedWallClock(shifted: number): LocalTime {
  const wall = new Date(shifted)
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: weekdays[(wall.getUTCDay() + 6) % 7]!,
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  }
}

/**
 * `localTime` for many instants in one zone (the dashboard reads a zone's clock for every lead;
 * Intl is slow). The zone's offset is read at both ends of each UTC day: when they agree (every day
 * but the two a year the clocks change) the whole day is that offset; on a changing day the clock
 * is read once per UTC quarter hour (every zone's offset is a whole number of quarter hours) and
 * the minutes into it are added.
 */
export function zoneClock(timeZone: string): (instant: number) => LocalTime {
  const dayOffsets = new Map<number, number | null>()
  const quarters = new Map<number, LocalTime>()
  return (instant) => {
    const day = Math.floor(instant / DAY_MS)
    let offset = dayOffsets.get(day)
    if (offset === undefined) {
      const first = offsetAt(day * DAY_MS, timeZone)
      offset = first === offsetAt((day + 1) * DAY_MS - 1, timeZone) ? first : null
      dayOffsets.set(day, offset)
    }
    if (offset !== null) return shiftedWallClock(instant + offset)
    const quarter = Math.floor(instant / QUARTER_HOUR_MS)
    let start = quarters.get(quarter)
    if (!start) quarters.set(quarter, (start = localTime(new Date(quarter * QUARTER_HOUR_MS), timeZone)))
    return { ...start, minutes: start.minutes + Math.floor((instant - quarter * QUARTER_HOUR_MS) / 60_000) }
  }
}

/** `dutyNow(offices, instant).open` for many instants (the dashboard's leads), each office's clock read through `zoneClock`. */
export function openAtMany(offices: OfficeHours[]): (instant: number) => boolean {
  const withHours = offices.filter((office) => (office.hours ?? []).length > 0)
  if (withHours.length === 0) return () => true
  const opening = withHours.map((office) => ({
    clock: zoneClock(zoneOf(office)),
    week: new Map(weekdays.map((day) => [day, intervalsOn(office, day)])),
  }))
  return (instant) =>
    opening.some(({ clock, week }) => {
      const local = clock(instant)
      return within(week.get(local.weekday)!, local.minutes)
    })
}

/** The zone the firm's figures by weekday and hour are read in: its first office's (El Paso's in the demo). */
export function firstOfficeZone(offices: OfficeHours[]): string | null {
  return offices[0] ? zoneOf(offices[0]) : null
}

/** The next instant the office opens (now, when it is open), within the coming 8 days; null when it has no hours. */
export function nextOpening(office: OfficeHours, instant: Date): Date | null {
  if (isOfficeOpen(office, instant)) return instant
  const zone = zoneOf(office)
  const today = localTime(instant, zone)
  for (let offset = 0; offset <= 8; offset++) {
    // Noon of the day `offset` days on: never lands on the wrong date across DST changes.
    const noon = instantOf(today, 12 * 60 + offset * 24 * 60, zone)
    const day = localTime(noon, zone)
    const opens = intervalsOn(office, day.weekday)
      .map(([start]) => start)
      .sort((a, b) => a - b)
    for (const start of opens) {
      const at = instantOf(day, start, zone)
      if (at.getTime() > instant.getTime()) return at
    }
  }
  return null
}

function userId(value: number | string | { id: number | string }): string {
  return String(typeof value === 'object' ? value.id : value)
}

export type DutyNow = {
  /** Any office open now. */
  open: boolean
  /** Staff on duty at the offices open now (ids as strings, no repeats). */
  onDuty: string[]
}

/** Who should hear of a lead now. With no office hours set at all, the firm counts as always open. */
export function dutyNow(offices: OfficeHours[], instant: Date): DutyNow {
  const withHours = offices.filter((office) => (office.hours ?? []).length > 0)
  if (withHours.length === 0) return { open: true, onDuty: [...new Set(offices.flatMap((o) => (o.onDuty ?? []).map(userId)))] }
  const open = withHours.filter((office) => isOfficeOpen(office, instant))
  return { open: open.length > 0, onDuty: [...new Set(open.flatMap((o) => (o.onDuty ?? []).map(userId)))] }
}

/** The office that opens first from this instant, with when. */
export function firstOpening(offices: OfficeHours[], instant: Date): { office: OfficeHours; at: Date } | null {
  let best: { office: OfficeHours; at: Date } | null = null
  for (const office of offices) {
    const at = nextOpening(office, instant)
    if (at && (!best || at.getTime() < best.at.getTime())) best = { office, at }
  }
  return best
}

const callWords = {
  es: {
    open: 'Nuestra oficina está abierta: le llamaremos en los próximos minutos.',
    closed: (when: string, city: string) =>
      `Nuestra oficina está cerrada ahora. Le llamaremos a partir del ${when}${city ? ` (hora de ${city})` : ''}.`,
    unknown: 'Le llamaremos lo antes posible.',
  },
  en: {
    open: 'Our office is open: we will call you within minutes.',
    closed: (when: string, city: string) =>
      `Our office is closed now. We will call you from ${when}${city ? ` (${city} time)` : ''}.`,
    unknown: 'We will call you as soon as we can.',
  },
} as const

/** When the firm will call, in the visitor's language: now (open), or from the first opening. */
export function callBackPhrase(offices: OfficeHours[], instant: Date, language: 'es' | 'en'): string {
  const words = callWords[language]
  if (dutyNow(offices, instant).open) return words.open
  const first = firstOpening(offices, instant)
  if (!first) return words.unknown
  const when = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    timeZone: zoneOf(first.office),
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(first.at)
    // ICU versions differ in the spaces they put in times (U+202F before AM): plain spaces.
    .replace(/\s/g, ' ')
  return words.closed(when, first.office.city?.trim() ?? '')
}
