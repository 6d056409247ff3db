import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { leadWebhookBody, postLeadWebhook, WebhookError } from './webhook'

const lead = { id: 3, submissionId: 'abc', name: 'Ana', phone: '9155550142', spam: { flagged: false } }

function fakeFetch(respond: (init: RequestInit) => Promise<Response> | Response) {
  const calls: RequestInit[] = []
  const impl = (async (_url: string | URL | Request, init?: RequestInit) => {
    calls.push(init ?? {})
    return respond(init ?? {})
  }) as typeof fetch
  return { impl, calls }
}

describe('postLeadWebhook', () => {
  it('posts the lead as JSON with an idempotency key and a signature', async () => {
    const { impl, calls } = fakeFetch(() => new Response('ok', { status: 202 }))
    await expect(postLeadWebhook({ url: 'http://crm.local/hook', lead, secret: 's3cret', fetchImpl: impl })).resolves.toEqual({
      httpStatus: 202,
    })
    const init = calls[0]!
    const headers = init.headers as Record<string, string>
    expect(headers['content-type']).toBe('application/json')
    expect(headers['idempotency-key']).toBe('lead-abc')
    expect(headers['x-signature']).toBe(
      `sha256=${createHmac('sha256', 's3cret')
        .update(init.body as string)
        .digest('hex')}`,
    )
    const body = JSON.parse(init.body as string)
    expect(body).toMatchObject({ event: 'lead.created', id: 3, name: 'Ana' })
    expect(body).not.toHaveProperty('spam')
  })

  it.each([300, 400, 404, 500, 503])('fails on HTTP %i so the job retries', async (status) => {
    const { impl } = fakeFetch(() => new Response('', { status }))
    await expect(postLeadWebhook({ url: 'http://crm.local/hook', lead, fetchImpl: impl })).rejects.toBeInstanceOf(WebhookError)
  })

  it('fails on a network error', async () => {
    const { impl } = fakeFetch(() => Promise.reject(new TypeError('fetch failed')))
    await expect(postLeadWebhook({ url: 'http://crm.local/hook', lead, fetchImpl: impl })).rejects.toThrow(/fetch failed/)
  })

  it('gives up after the timeout', async () => {
    const { impl } = fakeFetch(
      (init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const started = Date.now()
    await expect(postLeadWebhook({ url: 'http://crm.local/hook', lead, timeoutMs: 50, fetchImpl: impl })).rejects.toBeInstanceOf(
      WebhookError,
    )
    expect(Date.now() - started).toBeLessThan(2000)
  })
})

describe('leadWebhookBody', () => {
  it('sends social-media details only for that channel', () => {
    expect(leadWebhookBody({ id: 1, socialMedia: { agent: 'x' } }).socialMedia).toBeNull()
    expect(leadWebhookBody({ id: 1, channel: 'social-media', socialMedia: { agent: 'x' } }).socialMedia).toEqual({ agent: 'x' })
  })
})

describe('erasure webhook', () => {
  it('POSTs the erased leads by id, signed like a lead, without personal data', async () => {
    const { postErasureWebhook, webhookSignature } = await import('./webhook')
    const calls: Array<{ body: string; headers: Record<string, string> }> = []
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      calls.push({ body: init.body as string, headers: init.headers as Record<string, string> })
      return new Response('{}', { status: 200 })
    }) as unknown as typeof fetch
    await postErasureWebhook({
      url: 'http://crm.example/hook',
      secret: 's3cret',
      erasureId: 'e-1',
      leads: [{ id: 7, submissionId: 'sub-7' }],
      erasedAt: '2026-11-26T06:00:00.000Z',
      fetchImpl,
    })
    const [call] = calls
    expect(JSON.parse(call!.body)).toEqual({
      event: 'person.erased',
      erasureId: 'e-1',
      erasedAt: '2026-11-26T06:00:00.000Z',
      leads: [{ id: 7, submissionId: 'sub-7' }],
    })
    expect(call!.headers['x-signature']).toBe(webhookSignature(call!.body, 's3cret'))
    expect(call!.headers['idempotency-key']).toBe('erasure-e-1')
  })
})
