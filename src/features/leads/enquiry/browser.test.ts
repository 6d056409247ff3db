import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createSubmissionIds,
  fetchCampaignSource,
  fetchCsrfToken,
  fingerprintOf,
  newSubmissionId,
  postEnquiry,
  within,
  withCampaignSource,
} from './components/browser'

type Call = { url: string; init?: RequestInit }

function fakeFetch(...answers: Array<Response | Error>) {
  const calls: Call[] = []
  const impl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: url instanceof Request ? url.url : url.toString(), init })
    const next = answers.shift()
    if (!next) throw new Error('unexpected call')
    if (next instanceof Error) throw next
    return next
  })
  return { impl: impl as unknown as typeof fetch, calls }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => vi.restoreAllMocks())

type Endpoint = Parameters<typeof postEnquiry>[0]

/** What useEnquiryRuntime does on submit: a token, then the post with it ('token' when none came). */
async function submitWithToken(endpoint: Endpoint, fields: Record<string, string>, impl: typeof fetch) {
  const { token, reached } = await fetchCsrfToken(impl)
  if (token === null) return { kind: reached ? 'token' : 'unreachable' }
  return postEnquiry(endpoint, { ...fields, _token: token }, impl)
}

describe('submitWithToken (spec §4 steps 4-7)', () => {
  it('fetches a token, then posts multipart with it', async () => {
    const { impl, calls } = fakeFetch(json({ token: 'T1' }), json({ status: 'success' }))
    const outcome = await submitWithToken('/api/prospecto/agregar', { nombre: 'Ana', phone: '9155550142' }, impl)
    expect(outcome).toEqual({ kind: 'success' })
    expect(calls.map((c) => c.url)).toEqual(['/csrf-token', '/api/prospecto/agregar'])
    const body = calls[1]!.init!.body as FormData
    expect(body).toBeInstanceOf(FormData)
    expect(body.get('_token')).toBe('T1')
    expect(body.get('nombre')).toBe('Ana')
    expect(calls[1]!.init!.method).toBe('POST')
    expect(new Headers(calls[1]!.init!.headers).get('accept')).toBe('application/json')
  })

  it.each([
    ['the token call answers 500', [json({}, 500)]],
    ['the token answer has no token', [json({ token: '' })]],
    ['the token answer is not JSON', [new Response('<html>')]],
  ])('token outcome when %s (no post is made)', async (_, answers) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { impl, calls } = fakeFetch(...(answers as Response[]))
    expect(await submitWithToken('/api/prospecto/agregar', {}, impl)).toEqual({ kind: 'token' })
    expect(calls).toHaveLength(1)
  })

  it('unreachable (for the outbox) when the token call or the post gets no answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await submitWithToken('/api/prospecto/agregar', {}, fakeFetch(new TypeError('offline')).impl)).toEqual({
      kind: 'unreachable',
    })
    const { impl, calls } = fakeFetch(json({ token: 'T' }), new DOMException('timed out', 'TimeoutError'))
    expect(await submitWithToken('/api/prospecto/agregar', {}, impl)).toEqual({ kind: 'unreachable' })
    // Both calls give up after a while: a connection that answers nothing counts as none.
    expect(calls.every((c) => c.init?.signal instanceof AbortSignal)).toBe(true)
  })

  it('network outcome when the answer is unreadable (the server answered: not for the outbox)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const answer of [new Response('<html>500</html>', { status: 500 }), json({ ok: 1 })]) {
      const { impl } = fakeFetch(json({ token: 'T' }), answer)
      expect(await submitWithToken('/api/prospecto/agregar', {}, impl)).toEqual({ kind: 'network' })
    }
  })

  it('any status but success is the non-success error, or the server message when it names one', async () => {
    const cases: Array<[Response, unknown]> = [
      [json({ status: 'error', message: 'boom' }, 500), { kind: 'rejected', messageKey: 'errors.notSuccess' }],
      [
        json({ status: 'error', message: 'errors.phone', field: 'phone' }, 422),
        { kind: 'rejected', messageKey: 'errors.phone', field: 'phone' },
      ],
      [json({ status: 'success' }, 500), { kind: 'rejected', messageKey: 'errors.notSuccess' }],
      [json({ status: 'error' }, 429), { kind: 'rejected', messageKey: 'errors.notSuccess' }],
      [json({ status: 'fail', message: 'errors.notAKey', field: 'x' }), { kind: 'rejected', messageKey: 'errors.notSuccess' }],
    ]
    for (const [answer, expected] of cases) {
      const { impl } = fakeFetch(answer)
      expect(await postEnquiry('/api/prospecto/agregar', {}, impl)).toEqual(expected)
    }
  })
})

describe('campaign source', () => {
  it('returns the source, or "" and a log line on failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await fetchCampaignSource(fakeFetch(json({ source: ' facebook ' })).impl)).toBe('facebook')
    expect(await fetchCampaignSource(fakeFetch(json({ source: null })).impl)).toBe('')
    expect(error).not.toHaveBeenCalled()
    expect(await fetchCampaignSource(fakeFetch(new TypeError('x')).impl)).toBe('')
    expect(await fetchCampaignSource(fakeFetch(json({}, 404)).impl)).toBe('')
    expect(error).toHaveBeenCalledTimes(2)
  })

  it("appends ' - {source}' only when there is one", () => {
    expect(withCampaignSource('Footer Español', 'tiktok')).toBe('Footer Español - tiktok')
    expect(withCampaignSource('Footer Español', '')).toBe('Footer Español')
  })

  it('a slow source does not hold the lead', async () => {
    vi.useFakeTimers()
    const slow = new Promise<string>(() => {})
    const result = within(slow, 1500, '')
    vi.advanceTimersByTime(1500)
    expect(await result).toBe('')
    vi.useRealTimers()
    expect(await within(Promise.resolve('x'), 1500, '')).toBe('x')
    expect(await within(Promise.reject(new Error('x')), 1500, 'fallback')).toBe('fallback')
  })
})

describe('submission ids', () => {
  it('are v4 UUIDs', () => {
    expect(newSubmissionId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('a retry of the same values reuses the id; changed values get a new one', () => {
    const idFor = createSubmissionIds()
    const a = idFor(fingerprintOf({ nombre: 'Ana', phone: '1' }))
    expect(idFor(fingerprintOf({ phone: '1', nombre: 'Ana' }))).toBe(a)
    const b = idFor(fingerprintOf({ nombre: 'Ana', phone: '2' }))
    expect(b).not.toBe(a)
  })
})
