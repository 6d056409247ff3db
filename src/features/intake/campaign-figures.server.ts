import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { startOfDayIn } from '@/features/lead-inbox/filters'

type SQL = ReturnType<typeof sql>

/**
 * The campaign dashboard's figures, computed in the database with grouped queries over the leads
 * table (Payload's Drizzle instance), on SQLite and PostgreSQL alike. Suspected spam is not counted.
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

function dayIn(instant: number, timeZone: string): string {
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

type Dialect = 'sqlite' | 'postgres'

function dialect(payload: Payload): Dialect {
  return payload.db.name === 'postgres' ? 'postgres' : 'sqlite'
}

async function rows(payload: Payload, query: SQL): Promise<Array<Record<string, unknown>>> {
  const db = payload.db as unknown as {
    drizzle: { all?: (q: SQL) => Promise<unknown[]>; execute: (q: SQL) => Promise<{ rows: unknown[] } | unknown[]> }
  }
  if (dialect(payload) === 'sqlite') return (await db.drizzle.all!(query)) as Array<Record<string, unknown>>
  const result = await db.drizzle.execute(query)
  return (Array.isArray(result) ? result : result.rows) as Array<Record<string, unknown>>
}

/** The zone's UTC offset at an instant, in minutes (SQLite has no time zones; see weekExpression). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'))
  return Math.round((local - Math.floor(instant / 60_000) * 60_000) / 60_000)
}

/**
 * The Monday (YYYY-MM-DD) of a lead's week in the firm's time zone. PostgreSQL converts each
 * instant with the zone's rules; SQLite shifts by the zone's offset at the end of the range, so
 * across a daylight-saving change a lead within an hour of Monday midnight may count in the
 * neighbouring week.
 */
function weekExpression(d: Dialect, timeZone: string, offset: number): SQL {
  if (d === 'postgres') return sql`to_char(date_trunc('week', "created_at" at time zone ${timeZone}), 'YYYY-MM-DD')`
  return sql`date("created_at", ${`${offset} minutes`}, 'weekday 0', '-6 days')`
}

function inList(values: readonly string[]): SQL {
  return sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )
}

const reachedColumns = sql.join(
  (Object.keys(REACHED) as Reached[]).map(
    (status) =>
      sql`sum(case when cast("status" as text) in (${inList(REACHED[status])}) then 1 else 0 end) as ${sql.identifier(status)}`,
  ),
  sql`, `,
)

const num = (value: unknown) => Number(value ?? 0)

function groupRow(row: Record<string, unknown>): GroupRow {
  return {
    key: (typeof row.key === 'string' && row.key !== '') || typeof row.key === 'number' ? String(row.key) : null,
    leads: num(row.leads),
    contacted: num(row.contacted),
    qualified: num(row.qualified),
    retained: num(row.retained),
  }
}

export async function campaignFigures(payload: Payload, range: CampaignRange): Promise<CampaignFigures> {
  const d = dialect(payload)
  const fromInstant = startOfDayIn(range.from, range.timeZone)!
  const toInstant = startOfDayIn(addDays(range.to, 1), range.timeZone)!
  // Compared as ISO text on SQLite (how Payload stores dates there), as timestamptz on PostgreSQL.
  const where = sql`"created_at" >= ${fromInstant.toISOString()} and "created_at" < ${toInstant.toISOString()} and cast("status" as text) <> 'spam'`
  const grouped = (column: SQL) =>
    rows(
      payload,
      sql`select ${column} as "key", count(*) as "leads", ${reachedColumns} from "leads" where ${where} group by 1 order by 2 desc, 1`,
    )
  const week = weekExpression(d, range.timeZone, offsetMinutes(toInstant.getTime() - 1, range.timeZone))
  const [weekRows, sections, sources, languages, totals] = await Promise.all([
    rows(payload, sql`select ${week} as "week", count(*) as "leads" from "leads" where ${where} group by 1 order by 1`),
    grouped(sql`"section"`),
    grouped(sql`"campaign_source"`),
    grouped(sql`cast("locale" as text)`),
    rows(payload, sql`select count(*) as "leads", ${reachedColumns} from "leads" where ${where}`),
  ])
  const counted = new Map(weekRows.map((row) => [String(row.week), num(row.leads)]))
  const weeks: CampaignFigures['weeks'] = []
  for (let monday = mondayOf(range.from); monday <= range.to; monday = addDays(monday, 7)) {
    weeks.push({ week: monday, leads: counted.get(monday) ?? 0 })
  }
  const { key: _key, ...total } = groupRow(totals[0] ?? {})
  return {
    ...range,
    weeks,
    bySection: sections.map(groupRow),
    bySource: sources.map(groupRow),
    byLanguage: languages.map(groupRow),
    totals: total,
  }
}
