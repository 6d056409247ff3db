import {
  Forbidden,
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { mayReadLeadsInBulk, staffRoles } from '@/access'
import { staffLanguage } from '@/features/leads/inbox/vocabulary'
import { auditedWhere } from './audited-query'

/**
 * The Leads collection's least-privilege and audit hooks. Imported by payload.config.ts, which the
 * Payload CLI loads outside Next.js: the audit writer (server-only) is loaded when a hook runs.
 */

/** The admin's largest list page: an agent reads leads at most this many at a time. */
export const AGENT_PAGE_LIMIT = 100

/**
 * An agent (a staff member without the bulk permission) lists leads a page at a time: no
 * `limit=0`, no `pagination=false`, no page over AGENT_PAGE_LIMIT. Only reads made with the user's
 * access (REST, the admin, Local API with overrideAccess false) are judged; the server's own reads
 * are not.
 */
export const limitBulkLeadReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  // REST and the admin leave overrideAccess unset (the operation then applies access); the server's
  // own Local API reads set it true.
  if (operation !== 'read' || args.overrideAccess === true) return args
  if (staffRoles(req).length === 0 || mayReadLeadsInBulk(req)) return args
  if ('id' in args && args.id !== undefined) return args
  const { limit, pagination, where } = args as { limit?: number; pagination?: boolean; where?: unknown }
  // Named leads, as Payload loads a relationship's documents (its DataLoader: `id in […]`, no paging).
  const named = (where as { id?: { in?: unknown } } | undefined)?.id?.in
  if (Array.isArray(named) && named.length <= AGENT_PAGE_LIMIT && Object.keys(where as object).length === 1) return args
  if (pagination === false || limit === 0 || (typeof limit === 'number' && limit > AGENT_PAGE_LIMIT)) {
    throw new Forbidden(req.t)
  }
  return args
}

/** Views of one lead by one person within this time are one view (the admin reads a document several times to show it). */
const SAME_VIEW_MS = 60_000
const recentViews = new Map<string, number>()

function seenRecently(key: string, now: number): boolean {
  const last = recentViews.get(key)
  if (recentViews.size > 5_000) {
    for (const [k, at] of recentViews) if (now - at > SAME_VIEW_MS) recentViews.delete(k)
  }
  recentViews.set(key, now)
  return last !== undefined && now - last < SAME_VIEW_MS
}

/**
 * Every read of one lead by a staff member (the admin's document view, REST GET /cms-api/leads/:id,
 * the Local API with the user's access) is an audit entry: who, when, which lead.
 */
export const auditLeadView: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation !== 'findByID' || !result || !req.user || staffRoles(req).length === 0) return result
  if ((args as { overrideAccess?: boolean }).overrideAccess === true) return result
  const leadId = (result as { id?: number | string }).id
  if (leadId === undefined || seenRecently(`${req.user.id}:${leadId}`, Date.now())) return result
  const { recordAuditQuietly } = await import('./record.server')
  await recordAuditQuietly(req.payload, {
    action: 'lead-view',
    actor: req.user,
    lead: leadId,
    summary: `Vio el prospecto ${leadId} / viewed lead ${leadId}`,
    from: req,
  })
  const { checkLeadReadCeiling } = await import('./read-ceiling.server')
  await checkLeadReadCeiling(req.payload, req.user)
  return result
}

/**
 * Every list read of leads by a staff member with their own access: REST `GET /cms-api/leads`, the
 * admin's list view and the intake desk (the Local API with the user), the CSV export's pages, and
 * the admin loading a lead's linked leads. Who, the filter (personal values hashed:
 * ./audited-query.ts), page, limit and the ids returned. GraphQL is off (payload.config.ts). The
 * server's own reads (access overridden) are not staff reads. Then the hourly ceiling
 * (./read-ceiling.server.ts).
 */
