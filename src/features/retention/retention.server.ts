import 'server-only'
import type { Payload, Where } from 'payload'
import { recordAudit } from '@/features/audit/record.server'

/**
 * The retention periods of site settings (`retention`), applied: suspected spam deleted after
 * `spamDays` (flagged by the server on arrival and still `spam`), call clicks' client address and browser cleared after `callClickAddressDays`, every
 * lead deleted after `leadYears` (off until the firm sets it). Run by the notification worker's
 * worker (src/features/leads/notifications/worker.server.ts) at most once an hour per instance; each pass
 * that changed something leaves one audit entry with its counts. Idempotent: two instances running
 * it at once delete the same rows once.
 */
const DAY_MS = 24 * 60 * 60_000
/** Rows handled per kind and pass: a long backlog (periods set for the first time) goes over several passes. */
const BATCH = 500

export type RetentionSettings = { spamDays: number | null; callClickAddressDays: number | null; leadYears: number | null }
export type RetentionResult = { spamDeleted: number; leadsDeleted: number; callClicksCleared: number }

function days(value: unknown): number | null {
  const n = Number(value)
  return value !== null && value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : null
}

export async function retentionSettings(payload: Payload): Promise<RetentionSettings> {
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })) as {
    retention?: { spamDays?: unknown; callClickAddressDays?: unknown; leadYears?: unknown } | null
  }
  const r = settings.retention ?? {}
  return { spamDays: days(r.spamDays), callClickAddressDays: days(r.callClickAddressDays), leadYears: days(r.leadYears) }
}

async function deleteLeads(payload: Payload, where: Where): Promise<number> {
  const found = await payload.find({
    collection: 'leads',
    where,
    limit: BATCH,
    depth: 0,
    overrideAccess: true,
    select: { createdAt: true },
    sort: 'createdAt',
  })
  if (found.docs.length === 0) return 0
  const ids = found.docs.map((doc) => doc.id)
  const deleted = await payload.delete({ collection: 'leads', where: { id: { in: ids } }, overrideAccess: true, depth: 0 })
  return deleted.docs.length
}

export async function applyRetention(payload: Payload, now = Date.now()): Promise<RetentionResult> {
  const periods = await retentionSettings(payload)
  const before = (ms: number) => new Date(now - ms).toISOString()
  const result: RetentionResult = { spamDeleted: 0, leadsDeleted: 0, callClicksCleared: 0 }
  if (periods.spamDays) {
    result.spamDeleted = await deleteLeads(payload, {
      // Only what the server flagged on arrival (spam.flagged, never changed afterwards) and nobody
      // released: a status set by hand never deletes a lead (issue 47).
      and: [
        { 'spam.flagged': { equals: true } },
        { status: { equals: 'spam' } },
        { createdAt: { less_than: before(periods.spamDays * DAY_MS) } },
      ],
    })
  }
  if (periods.leadYears) {
    result.leadsDeleted = await deleteLeads(payload, { createdAt: { less_than: before(periods.leadYears * 365.25 * DAY_MS) } })
  }
  if (periods.callClickAddressDays) {
    const old = await payload.find({
      collection: 'call-clicks',
      where: {
        and: [
          { createdAt: { less_than: before(periods.callClickAddressDays * DAY_MS) } },
          { or: [{ ip: { exists: true } }, { userAgent: { exists: true } }] },
        ],
      },
      limit: BATCH,
      depth: 0,
      overrideAccess: true,
      select: { createdAt: true },
    })
    if (old.docs.length > 0) {
      const cleared = await payload.update({
        collection: 'call-clicks',
        where: { id: { in: old.docs.map((doc) => doc.id) } },
        data: { ip: null, userAgent: null },
        overrideAccess: true,
        depth: 0,
      })
      result.callClicksCleared = cleared.docs.length
    }
  }
  if (result.spamDeleted + result.leadsDeleted + result.callClicksCleared > 0) {
    await recordAudit(payload, {
      action: 'retention',
      summary: `Plazos aplicados / retention applied: ${result.spamDeleted} spam, ${result.leadsDeleted} prospectos/leads, ${result.callClicksCleared} clics/clicks`,
      detail: { ...result, periods },
    })
  }
  return result
}
