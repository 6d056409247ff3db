import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, staffCookie, startLeadEnv, type LeadEnv } from './helpers/lead-env'

/**
 * Nothing a client can put in a CMS REST URL answers 5xx: ids of the wrong type, operators the
 * field cannot take, unparseable dates and numbers, junk paging, unknown locales, malformed
 * `where`. What the database refuses is answered by Payload's afterError hook
 * (src/features/cms-api/client-mistakes.ts), what Payload trips over first by the guard
 * (rest-guard.server.ts). On the run's PostgreSQL (a copy of its template database).
 */
type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let env: LeadEnv
let handlers: Record<'GET' | 'POST' | 'PATCH' | 'DELETE', Handler>
let adminCookie: string

beforeAll(async () => {
  env = await startLeadEnv()
  handlers = (await import('@/app/(payload)/cms-api/[...slug]/route')) as unknown as typeof handlers
  adminCookie = await staffCookie(env, ['admin'])
  await env.payload.create({
    collection: 'categories',
    data: { name: 'Familia', slug: 'familia', sortOrder: 1 },
    overrideAccess: true,
  })
})
afterAll(async () => {
  await env?.close()
})

function send(method: keyof typeof handlers, path: string, cookie?: string, body?: unknown): Promise<Response> {
  const url = new URL(`${ORIGIN}${path}`)
  const slug = url.pathname
    .replace(/^\/cms-api\//, '')
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent)
  const headers: Record<string, string> = cookie ? { cookie } : {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  const request = new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return handlers[method](request, { params: Promise.resolve({ slug }) })
}

/**
 * [path, expected status]: 23 of these 30 are a 500 from Payload 3.90 alone (checked with the
 * guard and the hook taken out), the others variations of them.
 */
const clientMistakes: Array<[string, 400 | 404]> = [
  // The database refuses the id in the path: no document can have it (the afterError hook).
  ['/cms-api/posts/abc', 404],
  ['/cms-api/categories/abc', 404],
  ['/cms-api/media/abc', 404],
  ['/cms-api/posts/99999999999999999999999', 404],
  ['/cms-api/posts/1.5', 404],
  // The database refuses a value in `where` or in the paging (the afterError hook).
  ['/cms-api/posts/versions/abc', 400],
  ['/cms-api/posts?where[id][in]=a,b', 400],
  ['/cms-api/posts?where[id][not_in]=a', 400],
  ['/cms-api/posts?where[id][equals]=1e400', 400],
  ['/cms-api/posts?where[category][equals]=abc', 400],
  ['/cms-api/posts?where[category][in]=1,abc', 400],
  ['/cms-api/posts?where[mainImage][equals]=abc', 400],
  ['/cms-api/posts?where[featured][equals]=maybe', 400],
  ['/cms-api/posts?limit=99999999999999999999', 400],
  // What Payload trips over before the database (rest-guard.server.ts).
  ['/cms-api/categories/versions', 404],
  ['/cms-api/media/file/nonexistent.jpg', 404],
  ['/cms-api/posts?where[id][near]=1,2,3', 400],
  ['/cms-api/posts?where[publishedAt][near]=1,2', 400],
  ['/cms-api/posts?where[title][within]=1', 400],
  ['/cms-api/posts?where[title][intersects]=1', 400],
  ['/cms-api/posts?where[id][all]=a', 400],
  ['/cms-api/posts?where[title][all]=a', 400],
  ['/cms-api/attorneys?where[languages][all]=a', 400],
  ['/cms-api/posts?where[or][0][title][near]=1,2', 400],
  ['/cms-api/posts?where[title]=1', 400],
  ['/cms-api/posts?where=notjson', 400],
  ['/cms-api/posts?limit=5&limit=7', 400],
  ['/cms-api/media?limit=5&limit=7', 400],
  ['/cms-api/posts?limit[]=5', 400],
  ['/cms-api/posts?limit[a]=5', 400],
]

/** Odd, but Payload answers them itself (it ignores or reads them its own way): never a 5xx. */
const answeredByPayload = [
  '/cms-api/posts?where[publishedAt][greater_than]=notadate',
  '/cms-api/posts/versions?where[version.publishedAt][greater_than]=notadate',
  '/cms-api/posts?where[publishedAt][equals]=notadate',
  '/cms-api/posts?where[publishedAt][greater_than]=99999999999999999',
  '/cms-api/posts?where[createdAt][less_than]=zz',
  '/cms-api/posts?where[title][equals][x]=1',
  '/cms-api/posts?where[title][in][0][a]=1',
  '/cms-api/posts?where[or][0][title][equals]=a&where[or][1][id][equals]=zz',
  '/cms-api/posts/count?where[id][equals]=abc',
  '/cms-api/categories?where[sortOrder][greater_than]=abc',
  '/cms-api/categories?where[sortOrder][equals]=1e999',
  '/cms-api/posts?limit=-1',
  '/cms-api/posts?depth=abc',
  '/cms-api/posts?page=0',
  '/cms-api/posts?locale=xx',
  '/cms-api/posts?fallback-locale=xx',
  '/cms-api/posts?sort=title;drop',
  '/cms-api/posts?draft=maybe',
  '/cms-api/globals/site-settings?depth=99',
  '/cms-api/globals/site-settings?locale=xx',
  '/cms-api/reviews?page=1&page=2',
  '/cms-api/lives?depth=0&depth=1',
  '/cms-api/attorneys?locale=es&locale=en',
  '/cms-api/categories?draft=true&draft=false',
  '/cms-api/posts?pagination=false&pagination=true',
]

describe('CMS REST API: client mistakes', () => {
  it.each(clientMistakes)('GET %s → %i with a JSON error', async (path, status) => {
    for (const cookie of [undefined, adminCookie]) {
      const response = await send('GET', path, cookie)
      expect(response.status, `${path} as ${cookie ? 'admin' : 'visitor'}`).toBe(status)
      const body = (await response.json()) as { errors: Array<{ message: string }> }
      expect(body.errors[0]!.message.length).toBeGreaterThan(0)
    }
  })

  it.each(answeredByPayload)('GET %s is answered, not a 5xx', async (path) => {
    for (const cookie of [undefined, adminCookie]) {
      const response = await send('GET', path, cookie)
      expect(response.status, `${path} as ${cookie ? 'admin' : 'visitor'}`).toBeLessThan(500)
      await response.json()
    }
  })

  it('answers staff-only version queries and bulk writes with bad values, never 5xx', async () => {
    for (const path of [
      '/cms-api/posts/versions?where[parent][equals]=abc',
      '/cms-api/globals/site-settings/versions/abc',
      '/cms-api/globals/site-settings/versions/1',
      '/cms-api/globals/site-settings/versions?where[id][equals]=abc',
      '/cms-api/categories/versions/1',
      '/cms-api/users?where[id][equals]=abc',
      '/cms-api/leads?where[createdAt][greater_than]=never',
    ]) {
      const response = await send('GET', path, adminCookie)
      expect(response.status, path).toBeLessThan(500)
    }
    // Staff accounts have no e-mail verification and no API keys: those routes do not exist.
    expect((await send('POST', '/cms-api/users/verify/abc')).status).toBe(404)
    expect((await send('GET', `/cms-api/users/1/api-key/reveal`, adminCookie)).status).toBe(404)
    for (const method of ['PATCH', 'DELETE'] as const) {
      const bulk = await send(
        method,
        '/cms-api/categories?where[id][equals]=abc',
        adminCookie,
        method === 'PATCH' ? { name: 'x' } : undefined,
      )
      // Payload finds no such document and changes nothing.
      expect(bulk.status, method).toBeLessThan(500)
      expect((await env.payload.count({ collection: 'categories', where: { name: { equals: 'x' } } })).totalDocs).toBe(0)
      const one = await send(method, '/cms-api/categories/abc', adminCookie, method === 'PATCH' ? { name: 'x' } : undefined)
      expect([400, 404], method).toContain(one.status)
    }
  })

  it('still answers good queries as before', async () => {
    const ok = [
      '/cms-api/categories?where[slug][equals]=familia&depth=0&limit=10&page=1&sort=-sortOrder&locale=es',
      '/cms-api/categories?where[sortOrder][in]=1,2&locale=all',
      '/cms-api/posts?where[publishedAt][less_than]=2030-01-01T00:00:00.000Z&where[category.slug][equals]=familia',
      '/cms-api/posts?where[_status][equals]=published&select[title]=true',
      '/cms-api/globals/site-settings?locale=en&depth=1',
      '/cms-api/categories/count',
    ]
    for (const path of ok) expect((await send('GET', path)).status, path).toBe(200)
    // Repeated or bracketed parameters Payload can read stay answered (never a 5xx).
    for (const path of [
      '/cms-api/posts?sort=title&sort=-title',
      '/cms-api/posts?sort[]=title',
      '/cms-api/posts?select=title&select=slug',
      '/cms-api/posts?where[slug][equals]=a&where[slug][equals]=b',
      '/cms-api/posts?where[]=1',
      '/cms-api/posts?where[id][equals][]=1',
    ]) {
      const status = (await send('GET', path)).status
      expect(status, path).toBeLessThan(500)
    }
    // The admin keeps its preferences under a name, not an id.
    const saved = await send('POST', '/cms-api/payload-preferences/nav', adminCookie, { value: { open: true } })
    expect(saved.status).toBe(200)
    expect((await send('GET', '/cms-api/payload-preferences/nav', adminCookie)).status).toBe(200)
    const list = (await (await send('GET', '/cms-api/categories?where[slug][equals]=familia')).json()) as {
      docs: Array<{ id: number }>
    }
    expect(list.docs).toHaveLength(1)
    expect((await send('GET', `/cms-api/categories/${list.docs[0]!.id}`)).status).toBe(200)
  })

  it('refuses an anonymous body over 1 MB with 413 before Payload reads it, declared or chunked', async () => {
    const big = 'x'.repeat(3 * 1024 * 1024)
    const declared = new Request(`${ORIGIN}/cms-api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
      body: big,
    })
    const slug = { params: Promise.resolve({ slug: ['leads'] }) }
    expect((await handlers.POST(declared, slug)).status).toBe(413)
    const encoder = new TextEncoder()
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 3 * 1024 * 1024) return controller.close()
        sent += 64 * 1024
        controller.enqueue(encoder.encode('x'.repeat(64 * 1024)))
      },
    })
    const chunked = new Request(`${ORIGIN}/cms-api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect((await handlers.POST(chunked, slug)).status).toBe(413)
    // Reading stopped at the cap, not at the end of the body.
    expect(sent).toBeLessThan(2 * 1024 * 1024)
    // An anonymous "upload" is held to 1 MB as well: only a staff session gets Payload's 50 MB.
    const upload = new Request(`${ORIGIN}/cms-api/media`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(2 * 1024 * 1024) },
      body: 'x'.repeat(2 * 1024 * 1024),
    })
    expect((await handlers.POST(upload, { params: Promise.resolve({ slug: ['media'] }) })).status).toBe(413)
  })

  it('keeps a real server fault a 5xx', async () => {
    const db = env.payload.db as unknown as { find: (...args: unknown[]) => Promise<unknown> }
    const original = db.find
    db.find = async () => {
      throw new Error('connection refused')
    }
    try {
      const response = await send('GET', '/cms-api/categories?where[sortOrder][equals]=1')
      expect(response.status).toBe(500)
    } finally {
      db.find = original
    }
  })
})
