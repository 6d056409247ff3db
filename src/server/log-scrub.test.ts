import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { hashAddress, scrubbingLoggerOptions, scrubText } from './log-scrub'

/** The shape of drizzle-orm's DrizzleQueryError (errors.js), which Payload's adapters throw. */
class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause?: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params}`)
    this.cause = cause
  }
}

/** node-postgres's error for a unique violation, with the row's value in `detail`. */
function pgUniqueViolation(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint "leads_submission_id_idx"'), {
    code: '23505',
    detail: 'Key (submission_id)=(sub-María-9155550123) already exists.',
    table: 'leads',
  })
}

function capture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  const logger = pino({ level: 'info', ...scrubbingLoggerOptions() }, stream)
  return { logger, text: () => lines.join('') }
}

const NAME = 'María Pérez Núñez'
const PHONE = '9155550123'

describe('log scrub', () => {
  it('takes the values out of a failed statement, its cause and its stack, and keeps the SQL', () => {
    const { logger, text } = capture()
    const error = new DrizzleQueryError(
      'insert into "leads" ("name", "phone", "message") values (?, ?, ?)',
      [NAME, PHONE, 'Mi esposo me golpea'],
      pgUniqueViolation(),
    )
    logger.error({ err: error, event: 'lead.failed' }, 'lead post failed')
    logger.error(error)
    logger.error({ msg: error.message })
    logger.warn(`raw: ${error.message}`)
    // PostgreSQL's own error, as node-postgres throws it, with the row's value in `detail`.
    logger.error({ err: pgUniqueViolation() }, 'insert failed')
    const out = text()
    for (const secret of [NAME, PHONE, 'golpea', 'sub-María']) expect(out).not.toContain(secret)
    expect(out).toContain('insert into \\"leads\\"')
    expect(out).toContain('params: [redacted]')
    expect(out).toContain('Key (submission_id)=([redacted]) already exists')
    expect(out).toContain('"event":"lead.failed"')
  })

  it('hashes client addresses, the same address the same way', () => {
    const { logger, text } = capture()
    logger.warn({ event: 'staff.login.throttled', ip: '203.0.113.9' }, 'throttled')
    logger.info({ event: 'x', clientIp: '2001:db8::1', detail: '2001:db8:1:2::/64', note: 'words around 198.51.100.1 stay' })
    const out = text()
    expect(out).not.toContain('"203.0.113.9"')
    expect(out).not.toContain('2001:db8::1')
    expect(out).not.toContain('2001:db8:1:2::/64')
    expect(out).toContain(hashAddress('203.0.113.9'))
    expect(hashAddress('203.0.113.9')).toBe(hashAddress('203.0.113.9'))
    expect(hashAddress('203.0.113.9')).not.toBe(hashAddress('203.0.113.10'))
  })

  it('scrubs the value echoes of the database drivers', () => {
    expect(scrubText('invalid input syntax for type integer: "9155550123"')).toBe(
      'invalid input syntax for type integer: "[redacted]"',
    )
    expect(scrubText('new row violates check constraint\nFailing row contains (1, María, 915).')).toBe(
      'new row violates check constraint\nFailing row contains ([redacted]).',
    )
    expect(scrubText('canceling statement due to lock timeout')).toBe('canceling statement due to lock timeout')
  })
})
