import type { Where } from 'payload'
import { isSituation, leadStatuses } from '@/features/leads/enquiry/situations'
import { leadsTimeZone, zoneOffsetMs } from './time-zone'

/** The CSV export's filters, from the query string. Unknown or malformed values are ignored, not errors. */
export type LeadFilters = {
  from?: Date
  /** Exclusive. */
  to?: Date
  section?: string
  situation?: string
  status?: string
  source?: string
  channel?: 'web' | 'social-media'
  spam: 'exclude' | 'include' | 'only'
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Midnight of a calendar day in a time zone, as an instant. Staff pick days as the firm lives them
 * (El Paso), not in UTC.
 */
export function startOfDayIn(date: string, timeZone: string): Date | undefined {
  const match = dateOnly.exec(date)
  if (!match) return undefined
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const utcGuess = Date.UTC(y, m - 1, d)
  const check = new Date(utcGuess)
  if (Number.isNaN(utcGuess) || check.getUTCDate() !== d || check.getUTCMonth() !== m - 1) return undefined
  const offset = zoneOffsetMs(utcGuess, timeZone)
  // Second pass handles a day whose midnight sits on the other side of a DST change.
  return new Date(utcGuess - zoneOffsetMs(utcGuess - offset, timeZone))
}

function text(params: URLSearchParams, name: string, max: number): string | undefined {
  const value = params.get(name)?.trim()
  return value ? value.slice(0, max) : undefined
}

export function parseLeadFilters(params: URLSearchParams, timeZone = leadsTimeZone()): LeadFilters {
  const from = text(params, 'from', 10)
  const to = text(params, 'to', 10)
  const toStart = to ? startOfDayIn(to, timeZone) : undefined
  const status = text(params, 'status', 40)
  const situation = text(params, 'situation', 40)
  const channel = text(params, 'channel', 20)
  const spam = text(params, 'spam', 10)
  return {
    from: from ? startOfDayIn(from, timeZone) : undefined,
    // "to" is the last day included.
    to: toStart ? new Date(startOfDayIn(addDay(to!), timeZone)?.getTime() ?? toStart.getTime() + 86_400_000) : undefined,
    section: text(params, 'section', 200),
    situation: situation && isSituation(situation) ? situation : undefined,
    status: status && (leadStatuses as readonly string[]).includes(status) ? status : undefined,
    source: text(params, 'source', 120),
    channel: channel === 'web' || channel === 'social-media' ? channel : undefined,
    spam: spam === 'include' || spam === 'only' ? spam : 'exclude',
  }
}

function addDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
}

export function leadWhere(filters: LeadFilters): Where {
  const and: Where[] = []
  if (filters.from) and.push({ createdAt: { greater_than_equal: filters.from.toISOString() } })
  if (filters.to) and.push({ createdAt: { less_than: filters.to.toISOString() } })
  if (filters.section) and.push({ section: { like: filters.section } })
  if (filters.situation) and.push({ situation: { equals: filters.situation } })
  if (filters.status) and.push({ status: { equals: filters.status } })
  if (filters.source) and.push({ campaignSource: { like: filters.source } })
  if (filters.channel) and.push({ channel: { equals: filters.channel } })
  // Suspected spam is a status: a false positive staff returned to the queue is an ordinary lead.
  if (filters.spam === 'exclude') and.push({ status: { not_equals: 'spam' } })
  if (filters.spam === 'only') and.push({ status: { equals: 'spam' } })
  return and.length ? { and } : {}
}
