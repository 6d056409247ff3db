import { createHash, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Duplex } from 'node:stream'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deferBootScripts } from '../../scripts/lib/boot-scripts.mjs'
import { acceptsGzip, createBodyCache, createCompression } from '../../scripts/lib/compress.mjs'
import { rawRequest } from '../fixtures/raw-http'

/**
 * The HTTP front's compression (scripts/lib/compress.mjs) on a real server: a whole body is
 * gzipped once and its bytes reused; streamed bodies, small ones, errors and clients without gzip
 * are left to the middleware Next itself uses.
 */
const page = `<!DOCTYPE html><html><body>${'<p>Abogados de inmigración en El Paso</p>'.repeat(200)}</body></html>`
const cache = createBodyCache()
const rsc = Buffer.from(`0:${JSON.stringify({ page })}`)
let edits = 0
let base = ''
let server: http.Server

beforeAll(async () => {
  const compress = createCompression({ cache })
  server = http.createServer((req, res) => {
    compress(req, res)
    const url = req.url ?? '/'
    res.setHeader('Content-Type', url.startsWith('/json') ? 'application/json' : 'text/html; charset=utf-8')
    if (url === '/streamed') {
      res.write(page.slice(0, 3000))
      res.end(page.slice(3000))
    } else if (url === '/small') res.end('<p>hola</p>')
    else if (url === '/missing') {
      res.statusCode = 404
      res.end(page)
    } else if (url === '/json') res.end(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => `visa-${i}`) }))
    else if (url === '/personal') {
      res.setHeader('Cache-Control', 'private, no-store')
      res.end(page)
    } else if (url === '/edited') res.end(`${page}<!-- edit ${++edits} -->`)
    else if (url === '/rsc') res.end(rsc)
    else res.end(page)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function get(path: string, acceptEncoding?: string, method = 'GET', ifNoneMatch?: string) {
  const headers: Record<string, string> = {}
  if (acceptEncoding) headers['Accept-Encoding'] = acceptEncoding
  if (ifNoneMatch) headers['If-None-Match'] = ifNoneMatch
  return rawRequest(`${base}${path}`, { method, headers })
}

describe('compression of our HTTP front', () => {
  it('gzips a whole page once and serves the same bytes to the next visitor', async () => {
    const before = cache.size
    const first = await get('/', 'gzip, deflate, br')
    const second = await get('/', 'gzip')
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(first.headers.vary).toMatch(/accept-encoding/i)
    expect(Number(first.headers['content-length'])).toBe(first.body.length)
    expect(gunzipSync(first.body).toString()).toBe(page)
    // Made once, so at zlib's strongest level (the gzip header's XFL byte says 2 for level 9 only).
    expect(first.body[8]).toBe(2)
    expect(first.body.equals(gzipSync(page, { level: 9 }))).toBe(true)
    expect(second.body.equals(first.body)).toBe(true)
    expect(cache.size).toBe(before + 1)
    const json = await get('/json', 'gzip')
    expect(JSON.parse(gunzipSync(json.body).toString()).items).toHaveLength(200)
  })

  it('leaves streamed bodies, errors and small bodies to the middleware, compressed once', async () => {
    const before = cache.size
    for (const path of ['/streamed', '/missing']) {
      const answer = await get(path, 'gzip')
      expect(answer.headers['content-encoding'], path).toBe('gzip')
      expect(gunzipSync(answer.body).toString(), path).toBe(page)
    }
    expect(cache.size).toBe(before)
    // A small body is tagged, not compressed.
    const small = await get('/small', 'gzip')
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.headers.etag).toBeDefined()
    expect(small.body.toString()).toBe('<p>hola</p>')
  })

  it('sends plain bytes to a client without gzip, and no body to HEAD', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const answer = await get('/', acceptEncoding)
      expect(answer.headers['content-encoding'], acceptEncoding).toBeUndefined()
      expect(answer.body.toString(), acceptEncoding).toBe(page)
    }
    // A client that refuses gzip but takes Brotli gets the middleware's Brotli, made per request.
    const brotli = await get('/', 'gzip;q=0, br')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.body).toString()).toBe(page)
    const head = await get('/', 'gzip', 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
  })

  it("tags a whole body once and answers a repeat visit with 304 (Next's own ETags are off)", async () => {
    for (const acceptEncoding of ['gzip', undefined]) {
      const first = await get('/', acceptEncoding)
      const etag = String(first.headers.etag)
      expect(etag, acceptEncoding).toMatch(/^"[\w-]{27}"$/)
      const again = await get('/', acceptEncoding, 'GET', etag)
      expect(again.status, acceptEncoding).toBe(304)
      expect(again.body.length).toBe(0)
      expect(again.headers.etag).toBe(etag)
      expect(again.headers.vary).toMatch(/accept-encoding/i)
      expect(again.headers['content-encoding']).toBeUndefined()
      const other = await get('/', acceptEncoding, 'GET', '"something-else"')
      expect(other.status).toBe(200)
      expect(other.headers.etag).toBe(etag)
    }
    // The RSC payload (a Buffer) too.
    const rscFirst = await get('/rsc', 'gzip')
    expect(gunzipSync(rscFirst.body).equals(rsc)).toBe(true)
    expect((await get('/rsc', 'gzip', 'GET', String(rscFirst.headers.etag))).status).toBe(304)
  })

  it('gives an edited body a new ETag, and a personal answer none', async () => {
    const before = await get('/edited', 'gzip')
    const after = await get('/edited', 'gzip', 'GET', String(before.headers.etag))
    expect(after.status).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(gunzipSync(after.body).toString()).toContain('edit 2')
    const personal = await get('/personal', 'gzip')
    expect(personal.headers.etag).toBeUndefined()
    expect(gunzipSync(personal.body).toString()).toBe(page)
  })

  it('reads Accept-Encoding', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('x-gzip')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
  })

  it('keeps at most the bytes it is given', () => {
    // Random bytes do not compress: each entry is a little over 3,000 bytes.
    const small = createBodyCache(10_000)
    for (let i = 0; i < 20; i++) small.gzip(randomBytes(3_000))
    expect(small.size).toBe(3)
  })
})

