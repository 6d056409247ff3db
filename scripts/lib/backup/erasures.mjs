import {
  appendLedger,
  hashedOptOutPhone,
  HASHED_OPT_OUT_PREFIX,
  mergeLedgers,
  personKeyHash,
  readLedger,
} from '../../../src/features/erasure/ledger.mjs'
import { waitForNoOpenSnapshot } from '../../../src/features/erasure/open-snapshots.mjs'

/**
 * A restore's second half: the people erased since the backup was made are erased again, from the
 * ledger (src/features/erasure/ledger.mjs) the site keeps outside its database, merged with the
 * copy each backup carries. Below Payload, in SQL (the site is stopped; the restored schema may be
 * older than the code), as the site's erasure does it (erase.server.ts):
 *
 * - a lead goes when its phone or e-mail (whichever the erasure was by) hashes to the entry's key
 *   and it is one of the entry's leads or is older than the erasure: a person who wrote again
 *   after being erased keeps that new lead, and a lead id reused since is not mistaken for theirs;
 * - its notification jobs go with each lead;
 * - call clicks from those leads' addresses, made before the erasure, go with them;
 * - the person's numbers in the texting opt-out register become keyed hashes, without notes;
 *
 * then the deleted rows leave the files (VACUUM FULL of those tables), as after an erasure
 * (src/features/erasure/wipe.server.ts).
 */
const TABLES = ['leads', 'leads_notes', 'leads_rels', 'call_clicks', 'texting_opt_outs', 'payload_jobs', 'payload_jobs_log']

/** @param {string} url */
async function connect(url) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return {
    /** @param {number} n */
    param: (n) => `$${n}`,
    /** @param {string} text @param {unknown[]} [args] */
    all: async (text, args = []) => (await client.query(text, args)).rows,
    /** @param {string} text @param {unknown[]} [args] */
    run: async (text, args = []) => void (await client.query(text, args)),
    // The site is stopped: each table written anew (wipe.server.ts says why FULL), once no open
    // snapshot could keep a deleted row (open-snapshots.mjs).
    wipe: async () => {
      await waitForNoOpenSnapshot((text) => client.query(text), 30_000)
      await client.query(`VACUUM FULL ${TABLES.map((t) => `"${t}"`).join(', ')}`)
    },
    close: () => client.end(),
  }
}

/** @param {unknown} value */
const iso = (value) => (value instanceof Date ? value.toISOString() : String(value ?? ''))

/**
 * Re-applies `entries` to the restored database at `url`. Returns what it removed.
 * @param {string} url
 * @param {import('../../../src/features/erasure/ledger.d.mts').LedgerEntry[]} entries
 * @param {string} secret the site's PAYLOAD_SECRET (the hashes are keyed with it)
 */
export async function reapplyErasures(url, entries, secret) {
  const result = { leads: 0, callClicks: 0, optOuts: 0 }
  if (entries.length === 0) return result
  const db = await connect(url)
  try {
    const leads = await db.all('select id, search_phone, search_email, consent_ip, created_at from leads')
    const erased = new Set()
    /** @type {Array<{ ip: string, before: string }>} */
    const addresses = []
    for (const lead of leads) {
      const hashes = {
        phone: lead.search_phone ? personKeyHash(secret, 'phone', String(lead.search_phone)) : null,
        email: lead.search_email ? personKeyHash(secret, 'email', String(lead.search_email)) : null,
      }
      const entry = entries.find(
        (e) => hashes[e.kind] === e.keyHash && (e.leadIds.includes(Number(lead.id)) || iso(lead.created_at) <= e.erasedAt),
      )
      if (!entry) continue
      erased.add(Number(lead.id))
      if (lead.consent_ip) addresses.push({ ip: String(lead.consent_ip), before: entry.erasedAt })
    }
    if (addresses.length > 0) {
      const ips = [...new Set(addresses.map((a) => a.ip))]
      const clicks = await db.all(
        `select id, ip, created_at from call_clicks where ip in (${ips.map((_, i) => db.param(i + 1)).join(', ')})`,
        ips,
      )
      const gone = clicks.filter((click) => addresses.some((a) => a.ip === click.ip && iso(click.created_at) <= a.before))
      for (const click of gone) await db.run(`delete from call_clicks where id = ${db.param(1)}`, [click.id])
      result.callClicks = gone.length
    }
    for (const id of erased) {
      await db.run(`delete from leads where id = ${db.param(1)}`, [id])
      // Its jobs, as the Leads afterDelete hook deletes them (src/features/leads/notifications/lead-jobs.server.ts).
      await db.run(`delete from payload_jobs where queue = 'leads' and input->>'leadId' = ${db.param(1)}`, [String(id)])
    }
    result.leads = erased.size

    const phoneHashes = new Set(entries.flatMap((e) => (e.kind === 'phone' ? [e.keyHash, ...e.phoneHashes] : e.phoneHashes)))
    const register = await db.all('select id, phone from texting_opt_outs')
    const present = new Set(register.map((entry) => String(entry.phone)))
    for (const entry of register) {
      const phone = String(entry.phone)
      if (phone.startsWith(HASHED_OPT_OUT_PREFIX) || !phoneHashes.has(personKeyHash(secret, 'phone', phone))) continue
      const hashed = hashedOptOutPhone(secret, phone)
      if (present.has(hashed)) await db.run(`delete from texting_opt_outs where id = ${db.param(1)}`, [entry.id])
      else
        await db.run(`update texting_opt_outs set phone = ${db.param(1)}, note = null where id = ${db.param(2)}`, [
          hashed,
          entry.id,
        ])
      present.add(hashed)
      result.optOuts += 1
    }
    if (result.leads + result.callClicks + result.optOuts > 0) await db.wipe()
    return result
  } finally {
    await db.close()
  }
}

/**
 * The ledger to re-apply: the site's file and the backup's copy, merged; what the file lacked is
 * added to it, so the next restore knows it too.
 * @param {string} file
 * @param {import('../../../src/features/erasure/ledger.d.mts').LedgerEntry[]} fromBackup
 */
export async function mergedLedger(file, fromBackup) {
  const live = await readLedger(file)
  const known = new Set(live.map((entry) => entry.erasureId))
  const missing = fromBackup.filter((entry) => !known.has(entry.erasureId))
  for (const entry of missing) await appendLedger(file, entry)
  return mergeLedgers(live, missing)
}
