/**
 * How fast the firm answers (issue 25, item 4): from each lead's minutes between the enquiry and
 * its first contact (the first tap on Call, SMS or WhatsApp; null while nobody has), the median and
 * p90 of those who were contacted, and the share of all leads reached within the target.
 */

/** The target the firm is measured against: a lead called within 5 minutes is the one that qualifies. */
export const SPEED_TARGET_MINUTES = 5

import { weekdays, type Weekday } from '@/features/office-hours/hours'

/** One lead's wait: grouped by week, staff member, source, its weekday and hour, and whether an office was open; minutes null while not contacted. */
export type SpeedSample = {
  week: string
  staff: string | null
  source: string | null
  /** Weekday and hour (0–23) of the enquiry on the first office's clock. */
  weekday: Weekday
  hour: number
  /** Whether any office was open when the enquiry came in (src/features/office-hours). */
  officeHours: boolean
  minutes: number | null
}

/** Keys of the office-hours split. */
export type OfficeHoursKey = 'inside' | 'outside'

export type SpeedRow = {
  key: string | null
  leads: number
  contacted: number
  /** Minutes, rounded to one decimal; null when nobody in the group was contacted. */
  median: number | null
  p90: number | null
  /** Leads reached within SPEED_TARGET_MINUTES, out of all the group's leads (0–1). */
  withinTarget: number
}

export type SpeedFigures = {
  total: SpeedRow
  byWeek: SpeedRow[]
  /** By the staff member who made the first contact; leads nobody contacted are not in it. */
  byStaff: SpeedRow[]
  bySource: SpeedRow[]
  /** Monday first; weekdays without leads left out. */
  byWeekday: SpeedRow[]
  /** '00' to '23'; hours without leads left out. */
  byHour: SpeedRow[]
  /** Inside office hours first. */
  byOfficeHours: SpeedRow[]
}

/** The nearest-rank percentile of sorted values (p in 0–100): always one of the values. */
export function percentile(sorted: ArrayLike<number>, p: number): number | null {
  if (sorted.length === 0) return null
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[rank - 1]!
}

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10)

export function speedRow(key: string | null, minutes: ReadonlyArray<number | null>): SpeedRow {
  // A typed array sorts numbers natively: the dashboard sorts every lead's wait once per grouping.
  const waits = Float64Array.from(
    minutes.filter((m): m is number => m !== null),
    (m) => Math.max(0, m),
  ).sort()
  return {
    key,
    leads: minutes.length,
    contacted: waits.length,
    median: oneDecimal(percentile(waits, 50)),
    p90: oneDecimal(percentile(waits, 90)),
    withinTarget: minutes.length === 0 ? 0 : waits.filter((m) => m <= SPEED_TARGET_MINUTES).length / minutes.length,
  }
}

function grouped(samples: readonly SpeedSample[], key: (s: SpeedSample) => string | null): SpeedRow[] {
  const groups = new Map<string | null, Array<number | null>>()
  for (const sample of samples) {
    const k = key(sample)
    const list = groups.get(k)
    if (list) list.push(sample.minutes)
    else groups.set(k, [sample.minutes])
  }
  return [...groups].map(([k, minutes]) => speedRow(k, minutes))
}

/** Most leads first; ties by name, the empty key last. */
const byLeads = (a: SpeedRow, b: SpeedRow) => b.leads - a.leads || (a.key ?? '\uffff').localeCompare(b.key ?? '\uffff')

/** In the order of a fixed list of keys. */
const inOrder = (keys: readonly string[]) => (a: SpeedRow, b: SpeedRow) => keys.indexOf(a.key ?? '') - keys.indexOf(b.key ?? '')

export function speedFigures(samples: readonly SpeedSample[]): SpeedFigures {
  return {
    total: speedRow(
      null,
      samples.map((s) => s.minutes),
    ),
    byWeek: grouped(samples, (s) => s.week).sort((a, b) => (a.key ?? '').localeCompare(b.key ?? '')),
    byStaff: grouped(
      samples.filter((s) => s.minutes !== null),
      (s) => s.staff,
    ).sort(byLeads),
    bySource: grouped(samples, (s) => s.source).sort(byLeads),
    byWeekday: grouped(samples, (s) => s.weekday).sort(inOrder(weekdays)),
    byHour: grouped(samples, (s) => String(s.hour).padStart(2, '0')).sort((a, b) => (a.key ?? '').localeCompare(b.key ?? '')),
    byOfficeHours: grouped(samples, (s): OfficeHoursKey => (s.officeHours ? 'inside' : 'outside')).sort(
      inOrder(['inside', 'outside']),
    ),
  }
}
