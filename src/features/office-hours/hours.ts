/**
 * Office hours per office in the office's own time zone, who is on duty, and what to tell a
 * visitor about when the firm will call. Pure (settings and an instant in, answers out), so the
 * clock is the caller's: tests pass the instants they want.
 */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof weekdays)[number]

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

type LocalTime = { year: number; month: number; day: number; weekday: Weekday; minutes: number }

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

export function isOfficeOpen(office: OfficeHours, instant: Date): boolean {
  const local = localTime(instant, zoneOf(office))
  return intervalsOn(office, local.weekday).some(([opens, closes]) => local.minutes >= opens && local.minutes < closes)
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
