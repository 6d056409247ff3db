import { describe, expect, it } from 'vitest'
import { isAbandonedStatement, isSqliteBusy } from './sqlite-busy'

/** An error as Drizzle wraps libsql's: the SQLite code and message are two causes down. */
function wrapped(message: string, code = 'SQLITE_BUSY'): Error {
  const sqlite = Object.assign(new Error(message), { code })
  const libsql = Object.assign(new Error(`${code}: ${message}`, { cause: sqlite }), { code })
  return new Error('Failed query: COMMIT\nparams: [redacted]', { cause: libsql })
}

describe('SQLite busy errors', () => {
  it('finds SQLITE_BUSY however deep Drizzle and libsql wrapped it', () => {
    expect(isSqliteBusy(wrapped('database is locked'))).toBe(true)
    expect(isSqliteBusy(wrapped('cannot commit transaction - SQL statements in progress'))).toBe(true)
    expect(isSqliteBusy(new Error('Failed query: BEGIN IMMEDIATE', { cause: new Error('database is locked') }))).toBe(true)
  })

  it('tells a commit blocked by an abandoned statement from a lock still held', () => {
    expect(isAbandonedStatement(wrapped('cannot commit transaction - SQL statements in progress'))).toBe(true)
    expect(isAbandonedStatement(wrapped('database is locked'))).toBe(false)
  })

  it('leaves other failures alone', () => {
    expect(isSqliteBusy(wrapped('UNIQUE constraint failed: leads.submission_id', 'SQLITE_CONSTRAINT'))).toBe(false)
    expect(isSqliteBusy(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(false)
    expect(isSqliteBusy(undefined)).toBe(false)
    expect(isAbandonedStatement('statements')).toBe(false)
  })
})
