/**
 * The erasure ledger, and the keyed hashes that let it, the audit log and the texting opt-out
 * register name an erased person without holding their phone or e-mail. Plain JavaScript: the
 * site (erase.server.ts, the register) and `npm run restore` (scripts/lib/backup/erasures.mjs,
 * plain Node) share it, so both compute the same hashes.
 *
 * The ledger is a file of one JSON line per erasure (when, by phone or e-mail, the keyed hash of
 * the key, the lead ids, the keyed hashes of those leads' phones), kept outside the database
 * (ERASURE_LEDGER, default data/erasure-ledger.jsonl) and copied into every backup: restoring an
 * older database erases again everyone erased since (scripts/restore.mjs). Nothing in it is
 * readable without PAYLOAD_SECRET, and even then only by hashing a number one already has.
 */
import { createHmac } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { appendFile, open, readFile } from 'node:fs/promises'
import path from 'node:path'

/** Env variable naming the ledger file. */
export const ERASURE_LEDGER_ENV = 'ERASURE_LEDGER'

/** The prefix of a register entry kept as a keyed hash (its number erased). */
export const HASHED_OPT_OUT_PREFIX = 'erased:'

/**
 * A key for one purpose, derived from the server secret: a hash made for the ledger cannot be
 * compared with one made for the register, and neither is the secret itself.
 * @param {string} secret
 * @param {'erasure-key' | 'texting-opt-out-register'} purpose
 */
function derivedKey(secret, purpose) {
  if (!secret) throw new Error('PAYLOAD_SECRET is not set: erased people are named by a hash keyed with it')
  return createHmac('sha256', secret).update(`salazar-site/${purpose}`).digest()
}

/**
 * The keyed hash of a phone or e-mail in its search form (search-keys.ts: a lead's searchPhone or
 * searchEmail): what the audit entry and the ledger name a person by.
 * @param {string} secret
 * @param {'phone' | 'email'} kind
 * @param {string} key
 */
export function personKeyHash(secret, kind, key) {
  return createHmac('sha256', derivedKey(secret, 'erasure-key')).update(`${kind}:${key}`).digest('hex').slice(0, 32)
}

/**
 * What the texting opt-out register keeps of an erased number (register form, optOutPhone):
 * enough to keep refusing texts to it, nothing to read it back by.
 * @param {string} secret
 * @param {string} phone
 */
export function hashedOptOutPhone(secret, phone) {
  return HASHED_OPT_OUT_PREFIX + createHmac('sha256', derivedKey(secret, 'texting-opt-out-register')).update(phone).digest('hex')
}

/**
 * The site's PAYLOAD_SECRET: the variable, else the one `npm start` made for this installation
 * (data/payload-secret, scripts/start.mjs). Null when there is neither.
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [cwd]
 */
export function serverSecret(env = process.env, cwd = process.cwd()) {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  const file = path.resolve(/*turbopackIgnore: true*/ cwd, 'data', 'payload-secret')
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || null : null
}

/** @param {Record<string, string | undefined>} [env] @param {string} [cwd] */
export function ledgerFile(env = process.env, cwd = process.cwd()) {
  return path.resolve(/*turbopackIgnore: true*/ cwd, env[ERASURE_LEDGER_ENV]?.trim() || path.join('data', 'erasure-ledger.jsonl'))
}

/**
 * Adds one erasure to the ledger, on disk (fsync) before it returns.
 * @param {string} file
 * @param {import('./ledger.d.mts').LedgerEntry} entry
 */
export async function appendLedger(file, entry) {
  if (!existsSync(path.dirname(file))) mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  await appendFile(file, `${JSON.stringify(entry)}\n`, { mode: 0o600 })
  const handle = await open(file, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * @param {unknown} value
 * @returns {value is import('./ledger.d.mts').LedgerEntry}
 */
function isEntry(value) {
  const entry = /** @type {Record<string, unknown>} */ (value)
  return (
    Boolean(entry) &&
    typeof entry.erasureId === 'string' &&
    (entry.kind === 'phone' || entry.kind === 'email') &&
    typeof entry.keyHash === 'string' &&
    Array.isArray(entry.leadIds) &&
    Array.isArray(entry.phoneHashes)
  )
}

/**
 * The entries of a ledger text (a file's, or a backup's copy). A line that is not an entry is an
 * error, not skipped: a person silently left out would come back.
 * @param {string} text
 */
export function parseLedger(text) {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line, index) => {
      let entry
      try {
        entry = JSON.parse(line)
      } catch {
        entry = null
      }
      if (!isEntry(entry)) throw new Error(`erasure ledger: line ${index + 1} is not an erasure entry`)
      return entry
    })
}

/** @param {string} file */
export async function readLedger(file) {
  if (!existsSync(file)) return []
  return parseLedger(await readFile(file, 'utf8'))
}

/**
 * Every erasure of these ledgers once, oldest first.
 * @param {Array<import('./ledger.d.mts').LedgerEntry[]>} ledgers
 */
export function mergeLedgers(...ledgers) {
  const byId = new Map()
  for (const entry of ledgers.flat()) if (!byId.has(entry.erasureId)) byId.set(entry.erasureId, entry)
  return [...byId.values()].sort((a, b) => String(a.erasedAt).localeCompare(String(b.erasedAt)))
}
