import {
  Forbidden,
  type CollectionAfterChangeHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
} from 'payload'
import { mayReadLeadsInBulk, staffRoles } from '@/access'

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
  })
  return result
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
