import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { startOfDayIn } from '@/features/leads/inbox/filters'
import { firstOfficeZone, openAtMany, weekdays, zoneClock, type LocalTime } from '@/features/office-hours/hours'
import { readDutySettings } from '@/features/office-hours/settings.server'
import { speedFigures, type SpeedFigures, type SpeedSample } from './speed'

type SQL = ReturnType<typeof sql>

/**
 * The campaign dashboard's figures, computed in the database with grouped queries over the leads
 * table (Payload's Drizzle instance). Suspected spam is not counted.
 * "Reached" a status: a lead now qualified went through contacted, a retained one through both.
 */
export const REACHED = {
  contacted: ['contacted', 'qualified', 'retained', 'not-qualified'],
  qualified: ['qualified', 'retained'],
  retained: ['retained'],
} as const

export type Reached = keyof typeof REACHED
export type GroupRow = { key: string | null; leads: number; contacted: number; qualified: number; retained: number }
export type CampaignFigures = {
  from: string
  /** Last day included. */
  to: string
  timeZone: string
  weeks: Array<{ week: string; leads: number }>
  bySection: GroupRow[]
  bySource: GroupRow[]
  byLanguage: GroupRow[]
  totals: Omit<GroupRow, 'key'>
}

export type CampaignRange = { from: string; to: string; timeZone: string }

const DAY_MS = 86_400_000
const dayPattern = /^\d{4}-\d{2}-\d{2}$/
/** A longer range would still be fast, but a year of weekly bars is the most a partner reads. */
const MAX_DAYS = 731

export function dayIn(instant: number, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant)
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Monday of the week a day is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

export function leadsTimeZone(): string {
  const zone = process.env.LEADS_TIME_ZONE || 'America/Denver'
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone
  } catch {
    return 'America/Denver'
  }
}

/**
 * The date range from the URL (?from=YYYY-MM-DD&to=YYYY-MM-DD, days in LEADS_TIME_ZONE); by default
 * the last 12 weeks, this one included. Nonsense falls back to the default, never an error.
 */
export function campaignRange(params: URLSearchParams, now = Date.now(), timeZone = leadsTimeZone()): CampaignRange {
  const today = dayIn(now, timeZone)
  const valid = (value: string | null) => (value && dayPattern.test(value) && startOfDayIn(value, timeZone) ? value : null)
  let to = valid(params.get('to')) ?? today
  let from = valid(params.get('from')) ?? addDays(mondayOf(to), -11 * 7)
  if (from > to) [from, to] = [to, from]
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS > MAX_DAYS) from = addDays(to, -MAX_DAYS)
  return { from, to, timeZone }
}

async function rows(payload: Payload, query: SQL): Promise<Array<Record<string, unknown>>> {
  const db = payload.db as unknown as { drizzle: { execute: (q: SQL) => Promise<{ rows: unknown[] }> } }
  return (await db.drizzle.execute(query)).rows as Array<Record<string, unknown>>
}

/**
 * A lead's week in the firm's time zone (each instant converted with the zone's rules): the bucket
 * to group by, and how to print it (YYYY-MM-DD of its Monday) once per group rather than per lead.
 */
function weekExpressions(timeZone: string): { bucket: SQL; text: SQL } {
  return { bucket: sql`date_trunc('week', "created_at" at time zone ${timeZone})`, text: sql`to_char("week", 'YYYY-MM-DD')` }
}

