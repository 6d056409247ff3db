import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appendLedger, hashedOptOutPhone, ledgerFile, mergeLedgers, parseLedger, personKeyHash, readLedger } from './ledger.mjs'

const entry = (erasureId: string, erasedAt: string) => ({
  erasureId,
  erasedAt,
  kind: 'phone' as const,
  keyHash: personKeyHash('s3cret', 'phone', '9155557171'),
  leadIds: [4],
  phoneHashes: [],
})

describe('the erasure ledger', () => {
  it('names a person by keyed hashes: the same for the same secret, unlike for another secret or purpose', () => {
    const key = personKeyHash('s3cret', 'phone', '9155557171')
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(personKeyHash('s3cret', 'phone', '9155557171')).toBe(key)
    expect(personKeyHash('other', 'phone', '9155557171')).not.toBe(key)
    expect(personKeyHash('s3cret', 'email', '9155557171')).not.toBe(key)
    const register = hashedOptOutPhone('s3cret', '9155557171')
    expect(register).toMatch(/^erased:[0-9a-f]{64}$/)
    expect(register).not.toContain(key)
    expect(() => personKeyHash('', 'phone', '1')).toThrow(/PAYLOAD_SECRET/)
  })

  it('appends one line per erasure, reads them back, and refuses a damaged line rather than skip a person', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ledger-'))
    try {
      const file = ledgerFile({ ERASURE_LEDGER: path.join(dir, 'sub', 'ledger.jsonl') })
      expect(await readLedger(file)).toEqual([])
      await appendLedger(file, entry('a', '2026-12-01T00:00:00.000Z'))
      await appendLedger(file, entry('b', '2026-12-02T00:00:00.000Z'))
      expect((await readLedger(file)).map((e) => e.erasureId)).toEqual(['a', 'b'])
      expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(2)
      expect(() => parseLedger(`${readFileSync(file, 'utf8')}{"erasureId":"c"}\n`)).toThrow(/line 3/)
      expect(() => parseLedger('not json\n')).toThrow(/line 1/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('merges ledgers: each erasure once, oldest first', () => {
    const merged = mergeLedgers(
      [entry('b', '2026-12-02'), entry('a', '2026-12-01')],
      [entry('a', '2026-12-01'), entry('c', '2026-12-03')],
    )
    expect(merged.map((e) => e.erasureId)).toEqual(['a', 'b', 'c'])
  })
})
