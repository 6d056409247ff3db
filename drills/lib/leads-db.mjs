/** Reads of the leads table shared by the drills. */
import { openDb } from './env.mjs'

export const LEAD_COLUMNS =
  'id, submission_id, name, phone, consent_at, consent_ip, consent_text, notifications_email, notifications_webhook, spam_flagged, created_at'

export async function readLeads(url, where = '', params = []) {
  const db = await openDb(url)
  try {
    const rows = await db.all(`SELECT ${LEAD_COLUMNS} FROM leads ${where} ORDER BY id`, params)
    return rows.map((r) => ({ ...r, id: String(r.id), spam: Boolean(Number(r.spam_flagged ?? 0) || r.spam_flagged === true) }))
  } finally {
    await db.close()
  }
}

/** The notifications left: leads with a channel still open, and the channel jobs still queued (of them, marked running). */
export async function outboxStats(url) {
  const db = await openDb(url)
  try {
    const open = `('pending', 'sending', 'retrying')`
    const [row] = await db.all(
      `SELECT COUNT(*) AS due FROM leads WHERE notifications_email::text IN ${open} OR notifications_webhook::text IN ${open} OR notifications_push::text IN ${open} OR notifications_confirmation::text IN ${open}`,
    )
    const [jobs] = await db.all(
      `SELECT COUNT(*) AS total, SUM(CASE WHEN processing THEN 1 ELSE 0 END) AS running FROM payload_jobs WHERE task_slug::text LIKE 'notify-%' AND completed_at IS NULL AND NOT has_error`,
    )
    return { due: Number(row.due ?? 0), claimed: Number(jobs.running ?? 0), payloadJobs: Number(jobs.total ?? 0) }
  } finally {
    await db.close()
  }
}

/**
 * A stored lead is whole when it has its consent record (time, IP, and the text when the form had
 * the checkbox) and a notification state (non-spam leads). Returns the problems found.
 */
export function halfStored(leads, { withCheckbox = true } = {}) {
  const problems = []
  for (const l of leads) {
    const missing = []
    if (!l.consent_at) missing.push('consent.at')
    if (!l.consent_ip) missing.push('consent.ip')
    if (withCheckbox && !l.consent_text) missing.push('consent.text')
    if (!l.spam && !l.notifications_email) missing.push('notifications.email')
    if (missing.length) problems.push({ id: l.id, submissionId: l.submission_id, missing })
  }
  return problems
}

/** Compares sink counts per lead id with the leads that should have been notified. */
export function deliveryCheck(leads, countsByLead) {
  const ids = new Set(leads.map((l) => l.id))
  let never = 0
  let twice = 0
  const neverIds = []
  const twiceIds = []
  for (const l of leads) {
    const n = countsByLead.get(l.id) ?? 0
    if (n === 0) {
      never++
      neverIds.push(l.id)
    } else if (n > 1) {
      twice++
      twiceIds.push(`${l.id}×${n}`)
    }
  }
  let stray = 0
  for (const [id, n] of countsByLead) if (!ids.has(id)) stray += n
  return { expected: leads.length, never, twice, stray, neverIds: neverIds.slice(0, 10), twiceIds: twiceIds.slice(0, 10) }
}

/** Waits until `done()` is true or `ms` passed; returns the time it took (or null on timeout). */
export async function waitUntil(done, ms, every = 1000) {
  const t0 = Date.now()
  while (Date.now() - t0 < ms) {
    if (await done()) return Date.now() - t0
    await new Promise((r) => setTimeout(r, every))
  }
  return (await done()) ? Date.now() - t0 : null
}
