import { describe, expect, it } from 'vitest'
import { parseWrk, throughputMarkdown, type WrkFigures } from '../../scripts/lib/throughput.mjs'

/** The benchmark's reading of wrk and its budgets (scripts/lib/throughput.mjs), on wrk's own text. */
const WRK_OUTPUT = `Running 10s test @ http://127.0.0.1:8080/
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.97ms    1.20ms  16.63ms   80.00%
    Req/Sec     8.30k   500.00     9.00k    70.00%
  Latency Distribution
     50%  850.00us
     75%    2.50ms
     90%    3.00ms
     99%    1.20s
  165200 requests in 10.00s, 7.00GB read
  Socket errors: connect 0, read 2, write 0, timeout 12
  Non-2xx or 3xx responses: 3
Requests/sec:  16520.40
Transfer/sec:    700.00MB
`

describe('wrk figures', () => {
  it('reads requests/s, p50 and p99 in ms, errors', () => {
    expect(parseWrk(WRK_OUTPUT)).toEqual({ rps: 16520, p50: 0.85, p99: 1200, requests: 165200, non2xx: 3, socketErrors: 14 })
  })

  it('judges the budget: cache ≥ 50% of the limit; one instance has none', () => {
    const figures = (rps: number): WrkFigures => ({ rps, p50: 1, p99: 2, requests: rps * 10, non2xx: 0, socketErrors: 0 })
    const row = (name: string, direct: number, cache: number, limit: number) => ({
      name,
      path: '/',
      bytesGzip: 2048,
      gzip: true,
      direct: figures(direct),
      cache: figures(cache),
      limit: figures(limit),
      cacheShareOfLimit: cache / limit,
      cacheBudgetPass: cache / limit >= 0.5,
    })
    const text = throughputMarkdown({
      seconds: 10,
      connections: 50,
      rows: [row('home', 300, 400, 1000), row('json', 10, 600, 1000)],
    })
    expect(text).toContain('| 40% | cache ≥ 50%: FAIL |')
    expect(text).not.toContain('instance ≥')
    expect(text).toContain('| 60% | cache ≥ 50%: pass |')
  })
})
