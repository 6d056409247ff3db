import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { staffLanguage } from '@/features/leads/inbox/vocabulary'
import { normalizeSearchWhere } from './search'

/**
 * The lead is evidence. What the visitor sent (or staff typed in from a social-media chat) and the
 * consent record never change after the lead is stored — not through the admin, not through the
 * CMS REST API, not by an admin, not by our own server code. The fields are also closed by field
 * access (`update: false`), which the admin shows as read-only; this guard is the second lock, for
 * callers that override access. Staff work a lead through status, assignee and notes.
 */
export const evidenceFields = [
  'submissionId',
  'channel',
  'name',
  'email',
  'phone',
  'message',
  'situation',
  'married',
  'stay',
  'section',
  'variant',
  'campaignSource',
  'locale',
  'clientSubmittedAt',
  'clientKey',
  'socialMedia',
  'consent',
  'safeContact',
  'searchName',
  'searchPhone',
  'searchEmail',
  'earlierLeads',
  // The server's spam verdict on arrival: what retention deletes by (src/features/retention).
  'spam',
] as const

const messages = {
  evidence: {
    es: 'Lo que el visitante envió y su consentimiento no se pueden cambiar.',
    en: 'What the visitor sent and the consent record cannot be changed.',
  },
  notes: {
    es: 'Las notas guardadas no se pueden cambiar ni borrar: agregue una nota nueva.',
    en: 'Saved notes cannot be changed or removed: add a new note.',
  },
}

/** Empty values of any kind compare equal; dates compare as instants; ids as strings. */
function same(a: unknown, b: unknown): boolean {
  const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0)
  // An unticked box is stored as false or as nothing.
  if (blank(a) || blank(b)) return (blank(a) || a === false) && (blank(b) || b === false)
  if (typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => same(idOf(item), idOf(b[i])))
    const left = a as Record<string, unknown>
    const right = b as Record<string, unknown>
    // Only what the caller sent is compared: a partial group leaves the rest as it was.
    return Object.keys(left).every((key) => same(left[key], right[key]))
  }
  if (typeof a === 'string' && typeof b === 'string' && /^\d{4}-\d\d-\d\dT/.test(a) && /^\d{4}-\d\d-\d\dT/.test(b)) {
    return Date.parse(a) === Date.parse(b)
  }
  return String(idOf(a)) === String(idOf(b))
}

function idOf(value: unknown): unknown {
  return value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
}

function language(req: PayloadRequest): 'es' | 'en' {
  return staffLanguage(req.i18n?.language)
}

type Note = { id?: string | null; text?: string | null; author?: unknown; at?: string | null }

/**
 * Notes are a log: a new note gets its author (the signed-in user) and time from the server,
 * whatever the client sent; a saved note is never edited or removed, by anyone (a correction is a
 * new note). An agent's record of a call is part of the file.
 */
function checkNotes(data: Record<string, unknown>, original: Record<string, unknown> | undefined, req: PayloadRequest) {
  if (!('notes' in data)) return
  const before = (Array.isArray(original?.notes) ? original.notes : []) as Note[]
  const after = (Array.isArray(data.notes) ? data.notes : []) as Note[]
  const byId = new Map(before.map((note) => [String(note.id), note]))
  const kept = new Set<string>()
  const now = new Date().toISOString()
  const authorId = req.user?.collection === 'users' ? req.user.id : null
  for (const note of after) {
    const saved = note.id ? byId.get(String(note.id)) : undefined
    if (!saved) {
      note.author = authorId
      note.at = now
      continue
    }
    kept.add(String(saved.id))
    if ((note.text ?? '') !== (saved.text ?? '')) throw notesError(req)
    note.author = idOf(saved.author) ?? null
    note.at = saved.at ?? null
  }
  if (before.some((note) => !kept.has(String(note.id)))) throw notesError(req)
}

function notesError(req: PayloadRequest): ValidationError {
  return new ValidationError({ collection: 'leads', errors: [{ path: 'notes', message: messages.notes[language(req)] }] }, req.t)
}

const SENT = 'leadEvidenceSent'

/**
 * What the caller sent for the evidence fields, kept before Payload's field access drops the
 * fields a user may not update (so a user's attempt is refused with a message, not ignored).
 */
export const keepSentEvidence: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'update') return args
  const { data, req } = args as { data?: Record<string, unknown>; req?: PayloadRequest }
  if (req && data && typeof data === 'object') {
    req.context[SENT] = Object.fromEntries(evidenceFields.filter((field) => field in data).map((field) => [field, data[field]]))
  }
  return args
}

export const guardEvidence: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation === 'create') {
    // Every lead is created through here (the enquiry endpoints, staff, scripts): the derived fields.
    const { derivedLeadFields } = await import('@/features/leads/inbox/derived-fields.server')
    return {
      ...data,
      ...(await derivedLeadFields(req.payload, data, new Date(), req)),
      notes: (data.notes as Note[] | undefined)?.map((note) => ({
        ...note,
        author: req.user?.collection === 'users' ? req.user.id : null,
        at: new Date().toISOString(),
      })),
    }
  }
  const original = originalDoc as Record<string, unknown> | undefined
  const sent = { ...data, ...((req.context[SENT] as Record<string, unknown> | undefined) ?? {}) }
  const changed = evidenceFields.filter((field) => field in sent && !same(sent[field], original?.[field]))
  if (changed.length > 0) {
    throw new ValidationError(
      { collection: 'leads', errors: changed.map((path) => ({ path, message: messages.evidence[language(req)] })) },
      req.t,
    )
  }
  checkNotes(data, original, req)
  return data
}

/** The list search and any query on the search keys meet the stored keys (./search.ts). */
export const normalizeSearch: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'read' && operation !== 'count') return args
  const withWhere = args as { where?: Parameters<typeof normalizeSearchWhere>[0] }
  if (!withWhere.where) return args
  return { ...args, where: normalizeSearchWhere(withWhere.where) }
}

/**
 * A new lead's notifications and escalation, queued as Payload jobs in the create's own
 * transaction (its `req`): a lead that rolls back queues nothing, a committed one always has its
 * jobs (src/features/leads/notifications/lead-jobs.server.ts).
 */
export const queueNotifications: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const { queueLeadJobs } = await import('@/features/leads/notifications/lead-jobs.server')
  await queueLeadJobs(req, doc)
  return doc
}

/** Its notification and escalation jobs go with a deleted lead (erasure, retention, an admin). */
export const deleteJobs: CollectionAfterDeleteHook = async ({ id, req }) => {
  const { deleteLeadJobs } = await import('@/features/leads/notifications/lead-jobs.server')
  await deleteLeadJobs(req, id)
}

/**
 * A false positive back in the queue: suspected spam moved to `new` by staff is notified then, like
 * any new lead, exactly once. One conditional UPDATE sets its channels pending only while it has
 * never been notified, and only the save that did so queues the jobs, in the same transaction.
 */
export const notifyReturnedSpam: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.status !== 'spam' || doc.status !== 'new') return doc
  const { pendingNotifications } = await import('@/features/leads/notifications/pending.server')
  const { queueLeadJobs } = await import('@/features/leads/notifications/lead-jobs.server')
  const notifications = pendingNotifications(doc)
  const updated = await req.payload.db.updateOne({
    collection: 'leads',
    where: { and: [{ id: { equals: doc.id } }, { status: { equals: 'new' } }, { 'notifications.email': { exists: false } }] },
    data: { notifications },
    options: { atomic: true },
    returning: false,
    req,
  })
  if (updated !== null) await queueLeadJobs(req, { ...doc, notifications })
  return doc
}
