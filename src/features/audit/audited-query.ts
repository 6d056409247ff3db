/**
 * A lead list's filter as the audit log keeps it: the shape whole (fields, operators, and/or), the
 * values of the desk's working fields as they were (status, section, dates…), and every other
 * value (a name, phone or e-mail typed in the search box, a consent address) as a keyed hash. The
 * log never holds a lead's words (src/collections/AuditLog), yet an investigation can still ask
 * "did this person search for that phone?" by hashing the phone the same way. Pure: the key is
 * passed in.
 */
import { createHmac } from 'node:crypto'

/** Fields whose values say nothing about a person: kept as they were. */
const PLAIN_FIELDS = new Set([
  'id',
  'status',
  'assignee',
  'section',
  'situation',
  'channel',
  'locale',
  'campaignSource',
  'createdAt',
  'updatedAt',
  'variant',
])
const PLAIN_GROUPS = ['firstContact.', 'notifications.', 'spam.']

const MAX_DEPTH = 12

function isPlainPath(path: string): boolean {
  return PLAIN_FIELDS.has(path) || PLAIN_GROUPS.some((group) => path.startsWith(group))
}

export function hashedValue(value: unknown, key: string): string {
  return `h:${createHmac('sha256', key).update(String(value)).digest('hex').slice(0, 16)}`
}

function hashAll(value: unknown, key: string): unknown {
  if (Array.isArray(value)) return value.map((item) => hashAll(item, key))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, hashAll(item, key)]))
  }
  // A comma-separated `in` list from a query string is several values.
  if (typeof value === 'string' && value.includes(',')) return value.split(',').map((item) => hashedValue(item.trim(), key))
  return value === null || value === undefined || typeof value === 'boolean' ? value : hashedValue(value, key)
}

export function auditedWhere(where: unknown, key: string, depth = 0): unknown {
  if (where === null || typeof where !== 'object' || depth > MAX_DEPTH) return where === undefined ? null : '[…]'
  if (Array.isArray(where)) return where.map((item) => auditedWhere(item, key, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [name, condition] of Object.entries(where)) {
    // `and[0][status][equals]=new` from a query string is an object with numbered keys.
    if (name === 'and' || name === 'or' || /^\d+$/.test(name)) out[name] = auditedWhere(condition, key, depth + 1)
    else out[name] = isPlainPath(name) ? condition : hashAll(condition, key)
  }
  return out
}
