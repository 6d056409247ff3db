import { createHmac } from 'node:crypto'
import { isIP } from 'node:net'
import pino, { type LoggerOptions } from 'pino'

/**
 * What every log line goes through, ours (src/server/logger.ts) and Payload's (payload.config.ts
 * `logger`): no value a visitor typed, no client address in the clear.
 *
 * - A failed database statement carries its values: Drizzle's message is `Failed query: … params:
 *   name,phone,message`, its error object has a `params` array, and PostgreSQL's own error has a
 *   `detail` such as `Key (phone)=(9155550123) already exists` or `Failing row contains (…)`. The SQL
 *   text itself (placeholders only) stays: it is what tells a developer which statement failed.
 * - Client addresses (a field whose whole value is an IP address or a client's IPv6 /64) are written
 *   as a keyed hash: the
 *   same visitor gives the same hash in every line, so a flood can still be followed, but the log
 *   does not say who it was.
 * Pure apart from the hash key (PAYLOAD_SECRET), so it is unit-tested on real error shapes.
 */

export const REDACTED = '[redacted]'

const VALUE_PATTERNS: Array<[RegExp, string]> = [
  // Drizzle: "Failed query: insert … \nparams: a,b,c" (to the end of the line).
  [/(\bparams:)[^\n]*/gi, `$1 ${REDACTED}`],
  // PostgreSQL details: "Key (phone)=(915…) already exists", "Failing row contains (…)".
  [/(\bKey \([^)]*\)=\()[^\n]*?(\)(?: already exists| is not present| conflicts)?)/g, `$1${REDACTED}$2`],
  [/(\bFailing row contains \()[^\n]*(\))/g, `$1${REDACTED}$2`],
  // PostgreSQL echoes a bad value: 'invalid input syntax for type integer: "abc"'.
  [/(invalid input (?:syntax|value) for [^:\n]*: )"[^"\n]*"/gi, `$1"${REDACTED}"`],
]

export function scrubText(text: string): string {
  let out = text
  for (const [pattern, replacement] of VALUE_PATTERNS) out = out.replace(pattern, replacement)
  return out
}

/** Fields that hold statement values whole (Drizzle's DrizzleQueryError.params, pg's parameters). */
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'bindings', 'args'])
function hashKey(): string {
  return process.env.PAYLOAD_SECRET || 'log-address-hash'
}

/** A keyed hash of a client address: stable within a deployment, not reversible by trying every IPv4. */
export function hashAddress(ip: string): string {
  return `ip:${createHmac('sha256', hashKey()).update(ip).digest('hex').slice(0, 16)}`
}

/** An IPv4 or IPv6 address, or the IPv6 /64 a client is counted in (clientKey), in any field. */
function isAddress(value: string): boolean {
  if (value.length > 64) return false
  return isIP(value.replace(/^\[|\]$/g, '')) !== 0 || /^[0-9a-f:]+::\/64$/i.test(value)
}

const MAX_DEPTH = 8

/** A copy of a log object with values and addresses taken out (errors included, causes too). */
export function scrubValue(value: unknown, key = '', depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') {
    if (isAddress(value)) return hashAddress(value)
    return scrubText(value)
  }
  if (value === null || typeof value !== 'object') return value
  if (VALUE_FIELDS.has(key)) return REDACTED
  if (seen.has(value) || depth > MAX_DEPTH) return '[…]'
  seen.add(value)
  if (value instanceof Error) return scrubValue(pino.stdSerializers.err(value), key, depth + 1, seen)
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, '', depth + 1, seen))
  const out: Record<string, unknown> = {}
  for (const [name, item] of Object.entries(value)) out[name] = scrubValue(item, name, depth + 1, seen)
  return out
}

/** An error as pino writes it (type, message, stack, its own fields, the cause chain), scrubbed. */
export function scrubbedError(error: unknown): unknown {
  if (error !== null && typeof error === 'object') return scrubValue(error, 'err')
  return scrubValue(String(error), 'err')
}

/**
 * pino options that apply the scrub to every line: the object (and `err`) through the formatter,
 * a message string through the logMethod hook (Payload logs some errors as `{ msg: err.message }`).
 */
export function scrubbingLoggerOptions(): Pick<LoggerOptions, 'formatters' | 'hooks' | 'serializers'> {
  return {
    serializers: { err: scrubbedError, error: scrubbedError },
    formatters: { log: (object) => scrubValue(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[]
        // pino takes the message of a lone Error from the error itself, past the formatter.
        if (first instanceof Error && rest.length === 0) {
          return method.apply(this, [{ err: first }, scrubText(first.message)] as unknown as typeof args)
        }
        const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as typeof args
        return method.apply(this, scrubbed)
      },
    },
  }
}
