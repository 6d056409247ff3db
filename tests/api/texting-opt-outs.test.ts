import { describe, expect, it } from 'vitest'
import { BASE_URL } from '../fixtures/base-url'

/**
 * The texting opt-out webhook on the built site (POST /api/texting-opt-outs, through our own HTTP
 * front): scripts/test.mjs sets TEXTING_OPT_OUT_SECRET. A wrong secret and every malformed body get
 * a 4xx that says why, never a 5xx; the same number twice is one entry. The route without the
 * secret (404) is covered in tests/int/texting-opt-outs.test.ts.
 */
const SECRET = process.env.TEXTING_OPT_OUT_SECRET
const URL_ = `${BASE_URL}/api/texting-opt-outs`

function post(body: BodyInit | null, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}`, ...headers },
    ...(body === null ? {} : { body }),
  })
}

/** A number of this run's own, so a re-run on the same database still sees a first recording. */
function freshNumber(): string {
  return `202${String(Date.now() % 10_000_000).padStart(7, '0')}`
}

describe.skipIf(!SECRET)('POST /api/texting-opt-outs', () => {
  it('refuses a missing or wrong secret with 401', async () => {
    const body = JSON.stringify({ phone: freshNumber() })
    for (const authorization of ['', 'Bearer ', `Bearer ${SECRET}x`, `Basic ${SECRET}`, SECRET!]) {
      const response = await post(body, { authorization })
      expect(response.status, authorization).toBe(401)
      expect(((await response.json()) as { message: string }).message).toMatch(/Bearer/)
    }
  })

  it('answers every malformed body with a 4xx and a message, never a 5xx', async () => {
    const cases: Array<[string | null, Record<string, string>]> = [
      [null, {}],
      ['', {}],
      ['{', {}],
      ['null', {}],
      ['"9155550142"', {}],
      ['[{"phone":"9155550142"}]', {}],
      [JSON.stringify({ phone: '' }), {}],
      [JSON.stringify({ phone: 'STOP' }), {}],
      [JSON.stringify({ phone: '1'.repeat(200) }), {}],
      [JSON.stringify({ phone: { $gt: '' } }), {}],
      [JSON.stringify({ phone: '9155550142', note: 'x'.repeat(5000) }), {}],
      ['phone=9155550142', { 'content-type': 'application/x-www-form-urlencoded' }],
      [JSON.stringify({ phone: '9155550142' }), { 'content-type': 'text/plain' }],
      ['x'.repeat(70 * 1024), {}],
    ]
    for (const [body, headers] of cases) {
      const response = await post(body, headers)
      const label = `${headers['content-type'] ?? 'json'} ${(body ?? '(no body)').slice(0, 40)}`
      expect(response.status, label).toBeGreaterThanOrEqual(400)
      expect(response.status, label).toBeLessThan(500)
      const answer = (await response.json()) as { message?: string }
      expect(answer.message, label).toBeTruthy()
    }
  })

  it('adds a number once: the same number again, written differently, answers 200 with the first entry', async () => {
    const number = freshNumber()
    const first = await post(
      JSON.stringify({ phone: `+1 (${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}`, note: 'STOP' }),
    )
    expect(first.status).toBe(201)
    const created = (await first.json()) as { recorded: boolean; phone: string; recordedAt: string }
    expect(created).toMatchObject({ recorded: true, phone: number })
    const [again, third] = await Promise.all([
      post(JSON.stringify({ phone: number })),
      post(JSON.stringify({ phone: `1${number}` })),
    ])
    for (const response of [again, third]) {
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ recorded: false, phone: number, recordedAt: created.recordedAt })
    }
  })

  it('takes no other method', async () => {
    expect((await fetch(URL_)).status).toBe(405)
  })
})