export const auditLeadList: CollectionAfterOperationHook = async ({ args, operation, overrideAccess, req, result }) => {
  if (operation !== 'find' || overrideAccess === true || !req.user || staffRoles(req).length === 0) return result
  const {
    docs = [],
    page,
    limit,
    totalDocs,
  } = (result ?? {}) as {
    docs?: Array<{ id?: number | string }>
    page?: number
    limit?: number
    totalDocs?: number
  }
  const ids = docs.map((doc) => doc.id).filter((id): id is number | string => id !== undefined)
  const { where, sort } = args as { where?: unknown; sort?: unknown }
  const { recordAuditQuietly } = await import('./record.server')
  await recordAuditQuietly(req.payload, {
    action: 'lead-list',
    actor: req.user,
    summary: `Listó ${ids.length} de ${totalDocs ?? ids.length} prospectos / listed ${ids.length} of ${totalDocs ?? ids.length} leads`,
    detail: {
      where: auditedWhere(where ?? null, req.payload.secret),
      sort: typeof sort === 'string' || Array.isArray(sort) ? sort : null,
      page: page ?? null,
      limit: limit ?? null,
      total: totalDocs ?? null,
      ids,
    },
    from: req,
  })
  if (ids.length > 0) {
    const { checkLeadReadCeiling } = await import('./read-ceiling.server')
    await checkLeadReadCeiling(req.payload, req.user)
  }
  return result
}

/**
 * An admin deleting leads, one or many (REST, the admin's list and document views, the Local API
 * with the user's access): one entry with who, the ids and the client, written in the delete's own
 * transaction, so a delete that cannot be recorded does not happen. Retention and erasure delete
 * with access overridden and record their own entries.
 */
export const auditLeadDelete: CollectionAfterOperationHook = async ({ operation, overrideAccess, req, result }) => {
  if ((operation !== 'delete' && operation !== 'deleteByID') || overrideAccess === true || !req.user) return result
  const docs =
    operation === 'delete'
      ? ((result as { docs?: Array<{ id?: number | string }> } | undefined)?.docs ?? [])
      : [result as { id?: number | string }]
  const ids = docs.map((doc) => doc?.id).filter((id): id is number | string => id !== undefined)
  if (ids.length === 0) return result
  const { recordAudit } = await import('./record.server')
  await recordAudit(req.payload, {
    action: 'lead-delete',
    actor: req.user,
    lead: ids.length === 1 ? ids[0] : null,
    summary: `Borró ${ids.length} prospecto(s) / deleted ${ids.length} lead(s): ${ids.join(', ')}`.slice(0, 500),
    detail: { ids, bulk: operation === 'delete' },
    from: req,
    req,
  })
  return result
}

const spamWords = {
  es: 'Solo un administrador marca un prospecto como «Posible spam» o lo saca de ahí.',
  en: 'Only an admin marks a lead as "Suspected spam" or takes it out of it.',
}

/**
 * Only admins mark or unmark spam by hand. Suspected spam is out of the queue, unnotified, and
 * the server's own flag (spam.flagged, set on arrival) makes retention delete it: an agent moving a
 * lead into or out of `spam` would hide a family or release a flood. The server's own changes carry
 * no user (the notification worker, retention).
 */
export const guardSpamStatus: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !data || !('status' in data) || !originalDoc) return data
  const from = (originalDoc as { status?: string }).status
  const to = (data as { status?: string }).status
  if (from === to || (from !== 'spam' && to !== 'spam')) return data
  if (!isPerson(req) || staffRoles(req).includes('admin')) return data
  throw new ValidationError(
    { collection: 'leads', errors: [{ path: 'status', message: spamWords[staffLanguage(req.i18n?.language)] }] },
    req.t,
  )
}

function isPerson(req: PayloadRequest): boolean {
  return (req.user as { collection?: string } | null | undefined)?.collection === 'users'
}

/** Every change of a lead's status, by staff or by the server, with the old and new status. */
export const auditLeadStatus: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc || previousDoc.status === doc.status) return doc
  const { recordAudit } = await import('./record.server')
  await recordAudit(req.payload, {
    action: 'lead-status',
    actor: req.user,
    lead: doc.id,
    summary: `${previousDoc.status ?? '—'} → ${doc.status}`,
    detail: { from: previousDoc.status ?? null, to: doc.status },
    req,
  })
  return doc
}
