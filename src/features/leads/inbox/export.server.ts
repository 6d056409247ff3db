import 'server-only'
import type { Payload, TypedUser } from 'payload'
import { csvRow } from './csv'
import { csvColumns, type CsvLead } from './csv-columns'
import { leadWhere, type LeadFilters } from './filters'
import { leadsTimeZone } from './time-zone'
import type { StaffLanguage } from './vocabulary'

const PAGE = 500

/**
 * The leads matching the filters as CSV, streamed page by page, in the staff member's language with
 * times in LEADS_TIME_ZONE (src/features/leads/inbox/csv-columns.ts). Read with the staff user's own
 * access (overrideAccess: false), so the collection's rules decide, not this function.
 */
export function leadsCsvStream(options: {
  payload: Payload
  user: TypedUser
  filters: LeadFilters
  lang: StaffLanguage
}): ReadableStream<Uint8Array> {
  const { payload, user, filters } = options
  const columns = csvColumns(options.lang, leadsTimeZone(), filters.spam)
  const encoder = new TextEncoder()
  // Leads arriving during the export would shift the pages; the export is of the moment it began.
  const startedAt = new Date().toISOString()
  const where = { and: [leadWhere(filters), { createdAt: { less_than_equal: startedAt } }] }
  let page = 1
  let started = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        // BOM: Excel reads the file as UTF-8 (accents in names) only with it.
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(columns.map(([header]) => header))}`))
        return
      }
      const result = await payload.find({
        collection: 'leads',
        where,
        sort: '-createdAt',
        limit: PAGE,
        page,
        depth: 0,
        overrideAccess: false,
        user,
      })
      const body = result.docs.map((doc) => csvRow(columns.map(([, value]) => value(doc as unknown as CsvLead)))).join('')
      if (body) controller.enqueue(encoder.encode(body))
      if (!result.hasNextPage) controller.close()
      page += 1
    },
  })
}