/**
 * A public page as we send it: rewritten once per body (serve.mjs passes deferBootScripts), with
 * the ETag and gzip bytes of what is sent; a streamed page rewritten whole per request; never a
 * staff page, a personal answer sent whole, an error or another type.
 */
describe('a page rewritten once by the HTTP front', () => {
  const next = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a1.js" async=""></script></head><body>${'<p>Visa VAWA y visa U</p>'.repeat(200)}<script src="/_next/static/chunks/b2.js" async=""></script></body></html>`
  const sent = deferBootScripts(next)
  const rewriteCache = createBodyCache()
  let rewrites = 0
  let rewriteBase = ''
  let rewriteServer: http.Server

  beforeAll(async () => {
    const compress = createCompression({
      cache: rewriteCache,
      rewriteHtml: (html) => {
        rewrites++
        return deferBootScripts(html)
      },
    })
    rewriteServer = http.createServer((req, res) => {
      compress(req, res)
      const url = req.url ?? '/'
      res.setHeader('Content-Type', url === '/json' ? 'application/json' : 'text/html; charset=utf-8')
      // As Next does: the length of its own body.
      const streamed = url.includes('streamed')
      if (!streamed) res.setHeader('Content-Length', Buffer.byteLength(next))
      if (url === '/personal' || streamed)
        res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      if (url === '/missing') res.statusCode = 404
      if (url === '/streamed-big') {
        // Past what the front holds: the page is sent as it comes.
        res.write(next.slice(0, 3000))
        res.write(`<!--${'x'.repeat(3 * 1024 * 1024)}-->`)
        res.end(next.slice(3000))
      } else if (streamed) {
        // As Next streams: the headers out first (the middleware says gzip then), bytes in pieces,
        // the last one with end().
        res.flushHeaders()
        res.write(Buffer.from(next.slice(0, 3000)))
        res.write(next.slice(3000, 4000), 'utf8')
        res.end(Buffer.from(next.slice(4000)))
      } else res.end(next)
    })
    await new Promise<void>((resolve) => rewriteServer.listen(0, '127.0.0.1', resolve))
    rewriteBase = `http://127.0.0.1:${(rewriteServer.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => rewriteServer.close(() => resolve())))

  const fetchRaw = (path: string, headers: Record<string, string> = {}) => rawRequest(`${rewriteBase}${path}`, { headers })

  it('sends the rewritten page, gzipped or not, made once for every visitor', async () => {
    expect(sent).not.toBe(next)
    const zipped = await fetchRaw('/', { 'Accept-Encoding': 'gzip' })
    expect(gunzipSync(zipped.body).toString()).toBe(sent)
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length)
    const plain = await fetchRaw('/')
    expect(plain.body.toString()).toBe(sent)
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(sent))
    for (let i = 0; i < 5; i++) await fetchRaw('/', { 'Accept-Encoding': 'gzip' })
    expect(rewrites).toBe(1)
    // The ETag is the one of what is sent, and a repeat visit gets its 304.
    expect(zipped.headers.etag).toBe(plain.headers.etag)
    expect(zipped.headers.etag).toBe(`"${createHash('sha1').update(sent).digest('base64url')}"`)
    const again = await fetchRaw('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(zipped.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it('rewrites a streamed page per request, whole, and keeps nothing of it', async () => {
    const before = rewrites
    const size = rewriteCache.size
    for (const gzip of [true, false]) {
      const answer = await fetchRaw('/streamed', gzip ? { 'Accept-Encoding': 'gzip' } : {})
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(gzip ? 'gzip' : undefined)
      expect((gzip ? gunzipSync(answer.body) : answer.body).toString()).toBe(sent)
      expect(answer.headers.etag).toBeUndefined()
    }
    expect(rewrites).toBe(before + 2)
    expect(rewriteCache.size).toBe(size)
  })

  it('sends a streamed page too big to hold as it came', async () => {
    const answer = await fetchRaw('/streamed-big', { 'Accept-Encoding': 'gzip' })
    const body = gunzipSync(answer.body).toString()
    expect(body.startsWith(next.slice(0, 3000))).toBe(true)
    expect(body.endsWith(next.slice(3000))).toBe(true)
    expect(body).not.toContain('data-boot-scripts')
  })

  it('leaves the admin, personal answers, errors, staff streams and other types as Next sent them', async () => {
    const before = rewrites
    for (const path of ['/admin', '/admin/collections/leads', '/admin/streamed', '/personal', '/missing', '/json']) {
      const answer = await fetchRaw(path, { 'Accept-Encoding': 'gzip' })
      const body = answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body
      expect(body.toString(), path).toBe(next)
    }
    // The admin's body is the same string as the page's: kept apart, never rewritten.
    expect(rewrites).toBe(before)
    expect((await fetchRaw('/')).body.toString()).toBe(sent)
  })
})

describe('a client that goes away mid-stream', () => {
  it("frees the middleware's zlib stream (and fails if the middleware stops showing it)", async () => {
    const compress = createCompression()
    let zlibStream: unknown = null
    let resolveClosed = () => {}
    let clientLeaves = () => {}
    const closed = new Promise<void>((resolve) => (resolveClosed = resolve))
    const streaming = http.createServer((req, res) => {
      compress(req, res)
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.write(page)
      // What releaseCompressionStream reaches for: the middleware's own stream.
      zlibStream = res.on('drain', () => {})
      res.once('close', () => setImmediate(resolveClosed))
      clientLeaves()
    })
    streaming.listen(0, '127.0.0.1', () => {
      const { port } = streaming.address() as AddressInfo
      const request = http.get({ port, host: '127.0.0.1', path: '/', headers: { 'Accept-Encoding': 'gzip' } })
      request.on('error', () => {})
      clientLeaves = () => request.destroy()
    })
    await closed
    streaming.close()
    expect(zlibStream).toBeInstanceOf(Duplex)
    expect((zlibStream as Duplex).destroyed).toBe(true)
  })
})