const num = (value: unknown) => Number(value ?? 0)
const text = (value: unknown) => ((typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : null)

/** Adds one grouped row's count to a figure's row for `key`. */
function add(groups: Map<string | null, GroupRow>, key: string | null, status: string, count: number): void {
  let row = groups.get(key)
  if (!row) groups.set(key, (row = { key, leads: 0, contacted: 0, qualified: 0, retained: 0 }))
  row.leads += count
  for (const reached of Object.keys(REACHED) as Reached[]) {
    if ((REACHED[reached] as readonly string[]).includes(status)) row[reached] += count
  }
}

/** Most leads first; ties by name, the empty key last. */
function sorted(groups: Map<string | null, GroupRow>): GroupRow[] {
  return [...groups.values()].sort((a, b) => b.leads - a.leads || (a.key ?? '\uffff').localeCompare(b.key ?? '\uffff'))
}

/**
 * What both dashboard queries share: the range's week expressions and its rows (spam not
 * counted); cast(... as text): status is an enum, and 'spam' may not be one.
 */
function rangeQuery(range: CampaignRange) {
  const fromInstant = startOfDayIn(range.from, range.timeZone)!
  const toInstant = startOfDayIn(addDays(range.to, 1), range.timeZone)!
  const week = weekExpressions(range.timeZone)
  const where = sql`"created_at" >= ${fromInstant.toISOString()} and "created_at" < ${toInstant.toISOString()}
    and cast("status" as text) <> 'spam'`
  return { week, where }
}

/**
 * Leads counted in the database by week, section, campaign source, language and status, rolled up
 * here into the figures; at most a few thousand groups come back however many leads there are, from
 * range scans of leads_dashboard_idx. Two queries — per week, and by the other four — because
 * grouped by all five at once PostgreSQL expects a group per lead and sorts every lead on disk
 * instead of hashing the groups.
 */
export async function campaignFigures(payload: Payload, range: CampaignRange): Promise<CampaignFigures> {
  const { week, where } = rangeQuery(range)
  // cast(... as text): on PostgreSQL locale and status are enums.
  const columns = sql`"section", "campaign_source" as "source", cast("locale" as text) as "language", cast("status" as text) as "status"`
  const [weekRows, groups] = await Promise.all([
    rows(
      payload,
      sql`select ${week.text} as "week", "leads" from (
        select ${week.bucket} as "week", count(*) as "leads" from "leads" where ${where} group by 1) as "weeks"`,
    ),
    rows(payload, sql`select ${columns}, count(*) as "leads" from "leads" where ${where} group by 1, 2, 3, 4`),
  ])
  const perWeek = new Map<string, number>()
  for (const row of weekRows) perWeek.set(String(row.week), (perWeek.get(String(row.week)) ?? 0) + num(row.leads))
  const bySection = new Map<string | null, GroupRow>()
  const bySource = new Map<string | null, GroupRow>()
  const byLanguage = new Map<string | null, GroupRow>()
  const totals = new Map<string | null, GroupRow>()
  for (const group of groups) {
    const count = num(group.leads)
    const status = String(group.status)
    add(bySection, text(group.section), status, count)
    add(bySource, text(group.source), status, count)
    add(byLanguage, text(group.language), status, count)
    add(totals, null, status, count)
  }
  const weeks: CampaignFigures['weeks'] = []
  for (let monday = mondayOf(range.from); monday <= range.to; monday = addDays(monday, 7)) {
    weeks.push({ week: monday, leads: perWeek.get(monday) ?? 0 })
  }
  const { key: _key, ...total } = totals.get(null) ?? { key: null, leads: 0, contacted: 0, qualified: 0, retained: 0 }
  return {
    ...range,
    weeks,
    bySection: sorted(bySection),
    bySource: sorted(bySource),
    byLanguage: sorted(byLanguage),
    totals: total,
  }
}

/** The Monday (YYYY-MM-DD) of a local date: the week the dashboard counts it in. */
function weekOf(local: LocalTime): string {
  const monday = Date.UTC(local.year, local.month - 1, local.day) - weekdays.indexOf(local.weekday) * DAY_MS
  return new Date(monday).toISOString().slice(0, 10)
}

function staffName(id: string | null, names: Map<string, string>): string | null {
  return id === null ? null : (names.get(id) ?? id)
}

/** The speed figures, and the clock their weekdays and hours are read on (the first office's). */
export type CampaignSpeed = SpeedFigures & { clock: { timeZone: string; city: string | null } }

/**
 * How fast the firm answered the range's leads (spam not counted): for every lead when it came in,
 * how long until its first contact (none while nobody has), by whom, its source — summed up in
 * ./speed.ts by week (in the firm's zone, like the lead counts), staff member, source, weekday and
 * hour on the first office's clock, and whether an office was open then (the office hours of site
 * settings, read through src/features/office-hours, the code the thank-you page and escalation
 * use). Percentiles need every wait, so every lead's comes back, packed (below); `BENCH=dashboard`
 * holds the whole view to 1 s on 100,000 leads. Staff are named by their name (and e-mail when two share one).
 */
export async function campaignSpeed(payload: Payload, range: CampaignRange): Promise<CampaignSpeed> {
  const { where } = rangeQuery(range)
  // Per lead: "arrival:wait" in whole seconds (arrival since the epoch; wait empty while nobody
  // has made contact), joined into one text per staff member and source. The database does the
  // per-lead work in C over leads_speed_idx and hands back a few rows, not one per lead: turning
  // 100,000 rows into objects took longer than the budget.
  const waits = sql`string_agg(cast(round(extract(epoch from "created_at")) as bigint)::text || ':' ||
    coalesce(cast(round(extract(epoch from ("first_contact_at" - "created_at"))) as bigint)::text, ''), ',')`
  const [found, { offices }] = await Promise.all([
    rows(
      payload,
      sql`select "first_contact_by_id" as "staff", "campaign_source" as "source", ${waits} as "waits"
        from "leads" where ${where} group by 1, 2`,
    ),
    readDutySettings(payload),
  ])
  // A user id comes back as a number (or numeric text); text() keeps it, null when nobody.
  const staffIds = [...new Set(found.map((row) => text(row.staff)).filter((id): id is string => id !== null))]
  const names = new Map<string, string>()
  if (staffIds.length > 0) {
    const users = await payload.find({
      collection: 'users',
      where: { id: { in: staffIds } },
      limit: staffIds.length,
      depth: 0,
      overrideAccess: true,
    })
    // Two people with the same name stay two rows: those get their e-mail beside it.
    const counts = new Map<string, number>()
    for (const user of users.docs) counts.set(user.name, (counts.get(user.name) ?? 0) + 1)
    for (const user of users.docs) {
      names.set(
        String(user.id),
        !user.name ? user.email : counts.get(user.name)! > 1 ? `${user.name} (${user.email})` : user.name,
      )
    }
  }
  const timeZone = firstOfficeZone(offices) ?? range.timeZone
  const clock = zoneClock(timeZone)
  const firmClock = range.timeZone === timeZone ? clock : zoneClock(range.timeZone)
  const open = openAtMany(offices)
  const samples: SpeedSample[] = []
  for (const row of found) {
    const staff = staffName(text(row.staff), names)
    const source = text(row.source)
    for (const lead of (typeof row.waits === 'string' ? row.waits : '').split(',')) {
      if (!lead) continue
      const [arrived = '', wait = ''] = lead.split(':')
      const at = Number(arrived) * 1000
      const local = clock(at)
      samples.push({
        week: weekOf(firmClock === clock ? local : firmClock(at)),
        staff,
        source,
        weekday: local.weekday,
        hour: Math.floor(local.minutes / 60),
        officeHours: open(at),
        minutes: wait === '' ? null : Number(wait) / 60,
      })
    }
  }
  return { ...speedFigures(samples), clock: { timeZone, city: offices[0]?.city?.trim() || null } }
}
