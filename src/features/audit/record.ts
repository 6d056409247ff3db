import type { Payload, PayloadRequest } from 'payload'
import { hashAddress } from '@/server/log-scrub'
import { clientIp, clientKey } from '@/server/client-address'
import type { AuditAction } from './actions'

/**
 * The audit writer. No server-only import: the Users collection's hooks record account events
 * with it, and Payload's CLI (the seed) loads and runs those too. Server code imports it through
 * ./record.server.ts, which adds the quiet variant.
 */
type Actor = { id?: number | string; name?: string | null; email?: string | null; collection?: string } | null | undefined

export type AuditEntry = {
  action: AuditAction
  /** The staff member (req.user), or nobody for the server's own work (retention, the ceiling). */
  actor?: Actor
  lead?: number | string | null
  /** The staff account the event is about (sign-in and account events), when not the actor alone. */
  subject?: number | string | null
  /** The request it came from: its client address is kept as a keyed hash (as in the logs). */
  from?: { headers: Headers } | null
  summary: string
  detail?: Record<string, unknown>
  /** The request whose transaction the entry joins (a status change is recorded with the change). */
  req?: Partial<PayloadRequest>
}

function actorOf(actor: Actor): { actor: number | null; actorName: string } {
  if (!actor || actor.collection !== 'users' || actor.id === undefined) return { actor: null, actorName: 'sistema / system' }
  const id = Number(actor.id)
  return { actor: Number.isFinite(id) ? id : null, actorName: actor.email ?? actor.name ?? String(actor.id) }
}

/** The keyed hash of a request's client (its IPv4, or IPv6 /64), or null without a known address. */
export function hashedClient(from: { headers: Headers } | null | undefined): string | null {
  const key = from ? clientKey(clientIp(from as Request)) : null
  return key ? hashAddress(key) : null
}

/**
 * Appends one entry to the audit log. Throws when it cannot be written: an export or an erasure
 * that cannot be recorded does not happen (callers record before they act).
 */
export async function recordAudit(payload: Payload, entry: AuditEntry): Promise<void> {
  const lead = entry.lead === null || entry.lead === undefined ? null : Number(entry.lead)
  const subject = entry.subject === null || entry.subject === undefined ? null : Number(entry.subject)
  await payload.create({
    collection: 'audit-log',
    data: {
      action: entry.action,
      ...actorOf(entry.actor),
      lead: Number.isFinite(lead) ? lead : null,
      subject: Number.isFinite(subject) ? subject : null,
      client: hashedClient(entry.from),
      summary: entry.summary.slice(0, 500),
      detail: entry.detail ?? null,
    },
    overrideAccess: true,
    depth: 0,
    ...(entry.req ? { req: entry.req } : {}),
  })
}
