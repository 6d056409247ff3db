import 'server-only'
import type { Payload, TypedUser } from 'payload'
import { csvRow } from './csv'
import { leadWhere, type LeadFilters } from './filters'

type Lead = Record<string, unknown> & {
  consent?: Record<string, unknown> | null
  socialMedia?: Record<string, unknown> | null
  notifications?: Record<string, unknown> | null
  spam?: Record<string, unknown> | null
}

const columns: ReadonlyArray<readonly [header: string, value: (lead: Lead) => unknown]> = [
  ['id', (l) => l.id],
  ['received', (l) => l.createdAt],
  ['name', (l) => l.name],
  ['phone', (l) => l.phone],
  ['email', (l) => l.email],
  ['situation', (l) => l.situation],
  ['married', (l) => l.married],
  ['stay', (l) => l.stay],
  ['message', (l) => l.message],
  ['section', (l) => l.section],
  ['campaign_source', (l) => l.campaignSource],
  ['channel', (l) => l.channel],
  ['status', (l) => l.status],
  ['language', (l) => l.locale],
  ['form_variant', (l) => l.variant],
  ['consent_accepted', (l) => l.consent?.accepted ?? false],
  ['consent_at', (l) => l.consent?.at],
  ['consent_time_zone', (l) => l.consent?.timeZone],
  ['consent_language', (l) => l.consent?.language],
  ['consent_version', (l) => l.consent?.versionHash],
  ['page_url', (l) => l.consent?.pageUrl],
  ['agent', (l) => l.socialMedia?.agent],
  ['social_source', (l) => l.socialMedia?.source],
  ['social_status', (l) => l.socialMedia?.status],
  ['conversation_link', (l) => l.socialMedia?.link],
  ['social_type', (l) => l.socialMedia?.type],
  ['email_notification', (l) => l.notifications?.email],
  ['webhook_notification', (l) => l.notifications?.webhook],
  ['spam', (l) => l.spam?.flagged ?? false],
  ['spam_reason', (l) => l.spam?.reason],
]

const PAGE = 500

/**
 * The leads matching the filters as CSV, streamed page by page. Read with the staff user's own
 * access (overrideAccess: false), so the collection's rules decide, not this function.
 */
export function leadsCsvStream(options: { payload: Payload; user: TypedUser; filters: LeadFilters }): ReadableStream<Uint8Array> {
  const { payload, user, filters } = options
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
      const body = result.docs.map((doc) => csvRow(columns.map(([, value]) => value(doc as unknown as Lead)))).join('')
      if (body) controller.enqueue(encoder.encode(body))
      if (!result.hasNextPage) controller.close()
      page += 1
    },
  })
}
